import { winFor } from '@ficha/games/payout';
import type { Cell, Grid } from '@ficha/games/slots/reels';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { formatMinor, parseAmount } from '../../lib/money.ts';
import { StudioApiError, studioApi } from '../../lib/studio-api.ts';
import { ErrorNote } from '../../shell/error-note.tsx';
import { useFormat, useStudio } from '../../shell/studio-context.tsx';
import { useText } from '../../shell/text.ts';
import { type ReelMode, ReelSet } from './reel-set.tsx';
import { type Banner, SlotBanner } from './slot-banner.tsx';
import { groupDigits } from './slot-format.ts';
import { RoundPlayback, slotTimings, useCountUp, useReducedMotion, useTurbo } from './slot-motion.ts';
import { SpinPanel } from './slot-spin-panel.tsx';
import { SLOT_TEXT } from './slot-text.ts';
import type { SlotAnswer, SlotDefinition, SpinScreen, WinShown } from './slot-types.ts';
import './slots.css';

interface Highlight {
  cells: Cell[];
  line: number | null;
  /** What the win shown pays; empty while every win is lit at once. */
  label: string;
}

/** A past round in the strip under the reels. */
interface PlayedRound {
  roundId: string;
  win: bigint;
  bought: boolean;
}

/** A win counts as big from 20 times the stake, and only when it pays back more than was paid. */
const BIG_WIN_STAKES = 20n;

const allCells = (wins: readonly WinShown[]): Cell[] => wins.flatMap((win) => win.cells);
const countOf = (grid: Grid, symbol: number): number =>
  grid.reduce((sum, column) => sum + column.filter((shown) => shown === symbol).length, 0);

/**
 * The reel engine's game screen, shared by the slots: stake, spin (button, space or enter), turbo,
 * the reels stopping one by one, each win lit in turn with its payline or ways, the win counting
 * up, a big-win banner, and for a slot with free spins the feature played spin after spin. What
 * the reels land on is always the server's outcome; the spin's blur is all that comes before it.
 */
