import type { DealAnswer } from '@ficha/contract/studio/baccarat';
import type { BaccaratHand, BaccaratSide, DealtCard } from '@ficha/games/baccarat/baccarat-rules';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatMinor, parseAmount } from '../../lib/money.ts';
import { StudioApiError, studioApi } from '../../lib/studio-api.ts';
import { ErrorNote } from '../../shell/error-note.tsx';
import { useFormat, useStudio } from '../../shell/studio-context.tsx';
import { useText } from '../../shell/text.ts';
import type { PastRound } from '../game-module.ts';
import {
  chipFace,
  chipValues,
  DEAL_TIMING,
  type DealTimeline,
  dealTimeline,
  oddsOf,
  REDUCED_DEAL_TIMING,
  type TableView,
  tableAt,
} from './baccarat-table.ts';
import { BACCARAT_TEXT } from './baccarat-text.ts';
import { BeadRoad, ROAD_COLUMNS, ROAD_ROWS, type RoadState } from './bead-road.tsx';
import { PlayingCard } from './playing-card.tsx';
import './baccarat.css';

interface Bet {
  side: BaccaratSide | null;
  stake: bigint;
}

interface DealtRound {
  answer: DealAnswer;
  side: BaccaratSide;
  timeline: DealTimeline;
}

/** Left to right on the felt, as the hands sit above them. */
const SPOTS: readonly BaccaratSide[] = ['player', 'tie', 'banker'];

/** How far each card slot lies from the shoe (top right of the felt): where its slide starts. */
const SLIDE_FROM: Record<'player' | 'banker', Array<[number, number]>> = {
  player: [
    [274, -94],
    [206, -94],
    [240, -172],
  ],
  banker: [
    [97, -94],
    [29, -94],
    [63, -172],
  ],
};

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function sameView(a: TableView | null, b: TableView): boolean {
  return (
    a !== null &&
    a.dealt === b.dealt &&
    a.playerTotal === b.playerTotal &&
    a.bankerTotal === b.bankerTotal &&
    a.called === b.called
  );
}

/**
 * Baccarat (punto banco) at a green felt table: pick a chip, put the bet on Player, Tie or
 * Banker, deal. The server deals the whole hand at once; the table then plays it out card by card
 * in the real order, never showing anything the server has not answered.
 */
