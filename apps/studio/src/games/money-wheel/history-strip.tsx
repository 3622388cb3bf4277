import type { HistoryEntry, WheelResultView } from '@ficha/contract/studio/shared-rounds/protocol';
import { useText } from '../../shell/text.ts';
import { MONEY_WHEEL_TEXT } from './money-wheel-text.ts';
import { LABEL_COLORS } from './wheel-look.ts';

const SHOWN = 14;

/** The last results, newest first; a boost that hit its label shows its factor. */
export function HistoryStrip({ history }: { history: readonly HistoryEntry[] }) {
  const t = useText(MONEY_WHEEL_TEXT);
  return (
    <ol className="mw-history" aria-label={t('history')} data-testid="mw-history">
      {history.slice(0, SHOWN).map((entry) => {
        const result = entry.result as WheelResultView;
        const colors = LABEL_COLORS[result.label as keyof typeof LABEL_COLORS];
        const boosted = result.boost?.label === result.label ? result.boost.factor : null;
        return (
          <li
            key={entry.roundId}
            className="mw-dot"
            data-round={entry.roundId}
            style={{ background: colors.fill, color: colors.ink }}
          >
            {result.label}
            {boosted !== null && <sup>×{boosted}</sup>}
          </li>
        );
      })}
    </ol>
  );
}
