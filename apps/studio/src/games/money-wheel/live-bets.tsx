import { formatCurrency, formatMinor, PLAY_CURRENCY, parseAmount } from '@ficha/contract';
import type { WheelResultView } from '@ficha/contract/studio/shared-rounds/protocol';
import { type WheelOutcome, wheelPayoutE4 } from '@ficha/games/money-wheel/wheel';
import { winFor } from '@ficha/games/payout';
import { useFormat } from '../../shell/studio-context.tsx';
import { useText } from '../../shell/text.ts';
import { MONEY_WHEEL_TEXT } from './money-wheel-text.ts';
import { LABEL_COLORS } from './wheel-look.ts';
import type { SeenBet } from './wheel-table.ts';
import './live-bets.css';

const SHOWN = 40;

/** Everyone's bets this round as they come in, and once the wheel stopped, who won what. */
export function LiveBets({ bets, result }: { bets: SeenBet[]; result: WheelResultView | null }) {
  const format = useFormat();
  const t = useText(MONEY_WHEEL_TEXT);
  // Each bet in its own currency: real money with its symbol, play money marked as such.
  const money = (amount: string, currency: string) =>
    currency === PLAY_CURRENCY
      ? `${format.digits(amount)} ${t('demo')}`
      : formatCurrency(amount, { locale: format.locale, currency });
  const winners = result
    ? bets
        .filter((bet) => bet.label === result.label)
        .map((bet) => ({
          ...bet,
          win: formatMinor(
            winFor(
              parseAmount(bet.amount)!,
              wheelPayoutE4(result.label as WheelOutcome['label'], result as WheelOutcome),
            ),
          ),
        }))
    : [];
  const who = (bet: SeenBet) => (bet.mine ? `${bet.player} (${t('you')})` : bet.player);

  return (
    <section className="mw-live" aria-label={t('betsTitle')}>
      {result && (
        <>
          <h3 className="mw-live__title">{t('winners')}</h3>
          {winners.length === 0 ? (
            <p className="mw-live__empty">{t('noWinners', { label: result.label })}</p>
          ) : (
            <ul className="mw-live__list" data-testid="mw-winners">
              {winners.slice(0, SHOWN).map((bet, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: bets only ever append within a round
                <li key={i} className="mw-live__row is-win" data-mine={bet.mine || undefined}>
                  <span className="mw-live__player">{who(bet)}</span>
                  <strong>{money(bet.win, bet.currency)}</strong>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <h3 className="mw-live__title">
        {t('betsTitle')}{' '}
        <small>{bets.length === 1 ? t('betsOne') : t('betsCount', { n: bets.length })}</small>
      </h3>
      {bets.length === 0 ? (
        <p className="mw-live__empty">{t('noBets')}</p>
      ) : (
        <ul className="mw-live__list">
          {bets
            .slice(-SHOWN)
            .reverse()
            .map((bet, i) => {
              const colors = LABEL_COLORS[bet.label as keyof typeof LABEL_COLORS];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: bets only ever append within a round
                <li key={bets.length - i} className="mw-live__row" data-mine={bet.mine || undefined}>
                  <span className="mw-live__player">{who(bet)}</span>
                  {colors && (
                    <span className="mw-dot" style={{ background: colors.fill, color: colors.ink }}>
                      {bet.label}
                    </span>
                  )}
                  <span className="mw-live__amount">{money(bet.amount, bet.currency)}</span>
                </li>
              );
            })}
        </ul>
      )}
    </section>
  );
}
