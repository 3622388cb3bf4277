import { readStoredJson, writeStored } from '@/lib/storage';

const CACHE_KEY = 'registerForm';

/**
 * Spec section 2 'Register screen': the terms link saves the typed fields in session storage and
 * they come back on return; switching tabs, going back and a successful registration clear them.
 * Passwords and the captcha are left out: a password must not sit readable in storage, and a
 * captcha is single use, so a fresh image waits on return anyway.
 */
const NOT_CACHED = new Set(['password', 'confirmPassword', 'paymentPassword', 'captcha']);

export interface RegisterCache {
  tab: 'username' | 'mobile';
  values: Record<string, string>;
  dialingCode?: string;
  ageConfirmed?: boolean;
}

export function saveRegisterCache(cache: RegisterCache): void {
  const values = Object.fromEntries(Object.entries(cache.values).filter(([field]) => !NOT_CACHED.has(field)));
  writeStored(CACHE_KEY, JSON.stringify({ ...cache, values }), 'session');
}

export function readRegisterCache(): RegisterCache | undefined {
  const value = readStoredJson(CACHE_KEY, 'session');
  if (typeof value !== 'object' || value === null) return undefined;
  const cache = value as Partial<RegisterCache>;
  if (cache.tab !== 'username' && cache.tab !== 'mobile') return undefined;
  const values: Record<string, string> = {};
  for (const [field, text] of Object.entries(cache.values ?? {})) {
    if (typeof text === 'string') values[field] = text;
  }
  return {
    tab: cache.tab,
    values,
    dialingCode: typeof cache.dialingCode === 'string' ? cache.dialingCode : undefined,
    ageConfirmed: cache.ageConfirmed === true,
  };
}

export function clearRegisterCache(): void {
  writeStored(CACHE_KEY, null, 'session');
}
