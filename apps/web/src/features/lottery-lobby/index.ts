export { LotteryLobbyScreen } from './components/lottery-lobby-screen';
