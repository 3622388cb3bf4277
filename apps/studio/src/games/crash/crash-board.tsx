import type { CrashResult, HistoryEntry } from '@ficha/contract/studio/shared-rounds/protocol';
import { useFormat } from '../../shell/studio-context.tsx';
import { useText } from '../../shell/text.ts';
import { crashTier, multiplierText } from './crash-format.ts';
import type { LiveBet } from './crash-state.ts';
import { CRASH_TEXT } from './crash-text.ts';
import './crash-board.css';

/** The last crash points, newest first, coloured by size. */
export function HistoryStrip({ history }: { history: HistoryEntry[] }) {
  const format = useFormat();
  const t = useText(CRASH_TEXT);
  return (
    <ol className="crash__history" aria-label={t('history')} data-testid="crash-history">
      {history.length === 0 && <li className="crash__chip crash__chip--empty">{t('noRounds')}</li>}
      {history.map((entry) => {
        const crashE2 = (entry.result as CrashResult).crashE2;
        return (
          <li key={entry.roundId} className={`crash__chip crash__chip--${crashTier(crashE2)}`}>
            {multiplierText(crashE2, format)}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Everyone's bets in the round: masked players, stakes, and cash-outs with their multiplier and
 * win as they happen; once the round busts the ones still in show as lost.
 */
export function LiveBets({ bets, busted }: { bets: LiveBet[]; busted: boolean }) {
  const format = useFormat();
  const t = useText(CRASH_TEXT);
  const ordered = [...bets].sort((a, b) => Number(b.mine) - Number(a.mine));
  return (
    <section className="crash__bets" aria-label={t('liveBets')}>
      <header className="crash__bets-head">
        <h3>{t('liveBets')}</h3>
        <span>{bets.length}</span>
      </header>
      {bets.length === 0 ? (
        <p className="crash__bets-empty">{t('noBets')}</p>
      ) : (
        <ul className="crash__bets-list">
          {ordered.map((bet) => {
            const state = bet.cashOutE2 !== null ? 'won' : busted ? 'lost' : 'open';
            return (
              <li key={bet.key} className={`crash__bet crash__bet--${state}${bet.mine ? ' is-mine' : ''}`}>
                <span className="crash__bet-player">
                  {bet.mine ? `${bet.player} (${t('you')})` : bet.player}
                </span>
                <span className="crash__bet-amount">{format.money(bet.amount)}</span>
                <span className="crash__bet-at">
                  {bet.cashOutE2 !== null ? multiplierText(bet.cashOutE2, format) : '—'}
                </span>
                <span className="crash__bet-win">
                  {bet.win !== null ? `+${format.money(bet.win)}` : state === 'lost' ? '0' : ''}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
