export { FavouritesScreen } from './components/favourites-screen';
export { GameListScreen, useListCategory } from './components/game-list-screen';
export { GameLobbyScreen } from './components/game-lobby-screen';
export { GameRecordsScreen } from './components/game-records-screen';
export { HomeGames } from './components/home-games';
export { HotScreen } from './components/hot-screen';
export { LaunchScreen } from './components/launch-screen';
export { ProvidersScreen } from './components/providers-screen';
export { useCategoryLabel } from './components/use-category-label';
