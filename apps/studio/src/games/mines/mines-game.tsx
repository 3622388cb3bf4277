import type { StudioBalance } from '@ficha/contract/studio/session';
import { MINES_MAX, MINES_MIN, MINES_TILES, minesPayoutE4 } from '@ficha/games/mines/mines-rules';
import { winFor } from '@ficha/games/payout';
import { useCallback, useEffect, useState } from 'react';
import { formatMinor, parseAmount } from '../../lib/money.ts';
import { StudioApiError, studioApi } from '../../lib/studio-api.ts';
import { ErrorNote } from '../../shell/error-note.tsx';
import { StakeField } from '../../shell/stake-field.tsx';
import { useFormat, useStudio } from '../../shell/studio-context.tsx';
import { useText } from '../../shell/text.ts';
import { type MinesRoundView, minesApi } from './mines-api.ts';
import { MinesBoard } from './mines-board.tsx';
import { multiplierText } from './mines-format.ts';
import { MINES_TEXT } from './mines-text.ts';
import './mines.css';

type Busy = { kind: 'start' } | { kind: 'reveal'; tile: number } | { kind: 'cashout' } | null;

const QUICK_MINES = [1, 3, 5, 10, 24];

/**
 * Mines: pick how many mines hide in the 5x5 board and bet; reveal tiles one at a time, each gem
 * raising the multiplier, and cash out before a mine. Each move is one request; a tile turns over
 * only with the server's answer. A reload finds the open round where it was (GET current).
 */
