import type { LotteryWin } from '@ficha/contract';
import { DateTime, Money } from '@/features/wallet';
import { type HistoryTextKey, useHistoryText } from '../lib/use-history-text';

const SIDE_BETS = new Set(['big', 'small', 'odd', 'even']);

/** A settled win: who (masked), which game and draw, the bet, and what it paid. */
export function WinRow({ win }: { win: LotteryWin }) {
  const text = useHistoryText();
  const bet = SIDE_BETS.has(win.betType) ? text(`side_${win.betType}` as HistoryTextKey) : win.betType;
  return (
    <li className="list-row lh-win" data-testid="win-row">
      <span className="lh-win__main">
        <strong className="ellipsis">{win.player}</strong>
        <span className="meta-text ellipsis">
          {win.gameName} · {text('numero', { numero: win.numero })}
        </span>
        <span className="meta-text ellipsis">
          {text('betOn', { bet, pick: win.pick, stake: win.stake })} · <DateTime iso={win.settledAt} />
        </span>
      </span>
      <Money className="lh-win__amount" amount={win.win} />
    </li>
  );
}
