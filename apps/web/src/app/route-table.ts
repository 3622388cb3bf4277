import type { IconName } from '@/components/icon';
import { HOME_PATHS, paths } from '@/config/paths';
import type { TranslationKey } from '@/i18n/keys';

/** Which lazily loaded screen draws a route. */
export type PageKey =
  | 'home'
  | 'help'
  | 'helpDetail'
  | 'notice'
  | 'message'
  | 'webEmail'
  | 'feedback'
  | 'app'
  | 'lotto'
  | 'startLottery'
  | 'screen'
  | 'login'
  | 'register'
  | 'forget'
  | 'changePassword'
  | 'trial'
  | 'memberHome'
  | 'responsibleGaming'
  | 'identityVerification'
  | 'salaryContract'
  | 'dividendContract'
  | 'hourContract'
  | 'deposit'
  | 'withdraw'
  | 'providers'
  | 'gameLobby'
  | 'gameList'
  | 'hot'
  | 'fav'
  | 'launchGame'
  | 'gameRecord'
  | 'lotteryHistory'
  | 'lotteryWinners'
  | 'lotteryJackpot'
  | 'lottery'
  | 'chat'
  | 'agentRegister'
  | 'inviteFriends'
  | 'activity'
  | 'activityDetail'
  | 'rewardCenter'
  | 'memberBenefits'
  | 'signIn'
  | 'leaderBoard';

export interface RouteMeta {
  path: string;
  titleKey: TranslationKey;
  /** Spec section 2 'Page shell': these screens draw their own top bar instead of the header. */
  hideHeader: boolean;
  hideBottomMenu: boolean;
  /** Spec section 2: back goes home (by replace) on login, register, trial, activity, forget. */
  backTarget: 'home' | 'back';
  /** Routes that show 'Please login first' to a guest. */
  needsSession: boolean;
  /** A guest is sent here instead (feedback: spec section 2 "otherwise replaced by /m/login"). */
  guestRedirect?: 'login' | 'home';
  /** Member-only for real accounts: a trial user gets 'free_reject' (spec section 6). */
  realMembersOnly?: boolean;
  page: PageKey;
  /** The symbol on the screen's state card. */
  icon: IconName;
}

type Options = Partial<Omit<RouteMeta, 'path' | 'titleKey'>>;

/** A screen inside the shell: site header with title and back arrow, bottom menu. */
function shell(path: string, titleKey: TranslationKey, options: Options = {}): RouteMeta {
  return {
    path,
    titleKey,
    hideHeader: false,
    hideBottomMenu: false,
    backTarget: 'back',
    needsSession: false,
    page: 'screen',
    icon: 'inbox',
    ...options,
  };
}

/** A screen that hides header and bottom menu and draws its own top bar. */
function own(path: string, titleKey: TranslationKey, options: Options = {}): RouteMeta {
  return shell(path, titleKey, { hideHeader: true, hideBottomMenu: true, ...options });
}

const session = { needsSession: true } as const;
const realOnly = { needsSession: true, realMembersOnly: true } as const;

