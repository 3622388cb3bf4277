import { readStored, readStoredJson, writeStored } from '@/lib/storage';

/**
 * Spec section 3 'Remembered login': type, username, password and countryDialingCode, the password
 * double base64-encoded with a suffix (a salt stored beside it), plus the autoLogin flag ('0' after
 * logout). The encoding only keeps the password from being readable at a glance in the storage
 * panel; it is not encryption, which is why it is written only when the player ticks "remember".
 */
const KEYS = {
  record: 'rememberLogin',
  salt: 'rememberSalt',
  autoLogin: 'autoLogin',
  /** Spec section 2 'Change-password screen': the password remembered for this browser session. */
  sessionPassword: 'sessionPassword',
} as const;

export type LoginType = 'username' | 'sms';

export interface RememberedLogin {
  type: LoginType;
  username: string;
  password: string;
  countryDialingCode: string;
}

function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): string {
  const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function salt(): string {
  const stored = readStored(KEYS.salt);
  if (stored) return stored;
  const fresh = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  writeStored(KEYS.salt, fresh);
  return fresh;
}

function encodePassword(password: string): string {
  return toBase64(`${toBase64(password)}${salt()}`);
}

function decodePassword(encoded: string): string | undefined {
  try {
    const inner = fromBase64(encoded);
    const suffix = salt();
    if (!inner.endsWith(suffix)) return undefined;
    return fromBase64(inner.slice(0, inner.length - suffix.length));
  } catch {
    return undefined;
  }
}

export function readRememberedLogin(): RememberedLogin | undefined {
  const value = readStoredJson(KEYS.record);
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.username !== 'string' || typeof record.password !== 'string') return undefined;
  const password = decodePassword(record.password);
  if (password === undefined) return undefined;
  return {
    type: record.type === 'sms' ? 'sms' : 'username',
    username: record.username,
    password,
    countryDialingCode: typeof record.countryDialingCode === 'string' ? record.countryDialingCode : '',
  };
}

export function rememberLogin(login: RememberedLogin): void {
  writeStored(KEYS.record, JSON.stringify({ ...login, password: encodePassword(login.password) }));
}

export function forgetRememberedLogin(): void {
  writeStored(KEYS.record, null);
}

/** Spec section 4 'Password change': the remembered record follows the new password. */
export function refreshRememberedPassword(password: string): void {
  const current = readRememberedLogin();
  if (current) rememberLogin({ ...current, password });
}

export function setAutoLogin(on: boolean): void {
  writeStored(KEYS.autoLogin, on ? '1' : '0');
}

/** Kept in session storage, so it ends with the tab (and with logout, which clears it all). */
export function rememberSessionPassword(password: string): void {
  writeStored(KEYS.sessionPassword, encodePassword(password), 'session');
}

export function readSessionPassword(): string | undefined {
  const encoded = readStored(KEYS.sessionPassword, 'session');
  return encoded ? decodePassword(encoded) : undefined;
}

export function clearSessionPassword(): void {
  writeStored(KEYS.sessionPassword, null, 'session');
}
