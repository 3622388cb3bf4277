import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@/i18n/keys';

/** The translated names of bet types, picks and prize tiers (i18n group "lotteryFrame"). */
export function useLotteryLabels() {
  const { t } = useTranslation();
  const betName = useCallback(
    (code: string) => t(`lotteryFrame.bet.${code}` as TranslationKey, { defaultValue: code }),
    [t],
  );
  const pickLabel = useCallback(
    (betType: string, pick: string): string => {
      if (pick === '') return betName(betType);
      if (betType === 'triple') return `${pick} ${pick} ${pick}`;
      if (betType === 'pair') return `${pick} ${pick}`;
      if (betType === 'position') {
        const [ball, digit] = pick.split(':');
        return t('lotteryFrame.ballDigit', { ball, digit });
      }
      if (betType.startsWith('position_')) return t('lotteryFrame.ball', { ball: pick });
      return pick;
    },
    [t, betName],
  );
  const tierName = useCallback(
    (tier: string) => t(`lotteryFrame.tier.${tier}` as TranslationKey, { defaultValue: tier }),
    [t],
  );
  return { betName, pickLabel, tierName };
}

/** "Soma 11", "Grande", "Lô 2 · 07": one sub-order in a line of text. */
export function useBetLine() {
  const { betName, pickLabel } = useLotteryLabels();
  return useCallback(
    (betType: string, pick: string) =>
      pick === '' ? betName(betType) : `${betName(betType)} · ${pickLabel(betType, pick)}`,
    [betName, pickLabel],
  );
}
