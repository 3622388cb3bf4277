export { BenefitsPage } from './components/benefits-page';
export { LeaderboardPage } from './components/leaderboard-page';
export { SignInPage } from './components/sign-in-page';
