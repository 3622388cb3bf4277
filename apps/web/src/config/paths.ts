/** Typed builders for every route of spec section 2, so links never spell a path by hand. */

type Query = Record<string, string | number | undefined>;

function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const HOME_PATHS = ['/m', '/m/', '/m/index', '/m/index.html', '/m/home'] as const;

export function isHomePath(pathname: string): boolean {
  return (HOME_PATHS as readonly string[]).includes(pathname);
}

export const paths = {
  home: () => '/m/home',
  homeList: (gameType: string) => withQuery('/m/home', { pageType: 'list', gameType }),
  login: () => '/m/login',
  register: () => '/m/register',
  forget: () => '/m/forget',
  changePassword: () => '/m/changePsw',
  help: (index?: number) => withQuery('/m/help', { i: index }),
  helpDetail: (index: number) => withQuery('/m/helpDetail', { i: index }),
  feedback: () => '/m/feedback',
  notice: (index?: number) => withQuery('/m/notice', { index }),
  webEmail: () => '/m/webEmail',
  message: () => '/m/message',
  /** The live chat page that CBS_launchChat's chatUrl opens (issue 16). */
  chat: () => '/m/chat',
  activity: () => '/m/activity',
  activityDetail: () => '/m/activityDetail',
  signIn: () => '/m/activity/signIn',
  providers: () => '/m/providers',
  gameLobbyCenter: () => '/m/gameLobbyCenter',
  gameList: (gameType: string) => withQuery('/m/gameList', { gameType }),
  lottery: () => '/m/lottery',
  startLottery: () => '/m/startLottery',
  launchGame: () => '/m/launchGame',
  hot: () => '/m/hot',
  fav: () => '/m/fav',
  game: () => '/m/game',
  deposit: () => '/m/voucherCenter',
  withdraw: () => '/m/withdraw',
  memberHome: () => '/m/member/home',
  responsibleGaming: () => '/m/member/responsibleGaming',
  identityVerification: (from?: 'withdraw') =>
    withQuery('/m/member/identityVerification', from ? { from } : {}),
  memberBenefits: () => '/m/member/benefits',
  salaryContract: () => '/m/member/agent/getSalaryContract',
  dividendContract: () => '/m/member/agent/getDevidendContract',
  hourContract: () => '/m/member/agent/getHourContract',
  rewardCenter: () => '/m/rewardCenter',
  inviteFriends: () => '/m/inviteFriends',
  agentRegister: () => '/m/agentRegister',
  leaderBoard: () => '/m/leaderBoard',
  gameRecord: () => '/m/gameRecord',
  app: () => '/m/app',
  trial: () => '/m/trail',
} as const;
