import type { LanguageCode } from '@ficha/contract';
import { readStoredJson, writeStored } from '@/lib/storage';

/**
 * Spec section 3 'Cached locally' (getGameLotts, lottList, elottList): the last answer of a list
 * in one language, kept in local storage so the next visit draws at once, as getVassGameType is.
 * Anything stored in another language or another shape counts as nothing.
 */
interface Cached<T> {
  language: LanguageCode;
  list: T[];
}

export function readCachedList<T>(key: string, language: LanguageCode): T[] | undefined {
  const cached = readStoredJson(key) as Partial<Cached<T>> | undefined;
  if (typeof cached !== 'object' || cached === null) return undefined;
  return cached.language === language && Array.isArray(cached.list) ? cached.list : undefined;
}

export function writeCachedList<T>(key: string, language: LanguageCode, list: T[]): void {
  writeStored(key, JSON.stringify({ language, list } satisfies Cached<T>));
}
