import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type pt from '@/i18n/pt.json';

/** A key of the feature's own object in the language files, plurals by their base name. */
type Texts = (typeof pt)['lotteryHistory'];
export type HistoryTextKey = {
  [K in keyof Texts]: K extends `${infer Base}_${'zero' | 'one' | 'other'}` ? Base : K;
}[keyof Texts];

/**
 * The feature's texts live in one object, "lotteryHistory", of each language file (so merges stay
 * simple); the site reads flat keys, so these are looked up with a key separator of their own.
 */
export function useHistoryText() {
  const { t } = useTranslation();
  return useCallback(
    (key: HistoryTextKey, options: Record<string, unknown> = {}): string =>
      t(`lotteryHistory.${key}` as never, { ...options, keySeparator: '.' } as never) as unknown as string,
    [t],
  );
}
