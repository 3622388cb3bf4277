import { storageKeys } from '@/config/storage-keys';
import { setApiSession } from '@/lib/api-client';
import { readStored, writeStored } from '@/lib/storage';

/** Session info as spec section 3 stores it under MC_SESSION_INFO. */
export interface SessionInfo {
  token: string;
  merchantCode?: string;
  userName?: string;
  type: number;
  firstTimeLogin?: boolean;
  customerType?: number;
}

// Spec section 3 "Member info": the member type defaults to 4 (trial) when unknown.
const DEFAULT_MEMBER_TYPE = 4;

let cachedRaw: string | null = null;
let cachedInfo: SessionInfo | null = null;

function parse(raw: string | null): SessionInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const info = value as Record<string, unknown>;
    if (typeof info.token !== 'string' || info.token === '') return null;
    const type = Number(info.type);
    return {
      token: info.token,
      merchantCode: typeof info.merchantCode === 'string' ? info.merchantCode : undefined,
      userName: typeof info.userName === 'string' ? info.userName : undefined,
      type: Number.isInteger(type) && info.type !== null && info.type !== '' ? type : DEFAULT_MEMBER_TYPE,
      firstTimeLogin: info.firstTimeLogin === true,
      customerType: typeof info.customerType === 'number' ? info.customerType : undefined,
    };
  } catch {
    return null;
  }
}

/** Snapshot for useSyncExternalStore: the same object until the stored text changes. */
export function getSessionSnapshot(): SessionInfo | null {
  const raw = readStored(storageKeys.session);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedInfo = parse(raw);
  }
  return cachedInfo;
}

// The 'storage' event only reaches other tabs: this tab's own login and logout notify directly.
const listeners = new Set<() => void>();

export function subscribeSession(onChange: () => void): () => void {
  listeners.add(onChange);
  // A login or logout in another tab reaches this one through the 'storage' event.
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Spec section 3 'Session info': the answer of a login, trial login or registration. */
export function saveSession(info: SessionInfo): void {
  writeStored(storageKeys.session, JSON.stringify(info));
  notify();
}

/** Marks the first-login password change as done (spec section 2 'Change-password screen'). */
export function updateSession(change: Partial<Omit<SessionInfo, 'token'>>): void {
  const current = getSessionSnapshot();
  if (current) saveSession({ ...current, ...change });
}

export function clearSession(): void {
  writeStored(storageKeys.session, null);
  notify();
}

const expiredListeners = new Set<() => void>();

/** Called when the server refuses the stored token (SESSION_EXPIRED), after the session is cleared. */
export function subscribeSessionExpired(onExpired: () => void): () => void {
  expiredListeners.add(onExpired);
  return () => expiredListeners.delete(onExpired);
}

// The API client sends this tab's token and reports a dead one (DESIGN section 2); wired here so
// every screen that reads the session also authenticates its calls.
setApiSession({
  getToken: () => getSessionSnapshot()?.token,
  onExpired: () => {
    clearSession();
    for (const listener of expiredListeners) listener();
  },
});
