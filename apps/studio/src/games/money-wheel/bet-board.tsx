import { formatMinor } from '@ficha/contract';
import { WHEEL_LABELS, type WheelBoost, type WheelLabel, wheelOdds } from '@ficha/games/money-wheel/wheel';
import type { CSSProperties } from 'react';
import { useFormat, useStudio } from '../../shell/studio-context.tsx';
import { useText } from '../../shell/text.ts';
import { MONEY_WHEEL_TEXT } from './money-wheel-text.ts';
import { chipFace, LABEL_COLORS } from './wheel-look.ts';
import './bet-board.css';

export interface BoardCell {
  /** Sent and taken by the server this round. */
  placed: bigint;
  /** Sent, no answer yet. */
  sending: bigint;
  /** On the board, not sent. */
  staged: bigint;
}

/**
 * The six bets, each with its pay from the maths (label to 1, times the boost once the reel shows
 * it), the player's chips on it, and the winning label lit when the wheel has stopped.
 */
export function BetBoard({
  cells,
  boost,
  landed,
  onBet,
}: {
  cells: Record<WheelLabel, BoardCell>;
  boost: { label: number; factor: number } | null;
  landed: WheelLabel | null;
  onBet: (label: WheelLabel) => void;
}) {
  const format = useFormat();
  const t = useText(MONEY_WHEEL_TEXT);
  return (
    <div className="mw-board">
      {WHEEL_LABELS.map((label) => {
        const cell = cells[label];
        const boosted = boost?.label === label ? boost.factor : null;
        // The pay as the maths settles it: a win on this label, with the boost shown so far.
        const odds = wheelOdds(label, {
          segment: 0,
          label,
          boostPosition: 0,
          boost: boost as WheelBoost | null,
        });
        const onTable = cell.placed + cell.sending;
        return (
          <button
            key={label}
            type="button"
            className="mw-cell"
            aria-label={t('betOn', { label })}
            data-label={label}
            data-landed={landed === label || undefined}
            data-lost={(landed !== null && landed !== label) || undefined}
            style={{ '--label': LABEL_COLORS[label].fill, '--ink': LABEL_COLORS[label].ink } as CSSProperties}
            onClick={() => onBet(label)}
          >
            <span className="mw-cell__label">{label}</span>
            <span className="mw-cell__pays">
              {t('pays', { odds })}
              {boosted !== null && <b className="mw-cell__boost">×{boosted}</b>}
            </span>
            {(onTable > 0n || cell.staged > 0n) && (
              <span className="mw-cell__chips">
                {onTable > 0n && (
                  <span className="mw-cell__placed" data-sending={cell.sending > 0n || undefined}>
                    {format.money(formatMinor(onTable))}
                  </span>
                )}
                {cell.staged > 0n && (
                  <span className="mw-cell__staged">+{format.money(formatMinor(cell.staged))}</span>
                )}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** The chips, from the table's limits; the chosen one goes on the next label tapped. */
export function ChipRack({
  chips,
  chosen,
  onChoose,
}: {
  chips: bigint[];
  chosen: bigint;
  onChoose: (chip: bigint) => void;
}) {
  const { language } = useStudio();
  const format = useFormat();
  const t = useText(MONEY_WHEEL_TEXT);
  return (
    <fieldset className="mw-chips" aria-label={t('chips')}>
      {chips.map((chip, i) => (
        <button
          key={String(chip)}
          type="button"
          aria-pressed={chip === chosen}
          aria-label={t('chip', { amount: format.money(formatMinor(chip)) })}
          className="mw-chip"
          data-tier={i}
          onClick={() => onChoose(chip)}
        >
          {chipFace(chip, language)}
        </button>
      ))}
    </fieldset>
  );
}
