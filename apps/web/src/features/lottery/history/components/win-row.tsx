import type { LotteryWin } from '@ficha/contract';
import { DateTime, Money, useFormatMoney } from '@/features/wallet';
import { type HistoryTextKey, useHistoryText } from '../lib/use-history-text';

const SIDE_BETS = new Set(['big', 'small', 'odd', 'even']);

/** A settled win: who (masked), which game and draw, the bet, and what it paid. */
export function WinRow({ win }: { win: LotteryWin }) {
  const text = useHistoryText();
  const formatMoney = useFormatMoney();
  const bet = SIDE_BETS.has(win.betType) ? text(`side_${win.betType}` as HistoryTextKey) : win.betType;
  return (
    <li className="list-row lh-win" data-testid="win-row">
      <span className="lh-win__main">
        <span className="lh-win__who">
          <strong className="ellipsis">{win.player}</strong>
          <DateTime className="meta-text" iso={win.settledAt} />
        </span>
        <span className="meta-text">
          {win.gameName} · {text('numero', { numero: win.numero })}
        </span>
        <span className="meta-text">
          {text('betOn', { bet, pick: win.pick, stake: formatMoney(win.stake) })}
        </span>
      </span>
      <Money className="lh-win__amount" amount={win.win} />
    </li>
  );
}
