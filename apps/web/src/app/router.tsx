import { type ComponentType, lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { paths } from '@/config/paths';
import { RootError } from './root-error';
import { type PageKey, ROUTES } from './route-table';
import { AppShell } from './shell/app-shell';
import { StatusGate } from './status-gate';

/** Each screen is its own chunk (DESIGN section 6: the home page loads little JavaScript). */
function named<T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const PAGES: Record<PageKey, ComponentType> = {
  home: named(() => import('./routes/home'), 'HomeRoute'),
  help: named(() => import('./routes/help'), 'HelpRoute'),
  helpDetail: named(() => import('./routes/help-detail'), 'HelpDetailRoute'),
  notice: named(() => import('./routes/notice'), 'NoticeRoute'),
  message: named(() => import('./routes/messages'), 'MessageCenterRoute'),
  webEmail: named(() => import('./routes/messages'), 'WebEmailRoute'),
  feedback: named(() => import('./routes/messages'), 'FeedbackRoute'),
  app: named(() => import('./routes/app-download'), 'AppDownloadRoute'),
  lotto: named(() => import('./routes/lottery-frame'), 'LottoFrameRoute'),
  startLottery: named(() => import('./routes/lottery-frame'), 'StartLotteryRoute'),
  screen: named(() => import('./routes/screen'), 'ScreenRoute'),
  login: named(() => import('./routes/login'), 'LoginRoute'),
  register: named(() => import('./routes/register'), 'RegisterRoute'),
  forget: named(() => import('./routes/forget'), 'ForgetRoute'),
  changePassword: named(() => import('./routes/change-password'), 'ChangePasswordRoute'),
  trial: named(() => import('./routes/trial'), 'TrialRoute'),
  memberHome: named(() => import('./routes/member-home'), 'MemberHomeRoute'),
  responsibleGaming: named(() => import('./routes/responsible-gaming'), 'ResponsibleGamingRoute'),
  identityVerification: named(() => import('./routes/identity-verification'), 'IdentityVerificationRoute'),
  salaryContract: named(() => import('./routes/agent-contracts'), 'SalaryContractRoute'),
  dividendContract: named(() => import('./routes/agent-contracts'), 'DividendContractRoute'),
  hourContract: named(() => import('./routes/agent-contracts'), 'HourContractRoute'),
  memberBenefits: named(() => import('./routes/vip'), 'MemberBenefitsRoute'),
  signIn: named(() => import('./routes/vip'), 'SignInRoute'),
  leaderBoard: named(() => import('./routes/vip'), 'LeaderBoardRoute'),
  deposit: named(() => import('./routes/voucher-center'), 'VoucherCenterRoute'),
  withdraw: named(() => import('./routes/withdraw'), 'WithdrawRoute'),
  providers: named(() => import('./routes/providers'), 'ProvidersRoute'),
  gameLobby: named(() => import('./routes/game-lobby'), 'GameLobbyRoute'),
  gameList: named(() => import('./routes/game-list'), 'GameListRoute'),
  hot: named(() => import('./routes/hot'), 'HotRoute'),
  fav: named(() => import('./routes/favourites'), 'FavouritesRoute'),
  launchGame: named(() => import('./routes/launch-game'), 'LaunchGameRoute'),
  gameRecord: named(() => import('./routes/game-record'), 'GameRecordRoute'),
  lotteryHistory: named(() => import('./routes/lottery-history'), 'LotteryHistoryRoute'),
  lotteryWinners: named(() => import('./routes/lottery-history'), 'LotteryWinnersRoute'),
  lotteryJackpot: named(() => import('./routes/lottery-history'), 'LotteryJackpotRoute'),
  lottery: named(() => import('./routes/lottery'), 'LotteryRoute'),
  chat: named(() => import('./routes/chat'), 'ChatRoute'),
  agentRegister: named(() => import('./routes/agents'), 'AgentRegisterRoute'),
  inviteFriends: named(() => import('./routes/agents'), 'InviteFriendsRoute'),
  activity: named(() => import('./routes/promotions'), 'ActivityRoute'),
  activityDetail: named(() => import('./routes/promotions'), 'ActivityDetailRoute'),
  rewardCenter: named(() => import('./routes/promotions'), 'RewardCenterRoute'),
};

function Root() {
  return (
    <StatusGate>
      <AppShell />
    </StatusGate>
  );
}

/**
 * Declared routes rather than the data router: the site loads no data through the router, and the
 * declarative router is about 16 kB (gzip) lighter on the home page (the route metas are found by
 * matchRoutes, see shell/use-route-meta).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <ErrorBoundary fallback={({ error }) => <RootError error={error} />}>
        <Routes>
          <Route element={<Root />}>
            {ROUTES.map((meta) => {
              const Page = PAGES[meta.page];
              return <Route key={meta.path} path={meta.path} element={<Page />} />;
            })}
            {/* Spec section 2: unknown paths fall back to home. */}
            <Route path="*" element={<Navigate to={paths.home()} replace />} />
          </Route>
        </Routes>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
