export { useLogout } from './api/logout';
export { LogoutDialog } from './components/logout-dialog';
export {
  clearSessionPassword,
  forgetRememberedLogin,
  type LoginType,
  type RememberedLogin,
  readRememberedLogin,
  readSessionPassword,
  refreshRememberedPassword,
  rememberLogin,
  rememberSessionPassword,
  setAutoLogin,
} from './remembered-login';
export { endSession, sessionQueryMeta, startSession } from './session-lifecycle';
export { type SessionInfo, updateSession } from './session-store';
export type { Session } from './use-session';
export { useSession } from './use-session';
export { useSessionExpiredRedirect } from './use-session-expired';