export function BaccaratGame() {
  const { session, language, setBalance, countRound } = useStudio();
  const format = useFormat();
  const t = useText(BACCARAT_TEXT);
  const minBet = parseAmount(session.game.minBet)!;
  const maxBet = parseAmount(session.game.maxBet)!;
  const chips = useMemo(() => chipValues(minBet, maxBet), [minBet, maxBet]);
  const [chip, setChip] = useState(chips[0]!);
  const [bet, setBet] = useState<Bet>({ side: null, stake: 0n });
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState<DealtRound | null>(null);
  const [view, setView] = useState<TableView | null>(null);
  const [error, setError] = useState('');
  const [road, setRoad] = useState<RoadState>({ state: 'loading' });
  const frame = useRef(0);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const loadRoad = useCallback(async () => {
    setRoad({ state: 'loading' });
    try {
      const page = await studioApi<{ list: Array<PastRound<unknown, BaccaratHand>> }>(
        'GET',
        `rounds?pageNo=1&pageSize=${ROAD_ROWS * ROAD_COLUMNS}`,
      );
      const winners = page.list.map((r) => ({ id: r.roundId, winner: r.outcome.winner })).reverse();
      setRoad({ state: 'ready', winners });
    } catch {
      setRoad({ state: 'error' });
    }
  }, []);

  useEffect(() => {
    void loadRoad();
  }, [loadRoad]);

  const capped = (stake: bigint) => (stake > maxBet ? maxBet : stake);

  /** One bet a hand: tapping the spot holding it adds a chip; another spot moves it there. */
  function tapSpot(side: BaccaratSide) {
    setError('');
    setBet((current) => {
      if (current.side === side) return { side, stake: capped(current.stake + chip) };
      return { side, stake: current.stake > 0n ? current.stake : capped(chip) };
    });
  }

  function playOut(dealt: DealtRound) {
    const started = performance.now();
    const tick = (now: number) => {
      const next = tableAt(dealt.timeline, now - started);
      setView((shown) => (sameView(shown, next) ? shown : next));
      if (!next.called) {
        frame.current = requestAnimationFrame(tick);
        return;
      }
      setBalance(dealt.answer.balance);
      setRoad((current) =>
        current.state === 'ready'
          ? {
              state: 'ready',
              winners: [
                ...current.winners,
                { id: dealt.answer.roundId, winner: dealt.answer.outcome.winner },
              ],
            }
          : current,
      );
      setBusy(false);
    };
    frame.current = requestAnimationFrame(tick);
  }

  async function deal() {
    const side = bet.side;
    if (!side || bet.stake === 0n) return;
    cancelAnimationFrame(frame.current);
    setBusy(true);
    setError('');
    setRound(null);
    setView(null);
    try {
      const answer = await studioApi<DealAnswer>('POST', 'baccarat/deal', {
        stake: formatMinor(bet.stake),
        side,
      });
      countRound(answer.nonce);
      const dealt = {
        answer,
        side,
        timeline: dealTimeline(answer.outcome, prefersReducedMotion() ? REDUCED_DEAL_TIMING : DEAL_TIMING),
      };
      setRound(dealt);
      playOut(dealt);
    } catch (e) {
      setError(e instanceof StudioApiError ? e.message : String(e));
      setBusy(false);
    }
  }

  const called = round && view?.called ? round : null;
  const winner = called?.answer.outcome.winner;
  const onFelt = round && view ? round.timeline.cards.slice(0, view.dealt) : [];
  const money = (amount: string) => format.money(amount);
  const stakeText = money(formatMinor(bet.stake));

  let status = t('placeBet');
  if (called) {
    const { win, payoutE4 } = called.answer;
    status =
      payoutE4 === 10_000
        ? t('push', { win: money(win) })
        : payoutE4 > 0
          ? t('won', { win: money(win) })
          : t('lost');
  } else if (bet.side) {
    status = t('betOn', { amount: stakeText, side: t(bet.side) });
  }

  return (
    <div className="bac">
      <BeadRoad road={road} onRetry={() => void loadRoad()} />

      <div className="bac-felt">
        <div className="bac-felt__top">
          <span className="bac-felt__title" aria-hidden="true">
            Punto banco
          </span>
          <span className="bac-shoe" aria-hidden="true" />
        </div>
        <div className="bac-hands">
          {(['player', 'banker'] as const).map((side) => (
            <HandArea
              key={side}
              side={side}
              label={t(side)}
              totalWord={t('total')}
              cards={onFelt.filter((timed) => timed.side === side).map((timed) => timed.card)}
              total={side === 'player' ? (view?.playerTotal ?? null) : (view?.bankerTotal ?? null)}
              winner={winner === side || winner === 'tie'}
              timeline={round?.timeline ?? null}
            />
          ))}
        </div>

        <div className="bac-felt__middle">
          {called && winner ? (
            <div className={`bac-call bac-call--${winner}`} data-testid="baccarat-call">
              <strong>
                {winner === 'tie' ? t('tieCalled') : winner === 'player' ? t('playerWins') : t('bankerWins')}
              </strong>
              <span>
                {t('score', {
                  high: Math.max(called.answer.outcome.playerTotal, called.answer.outcome.bankerTotal),
                  low: Math.min(called.answer.outcome.playerTotal, called.answer.outcome.bankerTotal),
                })}
              </span>
              {called.answer.payoutE4 > 0 && <em className="bac-call__win">+{money(called.answer.win)}</em>}
            </div>
          ) : (
            <p className="bac-felt__motto" aria-hidden="true">
              {t('banker')} {oddsOf('banker', language)} · {t('tie')} {oddsOf('tie', language)}
            </p>
          )}
        </div>

        <div className="bac-spots">
          {SPOTS.map((side) => {
            const mine = bet.side === side && bet.stake > 0n;
            const odds = oddsOf(side, language);
            return (
              <button
                key={side}
                type="button"
                className={`bac-spot bac-spot--${side}${called && winner === side ? ' is-winner' : ''}`}
                aria-pressed={bet.side === side}
                aria-label={
                  mine
                    ? t('spotWithBet', { side: t(side), odds, amount: stakeText })
                    : t('spot', { side: t(side), odds })
                }
                disabled={busy}
                onClick={() => tapSpot(side)}
              >
                <span className="bac-spot__name">{t(side)}</span>
                <span className="bac-spot__odds">{odds}</span>
                {mine && (
                  <span className="bac-spot__stack" key={String(bet.stake)} aria-hidden="true">
                    <span className="bac-chip bac-chip--stacked">{chipFace(bet.stake, language)}</span>
                  </span>
                )}
              </button>
            );
          })}
        </div>
      </div>

      <p
        className={`bac-status${called ? ` is-${called.answer.payoutE4 > 0 ? 'win' : 'loss'}` : ''}`}
        role="status"
      >
        {status}
      </p>

      <fieldset className="bac-chips" disabled={busy}>
        <legend className="studio-sr">{t('chips')}</legend>
        {chips.map((value, index) => (
          <label key={String(value)} className={`bac-chip bac-chip--${index}`}>
            <input
              type="radio"
              name="bac-chip"
              checked={chip === value}
              aria-label={t('chip', { amount: money(formatMinor(value)) })}
              onChange={() => setChip(value)}
            />
            {chipFace(value, language)}
          </label>
        ))}
      </fieldset>

      <div className="bac-actions">
        <button
          type="button"
          className="studio-button"
          disabled={busy || bet.stake === 0n}
          onClick={() => setBet({ side: null, stake: 0n })}
        >
          {t('clear')}
        </button>
        <button
          type="button"
          className="studio-button"
          disabled={busy || bet.stake === 0n || bet.stake >= maxBet}
          onClick={() => setBet((current) => ({ ...current, stake: capped(current.stake * 2n) }))}
        >
          {t('double')}
        </button>
        <button
          type="button"
          className="studio-button studio-button--play bac-actions__deal"
          disabled={busy || !bet.side || bet.stake === 0n}
          onClick={() => void deal()}
        >
          {busy ? t('dealing') : t('deal')}
        </button>
      </div>
      <ErrorNote error={error} />
    </div>
  );
}