export function MinesGame() {
  const { session, language, setBalance, countRound } = useStudio();
  const format = useFormat();
  const t = useText(MINES_TEXT);
  const [stake, setStake] = useState(session.game.minBet === '0.10' ? '1.00' : session.game.minBet);
  const [mines, setMines] = useState(3);
  const [round, setRound] = useState<MinesRoundView | null>(null);
  const [loading, setLoading] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [busy, setBusy] = useState<Busy>(null);
  /** The round shown was found open (a reload, a second bet): say so until the next move. */
  const [resumed, setResumed] = useState(false);
  const [error, setError] = useState('');

  const adopt = useCallback(
    (view: MinesRoundView) => {
      setRound(view);
      setMines(view.mines);
      setBalance(view.balance);
    },
    [setBalance],
  );

  /** The open round, if any: on load, and after the server said a round is no longer open. */
  const resync = useCallback(async () => {
    const [{ round: open }, { balance }] = await Promise.all([
      minesApi.current(),
      studioApi<StudioBalance>('GET', 'balance'),
    ]);
    setBalance(balance);
    if (open) {
      adopt(open);
      setStake(open.stake);
    } else {
      setRound((shown) => (shown?.state.status === 'playing' ? null : shown));
    }
    return open;
  }, [adopt, setBalance]);

  const load = useCallback(async () => {
    setLoading('loading');
    setError('');
    try {
      setResumed((await resync()) !== null);
      setLoading('ready');
    } catch (e) {
      setError(e instanceof StudioApiError ? e.message : String(e));
      setLoading('failed');
    }
  }, [resync]);

  useEffect(() => {
    void load();
  }, [load]);

  async function act(next: Busy, call: () => Promise<MinesRoundView>): Promise<MinesRoundView | null> {
    setBusy(next);
    setError('');
    setResumed(false);
    try {
      const view = await call();
      adopt(view);
      return view;
    } catch (e) {
      if (!(e instanceof StudioApiError)) {
        setError(String(e));
      } else if (e.code === 'ROUND_IN_PROGRESS' && e.value) {
        const open = e.value as MinesRoundView;
        adopt(open);
        setStake(open.stake);
        setResumed(true);
      } else if (e.code === 'ROUND_NOT_OPEN') {
        setError(t('roundOver'));
        await resync().catch(() => undefined);
      } else if (e.code === 'INVALID_MOVE') {
        const reason = (e.value as { reason?: string } | null)?.reason;
        setError(
          reason === 'TILE_ALREADY_REVEALED'
            ? t('tileTaken')
            : reason === 'NOTHING_TO_CASH_OUT'
              ? t('nothingToCashOut')
              : e.message,
        );
      } else {
        setError(e.message);
      }
      return null;
    } finally {
      setBusy(null);
    }
  }

  const playing = round?.state.status === 'playing';
  const over = round !== null && !playing;
  const pickable = !playing && busy === null && loading === 'ready';

  async function start() {
    const view = await act({ kind: 'start' }, () => minesApi.start(stake, mines));
    if (view) countRound(view.nonce);
  }

  function reveal(tile: number) {
    if (!round || !playing || busy) return;
    void act({ kind: 'reveal', tile }, () => minesApi.reveal(round.roundId, tile));
  }

  function revealRandom() {
    if (!round) return;
    const hidden = Array.from({ length: MINES_TILES }, (_, tile) => tile).filter(
      (tile) => !round.state.safeTiles.includes(tile),
    );
    const tile = hidden[Math.floor(Math.random() * hidden.length)];
    if (tile !== undefined) reveal(tile);
  }

  function cashOut() {
    if (!round || !playing || busy) return;
    void act({ kind: 'cashout' }, () => minesApi.cashOut(round.roundId));
  }

  const x = (payoutE4: number) => multiplierText(payoutE4, language);
  const stakeMinor = parseAmount(round?.stake ?? stake) ?? 0n;
  const cashOutNow = round && playing ? formatMinor(winFor(stakeMinor, round.payoutE4)) : null;
  const nextPayoutE4 = round && playing ? round.nextPayoutE4 : minesPayoutE4(mines, 1);
  const shownMines = round && !over ? round.mines : mines;
  const gemsLeft = MINES_TILES - shownMines - (playing ? round.state.safeTiles.length : 0);

  let status = t('pickTile');
  if (loading === 'loading') status = t('loadingRound');
  else if (round?.state.status === 'busted') status = t('busted');
  else if (round && over) {
    const win = format.money(round.win ?? '0.00');
    const key =
      round.state.status === 'max_win' ? 'maxWon' : round.state.status === 'cleared' ? 'cleared' : 'won';
    status = t(key, { win, multiplier: x(round.payoutE4) });
  } else if (playing) status = resumed ? t('resumed') : t('playing');

  const resultClass = over ? (round.state.status === 'busted' ? 'is-loss' : 'is-win') : '';

  return (
    <div className="mines">
      <p
        className={`studio-status mines__status ${resultClass}`}
        role="status"
        aria-live="polite"
        data-testid="mines-status"
      >
        {status}
      </p>
      <dl className="mines__stats">
        <div className={`mines__stat mines__stat--main ${resultClass}`}>
          <dt>{t('multiplier')}</dt>
          <dd key={round?.payoutE4 ?? 'none'} data-testid="mines-multiplier">
            {round && (round.payoutE4 > 0 || over) ? `${x(round.payoutE4)}×` : '—'}
          </dd>
        </div>
        <div className="mines__stat">
          <dt>{t('next')}</dt>
          <dd data-testid="mines-next">{nextPayoutE4 === null ? t('maxWinBadge') : `${x(nextPayoutE4)}×`}</dd>
        </div>
        <div className="mines__stat">
          <dt>{t('cashOutValue')}</dt>
          <dd>{cashOutNow ? format.money(cashOutNow) : '—'}</dd>
        </div>
      </dl>
      <div className="mines__board-wrap">
        <MinesBoard
          state={round?.state ?? null}
          pendingTile={busy?.kind === 'reveal' ? busy.tile : null}
          canReveal={playing && busy === null}
          onReveal={reveal}
        />
        {loading !== 'ready' && (
          <div className="mines__veil" role={loading === 'failed' ? 'alert' : undefined}>
            {loading === 'loading' ? (
              <span className="studio-spinner" aria-hidden="true" />
            ) : (
              <>
                <p>{t('loadFailed')}</p>
                <button type="button" className="studio-button" onClick={() => void load()}>
                  {t('retry')}
                </button>
              </>
            )}
          </div>
        )}
      </div>
      <div className="mines__picker-head">
        <span aria-hidden="true">{t('mines')}</span>
        <span>
          {t('gemsLeft', {
            gems: gemsLeft === 1 ? t('oneGem') : t('manyGems', { n: gemsLeft }),
            mines: shownMines === 1 ? t('oneMine') : t('manyMines', { n: shownMines }),
          })}
        </span>
      </div>
      <fieldset className="mines__picker">
        <legend className="studio-sr">{t('mines')}</legend>
        <button
          type="button"
          className="mines__step"
          aria-label={t('fewerMines')}
          disabled={!pickable || mines === MINES_MIN}
          onClick={() => setMines((m) => Math.max(MINES_MIN, m - 1))}
        >
          −
        </button>
        <output className="mines__count" data-testid="mines-count" aria-live="polite">
          {shownMines}
        </output>
        <button
          type="button"
          className="mines__step"
          aria-label={t('moreMines')}
          disabled={!pickable || mines === MINES_MAX}
          onClick={() => setMines((m) => Math.min(MINES_MAX, m + 1))}
        >
          +
        </button>
        {playing ? (
          <button type="button" className="mines__random" onClick={revealRandom} disabled={busy !== null}>
            {t('randomTile')}
          </button>
        ) : (
          <span className="mines__quick">
            {QUICK_MINES.map((count) => (
              <button
                key={count}
                type="button"
                aria-pressed={mines === count}
                aria-label={count === 1 ? t('oneMine') : t('manyMines', { n: count })}
                disabled={!pickable}
                onClick={() => setMines(count)}
              >
                {count}
              </button>
            ))}
          </span>
        )}
      </fieldset>
      <StakeField value={stake} onChange={setStake} disabled={playing || busy !== null} />
      <ErrorNote error={error} />
      {playing ? (
        <button
          type="button"
          className="studio-button studio-button--play mines__cashout"
          data-testid="mines-cashout"
          onClick={cashOut}
          disabled={busy !== null || round.state.safeTiles.length === 0}
        >
          {busy?.kind === 'cashout'
            ? t('cashingOut')
            : t('cashOut', { amount: format.money(cashOutNow ?? '0.00') })}
        </button>
      ) : (
        <button
          type="button"
          className="studio-button studio-button--play"
          data-testid="mines-start"
          onClick={() => void start()}
          disabled={busy !== null || loading !== 'ready'}
        >
          {busy?.kind === 'start' ? t('starting') : t('play')}
        </button>
      )}
    </div>
  );
}