/** Spec section 2 'Route list': every route, with the rules the shell applies to it. */
export const ROUTES: readonly RouteMeta[] = [
  ...HOME_PATHS.map((path) => shell(path, 'title.home', { page: 'home', icon: 'home' })),
  own(paths.login(), 'title.login', { backTarget: 'home', page: 'login', icon: 'login' }),
  own(paths.register(), 'title.register', { backTarget: 'home', page: 'register', icon: 'userPlus' }),
  own('/m/register.html', 'title.register', { backTarget: 'home', page: 'register', icon: 'userPlus' }),
  own(paths.forget(), 'title.forget', { backTarget: 'home', page: 'forget', icon: 'lock' }),
  // Spec section 2 'Change-password screen': without a session it redirects to /m/home.
  own(paths.changePassword(), 'title.changePassword', {
    ...session,
    guestRedirect: 'home',
    page: 'changePassword',
    icon: 'lock',
  }),
  own('/m/help', 'title.help', { page: 'help', icon: 'help' }),
  own('/m/helpDetail', 'title.help', { page: 'helpDetail', icon: 'help' }),
  shell(paths.feedback(), 'title.feedback', {
    ...realOnly,
    guestRedirect: 'login',
    page: 'feedback',
    icon: 'chat',
  }),
  own('/m/notice', 'title.notice', { page: 'notice', icon: 'megaphone' }),
  // Spec section 6: a visitor is sent to login.
  shell(paths.webEmail(), 'title.webEmail', {
    ...realOnly,
    guestRedirect: 'login',
    page: 'webEmail',
    icon: 'mail',
  }),
  // Spec section 2 'Message center': back goes to /m/home by replace.
  shell(paths.message(), 'title.message', { backTarget: 'home', page: 'message', icon: 'chat' }),
  // The live chat (issue 16): its own themed header; who may chat is the page's and the server's call.
  own(paths.chat(), 'title.chat', { page: 'chat', icon: 'chat' }),
  shell(paths.activity(), 'title.activity', { backTarget: 'home', icon: 'gift', page: 'activity' }),
  shell(paths.activityDetail(), 'title.activityDetail', { icon: 'gift', page: 'activityDetail' }),
  shell(paths.signIn(), 'title.signIn', { ...realOnly, page: 'signIn', icon: 'calendar' }),
  own(paths.providers(), 'title.providers', { page: 'providers', icon: 'grid' }),
  own(paths.gameLobbyCenter(), 'title.gameLobbyCenter', { page: 'gameLobby', icon: 'layers' }),
  own('/m/gameList', 'title.gameList', { page: 'gameList', icon: 'slots' }),
  own(paths.lottery(), 'title.lottery', { page: 'lottery', icon: 'ticket' }),
  own(paths.startLottery(), 'title.startLottery', { page: 'startLottery', icon: 'ticket' }),
  // A game takes the whole screen; spec section 4 'Game click': no session goes to login.
  own(paths.launchGame(), 'title.launchGame', { ...session, page: 'launchGame', icon: 'gamepad' }),
  own(paths.hot(), 'title.hot', { page: 'hot', icon: 'flame' }),
  own(paths.fav(), 'title.fav', { ...session, page: 'fav', icon: 'star' }),
  shell(paths.game(), 'title.game', { page: 'gameLobby', icon: 'gamepad' }),
  shell(paths.deposit(), 'title.deposit', { ...realOnly, page: 'deposit', icon: 'coins' }),
  shell(paths.withdraw(), 'title.withdraw', { ...realOnly, page: 'withdraw', icon: 'withdraw' }),
  // Spec section 6: the member centre asks a trial user to register.
  shell(paths.memberHome(), 'title.memberHome', { ...realOnly, page: 'memberHome', icon: 'user' }),
  shell(paths.responsibleGaming(), 'title.responsibleGaming', {
    ...realOnly,
    page: 'responsibleGaming',
    icon: 'shieldLock',
  }),
  shell(paths.identityVerification(), 'title.identityVerification', {
    ...realOnly,
    page: 'identityVerification',
    icon: 'user',
  }),
  shell(paths.memberBenefits(), 'title.memberBenefits', {
    ...realOnly,
    page: 'memberBenefits',
    icon: 'crown',
  }),
  shell(paths.salaryContract(), 'title.salaryContract', {
    ...realOnly,
    page: 'salaryContract',
    icon: 'briefcase',
  }),
  shell(paths.dividendContract(), 'title.dividendContract', {
    ...realOnly,
    page: 'dividendContract',
    icon: 'briefcase',
  }),
  shell(paths.hourContract(), 'title.hourContract', { ...realOnly, page: 'hourContract', icon: 'briefcase' }),
  shell(paths.rewardCenter(), 'title.rewardCenter', { ...session, icon: 'star', page: 'rewardCenter' }),
  shell(paths.inviteFriends(), 'title.inviteFriends', {
    ...realOnly,
    page: 'inviteFriends',
    icon: 'userPlus',
  }),
  shell(paths.agentRegister(), 'title.agentRegister', {
    ...realOnly,
    page: 'agentRegister',
    icon: 'briefcase',
  }),
  shell(paths.leaderBoard(), 'title.leaderBoard', { page: 'leaderBoard', icon: 'trophy' }),
  shell(paths.gameRecord(), 'title.gameRecord', { ...session, page: 'gameRecord', icon: 'clock' }),
  own(paths.app(), 'title.app', { page: 'app', icon: 'phone' }),
  shell(paths.trial(), 'title.trial', { backTarget: 'home', page: 'trial', icon: 'gamepad' }),
  own('/m/lotto-h5/:mui/:playType/games/:gameId', 'title.lottery', { page: 'lotto', icon: 'ticket' }),
  // Spec section 2 names these lottery screens without routes (issue 14).
  own('/m/lottery/history/:gameId?', 'title.lottery', { page: 'lotteryHistory', icon: 'ticket' }),
  own('/m/lottery/winners', 'title.lottery', { page: 'lotteryWinners', icon: 'trophy' }),
  own('/m/lottery/jackpot', 'title.lottery', { page: 'lotteryJackpot', icon: 'trophy' }),
];