/** One side's cards: two upright, a third one across; the total counts up as cards turn over. */
function HandArea({
  side,
  label,
  totalWord,
  cards,
  total,
  winner,
  timeline,
}: {
  side: 'player' | 'banker';
  label: string;
  totalWord: string;
  cards: DealtCard[];
  total: number | null;
  winner: boolean;
  timeline: DealTimeline | null;
}) {
  return (
    <section className={`bac-hand bac-hand--${side}${winner ? ' is-winner' : ''}`} aria-label={label}>
      <header className="bac-hand__head">
        <span className="bac-hand__name">{label}</span>
        <span className="bac-hand__total" data-testid={`baccarat-${side}-total`}>
          {total !== null && (
            <>
              <span className="studio-sr">{totalWord} </span>
              {total}
            </>
          )}
        </span>
      </header>
      <div className="bac-hand__cards">
        {[0, 1, 2].map((slot) => {
          const card = cards[slot];
          const [fromX, fromY] = SLIDE_FROM[side][slot]!;
          return (
            <span key={slot} className={`bac-slot bac-slot--${slot}`}>
              {card && timeline && (
                <PlayingCard
                  card={card}
                  sideways={slot === 2}
                  fromX={fromX}
                  fromY={fromY}
                  slideMs={timeline.timing.slide}
                  flipMs={timeline.timing.flip}
                />
              )}
            </span>
          );
        })}
      </div>
    </section>
  );
}