export function SlotGame<Outcome>({ slot }: { slot: SlotDefinition<Outcome> }) {
  const { session, language, setBalance, countRound } = useStudio();
  const format = useFormat();
  const t = useText(SLOT_TEXT);
  const reducedMotion = useReducedMotion();
  const [turbo, setTurbo] = useTurbo();
  const timing = slotTimings(turbo, reducedMotion);
  const [stake, setStake] = useState('1.00');
  const [busy, setBusyState] = useState<'idle' | 'waiting' | 'showing'>('idle');
  // A second tap before the screen re-renders must not start a second round: the ref knows at once.
  const phase = useRef(busy);
  const setBusy = (next: typeof busy) => {
    phase.current = next;
    setBusyState(next);
  };
  const [grid, setGrid] = useState<Grid>(slot.idleGrid);
  const [modes, setModes] = useState<ReelMode[]>(() => slot.idleGrid.map(() => 'rest'));
  const [spinKey, setSpinKey] = useState(0);
  const [teasing, setTeasing] = useState<boolean[]>([]);
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const [meter, setMeter] = useState(0);
  const [feature, setFeature] = useState<SpinScreen['free'] | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [buyOpen, setBuyOpen] = useState(false);
  /** The last screen's wins, each with what it pays, shown one by one once the round is over. */
  const [lastWins, setLastWins] = useState<{ wins: WinShown[]; labels: string[] } | null>(null);
  /** Rounds shown to their end on this screen: what the page's tests wait for. */
  const [roundsShown, setRoundsShown] = useState(0);
  const [history, setHistory] = useState<PlayedRound[]>([]);
  const playback = useRef<RoundPlayback | null>(null);
  const meterShown = useCountUp(meter, timing.countUp);

  const money = (minor: bigint | number) => format.money(formatMinor(BigInt(minor)));
  const minStake = parseAmount(session.game.minBet)!;
  const stakeMinor = parseAmount(stake) ?? minStake;
  const maxBuyStake = slot.buy?.maxStake(parseAmount(session.game.maxBet)!);

  function winLabel(win: WinShown, roundStake: bigint): string {
    const name = slot.symbols[win.symbol]?.names[language] ?? '';
    const amount = money(winFor(roundStake, win.payoutE4));
    if (win.line !== undefined)
      return `${t('line', { line: win.line + 1 })} · ${win.count}× ${name} · ${amount}`;
    if (win.scatter) return `${win.count}× ${name} · ${t('anywhere')} · ${amount}`;
    const ways = t('ways', { ways: groupDigits(win.ways ?? 0, language) });
    return `${name} · ${t('reelsCount', { count: win.count })} · ${ways} · ${amount}`;
  }

  function spinAll() {
    setHighlight(null);
    setTeasing([]);
    setModes(Array.from({ length: slot.reels }, () => 'spin'));
    setSpinKey((key) => key + 1);
  }

  /** Stops the reels on the screen's grid one by one, left to right, slowing for a possible trigger. */
  async function land(screen: SpinScreen, run: RoundPlayback) {
    const next: ReelMode[] = Array.from({ length: slot.reels }, () => 'spin');
    setGrid(screen.grid);
    let scatters = 0;
    for (let reel = 0; reel < slot.reels; reel += 1) {
      if (slot.tease && scatters >= slot.tease.near && !run.skipped) {
        setTeasing(next.map((_, index) => index >= reel));
        await run.sleep(timing.tease);
      }
      next[reel] = run.skipped ? 'rest' : 'land';
      setModes([...next]);
      if (slot.tease) scatters += countOf([screen.grid[reel]!], slot.tease.symbol);
      if (reel < slot.reels - 1) await run.sleep(timing.stagger);
    }
    setTeasing([]);
    await run.sleep(timing.land);
    setModes(next.map(() => 'rest'));
  }

  async function play(buy: boolean) {
    if (phase.current === 'showing') {
      playback.current?.skip();
      return;
    }
    if (phase.current !== 'idle') return;
    const roundStake = stakeMinor;
    const run = new RoundPlayback();
    playback.current = run;
    setBuyOpen(false);
    setError('');
    setStatus(t('goodLuck'));
    setBanner(null);
    setFeature(null);
    setLastWins(null);
    setMeter(0);
    setBusy('waiting');
    const started = performance.now();
    spinAll();
    let answer: SlotAnswer<Outcome>;
    try {
      answer = await studioApi<SlotAnswer<Outcome>>(
        'POST',
        `slots/${slot.code}/spin`,
        buy ? { stake, buy: true } : { stake },
      );
    } catch (e) {
      setError(e instanceof StudioApiError ? e.message : String(e));
      setStatus('');
      setModes(Array.from({ length: slot.reels }, () => 'rest'));
      setBusy('idle');
      return;
    }
    countRound(answer.nonce);
    setBusy('showing');
    const win = parseAmount(answer.win)!;
    // The stake (or the feature's price) is gone at once; the win joins the balance at the end.
    setBalance(formatMinor(parseAmount(answer.balance)! - win));
    const screens = slot.screens(answer.outcome);
    let paidE4 = 0;
    let baseWin = 0n;
    for (const [index, screen] of screens.entries()) {
      if (index === 0 && screen.free) {
        setBanner({
          kind: 'feature',
          title: t('featureBought'),
          text: t('featureIntro', { count: screen.free.of }),
        });
        await run.sleep(timing.banner);
        setBanner(null);
      }
      if (index > 0) {
        spinAll();
        await run.sleep(timing.freeSpin);
      } else {
        await run.sleep(timing.minSpin - (performance.now() - started));
      }
      if (screen.free) setFeature(screen.free);
      await land(screen, run);
      paidE4 += screen.payoutE4;
      const running =
        index === screens.length - 1 ? win : winFor(roundStake, Math.min(paidE4, slot.maxWinE4 ?? paidE4));
      if (!screen.free) baseWin = running;
      if (screen.wins.length > 0) {
        setHighlight({ cells: allCells(screen.wins), line: null, label: '' });
        setMeter(Number(running));
        await run.sleep(timing.winShow);
      } else if (screen.free) {
        await run.sleep(timing.winShow / 2);
      }
      if (screen.trigger) {
        setHighlight({ cells: screen.trigger, line: null, label: '' });
        setBanner({
          kind: 'feature',
          title: t('featureOpened'),
          text: t('featureIntro', { count: screens[index + 1]?.free?.of ?? 0 }),
        });
        await run.sleep(timing.banner);
        setBanner(null);
      }
    }
    const last = screens[screens.length - 1]!;
    setMeter(Number(win));
    setBalance(answer.balance);
    setStatus(win > 0n ? t('won', { win: money(win) }) : t('noWin'));
    setHighlight(last.wins.length > 0 ? { cells: allCells(last.wins), line: null, label: '' } : null);
    setLastWins({ wins: last.wins, labels: last.wins.map((shown) => winLabel(shown, roundStake)) });
    if (last.free) {
      setBanner({
        kind: 'featureOver',
        amount: win - baseWin,
        maxWin: !!last.maxWin,
      });
      await run.sleep(timing.banner);
      setBanner(null);
    }
    const debit = parseAmount(answer.stake)!;
    const bigFrom = roundStake * BIG_WIN_STAKES > debit ? roundStake * BIG_WIN_STAKES : debit + 1n;
    if (win >= bigFrom) {
      const tier = win >= roundStake * 100n ? 'epicWin' : win >= roundStake * 50n ? 'megaWin' : 'bigWin';
      setBanner({ kind: 'big', tier, amount: win });
    }
    setRoundsShown((count) => count + 1);
    setHistory((played) => [{ roundId: answer.roundId, win, bought: buy }, ...played].slice(0, 5));
    setBusy('idle');
  }

  // Once the round is over its wins are shown one by one (each with its line or ways), then all.
  useEffect(() => {
    if (busy !== 'idle' || !lastWins || lastWins.wins.length === 0 || reducedMotion) return;
    const { wins, labels } = lastWins;
    let index = -1;
    const timer = setInterval(() => {
      index = index + 1 >= wins.length ? -1 : index + 1;
      const shown = wins[index];
      setHighlight(
        shown
          ? { cells: shown.cells, line: shown.line ?? null, label: labels[index]! }
          : { cells: allCells(wins), line: null, label: '' },
      );
    }, timing.cycle);
    return () => clearInterval(timer);
  }, [busy, lastWins, reducedMotion, timing.cycle]);

  useEffect(() => {
    if (banner?.kind !== 'big') return;
    const timer = setTimeout(() => setBanner(null), timing.banner * 1.8);
    return () => clearTimeout(timer);
  }, [banner, timing.banner]);

  useEffect(() => () => playback.current?.skip(), []);

  // Space or enter spins (or stops the reels), unless a button, a field or a sheet has the key.
  const spinKeyAction = useRef(() => {});
  spinKeyAction.current = () => void play(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.key !== ' ' && event.key !== 'Enter') || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('button, a, select, textarea, dialog')) return;
      if (target instanceof HTMLInputElement && event.key === ' ') return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      spinKeyAction.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const landed = modes.every((mode) => mode !== 'spin');
  const ways = grid.reduce((product, column) => product * column.length, 1);
  const style = { '--land-ms': `${timing.land}ms` } as CSSProperties;

  return (
    <div
      className={`slot slot--${slot.theme}${feature ? ' is-feature' : ''}`}
      style={style}
      data-rounds={roundsShown}
    >
      <slot.ArtDefs />
      <header className="slot__marquee">
        <span>{session.game.name}</span>
      </header>
      {feature ? (
        <div className="slot__hud" data-testid="slot-feature">
          <span>
            {t('freeSpin')} <strong data-testid="slot-free-spin">{`${feature.number}/${feature.of}`}</strong>
          </span>
          <span>
            {t('multiplier')}{' '}
            <strong key={feature.multiplier} className="slot__multiplier">
              ×{feature.multiplier}
            </strong>
          </span>
        </div>
      ) : slot.showWays ? (
        <div className="slot__ways" aria-live="polite">
          <strong data-testid="slot-ways">
            {landed ? t('ways', { ways: groupDigits(ways, language) }) : '…'}
          </strong>
          <div className="slot__rows" style={{ gridTemplateColumns: `repeat(${slot.reels}, 1fr)` }}>
            {grid.map((column, reel) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
              <span key={reel}>{landed ? column.length : '·'}</span>
            ))}
          </div>
        </div>
      ) : null}
      <div className="slot__cabinet">
        <ReelSet
          slot={slot as SlotDefinition<never>}
          grid={grid}
          modes={modes}
          spinKey={spinKey}
          highlight={highlight?.cells ?? null}
          line={highlight?.line ?? null}
          teasing={teasing}
          label={t('reels')}
        >
          {banner && <SlotBanner banner={banner} onClose={() => setBanner(null)} />}
        </ReelSet>
      </div>
      <div className={`slot__meter${meter > 0 ? ' is-win' : ''}`}>
        <span className="slot__label">{highlight?.label || (feature ? t('featureTotal') : t('win'))}</span>
        <strong data-testid="slot-win">{money(meterShown)}</strong>
      </div>
      <p className="slot__status" role="status">
        {status}
      </p>
      {history.length > 0 && (
        <ol className="slot__history" aria-label={t('history')}>
          {history.map((played) => (
            <li key={played.roundId} className={played.win > 0n ? 'is-win' : ''}>
              {played.bought && <abbr title={t('buy')}>★ </abbr>}
              {played.win > 0n ? `+${money(played.win)}` : money(0)}
            </li>
          ))}
        </ol>
      )}
      <SpinPanel
        stake={stake}
        onStake={setStake}
        busy={busy}
        buy={slot.buy}
        maxBuyStake={maxBuyStake}
        turbo={turbo}
        onTurbo={setTurbo}
        onSpin={(bought) => void play(bought)}
        buyOpen={buyOpen}
        onBuyOpen={setBuyOpen}
      />
      <ErrorNote error={error} />
    </div>
  );
}
