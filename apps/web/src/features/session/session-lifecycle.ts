import type { QueryClient } from '@tanstack/react-query';
import { setAutoLogin } from './remembered-login';
import { clearSession, type SessionInfo, saveSession } from './session-store';

/**
 * Queries whose answer belongs to the signed-in account (member info, trial user, wallet...) carry
 * this meta, so a new or ended session never shows the previous account's data.
 */
export const sessionQueryMeta = { scope: 'session' } as const;

function dropSessionQueries(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.meta?.scope === sessionQueryMeta.scope });
}

/** Spec section 4 'Login': stores session and token (also after trial login and registration). */
export function startSession(client: QueryClient, info: SessionInfo): void {
  dropSessionQueries(client);
  saveSession(info);
}

/**
 * Spec section 4 'Logout': autoLogin '0'; clears the token, the trial user, member info and all
 * session storage.
 */
export function endSession(client: QueryClient): void {
  setAutoLogin(false);
  clearSession();
  dropSessionQueries(client);
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage disabled: there is nothing to clear.
  }
}
