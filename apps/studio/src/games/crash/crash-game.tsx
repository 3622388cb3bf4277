import type { CrashResult } from '@ficha/contract/studio/shared-rounds/protocol';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { StudioFormat } from '../../lib/money.ts';
import { studioSessionId } from '../../lib/studio-api.ts';
import { useFormat, useStudio } from '../../shell/studio-context.tsx';
import { useText } from '../../shell/text.ts';
import { CrashBetPanel } from './crash-bet-panel.tsx';
import { HistoryStrip, LiveBets } from './crash-board.tsx';
import { type Flight, type FlightPhase, flightAt, payableE2 } from './crash-flight.ts';
import { multiplierText, winAt } from './crash-format.ts';
import { CrashLive } from './crash-live.ts';
import { CrashScene } from './crash-scene.ts';
import { CRASH_TEXT, type CrashTextKey } from './crash-text.ts';
import './crash.css';

/**
 * Lift Off: one rocket for everyone. The stage shows the round the server runs (a countdown while
 * bets are open, the climbing multiplier while it flies, the bust), the strip the last crash
 * points, the panel the player's bet, and the list everyone's bets of the round.
 */
export function CrashGame() {
  const { language, setBalance } = useStudio();
  const format = useFormat();
  const t = useText(CRASH_TEXT);
  const [live] = useState(() => new CrashLive({ language, session: studioSessionId(), setBalance }));
  const state = useSyncExternalStore(live.subscribe, live.getState);
  const [phase, setPhase] = useState<FlightPhase>('waiting');
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const big = useRef<HTMLDivElement>(null);
  const caption = useRef<HTMLDivElement>(null);
  const below = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLSpanElement>(null);
  const liveWin = useRef<HTMLSpanElement>(null);
  const text = useRef(t);
  text.current = t;

  useEffect(() => {
    live.start();
    return () => live.stop();
  }, [live]);

  useEffect(() => {
    const node = canvas.current!;
    const box = stage.current!;
    let shownPhase: FlightPhase = 'waiting';
    const scene = new CrashScene(node, {
      flight: (now) => {
        const { round, bettingFrom } = live.getState();
        return flightAt(round, bettingFrom, live.serverNow(now));
      },
      onFrame: (flight) => {
        writeStage(flight, {
          big: big.current,
          caption: caption.current,
          below: below.current,
          bar: bar.current,
          liveWin: liveWin.current,
          live,
          format,
          t: text.current,
        });
        if (flight.phase !== shownPhase) {
          shownPhase = flight.phase;
          setPhase(flight.phase);
        }
      },
      label: (multiplier, decimals) => `${format.number(multiplier, decimals)}×`,
    });
    const observer = new ResizeObserver(([entry]) => {
      if (entry) scene.resize(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(box);
    scene.start();
    return () => {
      observer.disconnect();
      scene.destroy();
    };
  }, [live, format]);

  if (state.fatal) {
    return (
      <div className="studio-state" role="alert">
        <p>{state.fatal}</p>
      </div>
    );
  }

  // Screen readers hear the phase changes; the numbers of every frame would only be noise.
  const result = state.round?.phase === 'ended' ? (state.round.result as CrashResult | null) : null;
  const announcement =
    phase === 'betting'
      ? t('bettingOpen')
      : phase === 'ended' && result
        ? `${t('busted')} ${multiplierText(result.crashE2, format)}`
        : '';

  return (
    <div className="crash" data-phase={phase}>
      <p className="studio-sr crash__sr" aria-live="polite">
        {announcement}
      </p>
      <HistoryStrip history={state.history} />
      <div className={`crash__stage crash__stage--${phase}`} ref={stage}>
        <canvas ref={canvas} className="crash__canvas" />
        <div className="crash__readout">
          <div className="crash__caption" ref={caption} />
          <div className="crash__multiplier" ref={big} data-testid="crash-multiplier" />
          <div className="crash__below" ref={below} />
        </div>
        <span className="crash__countdown" aria-hidden="true">
          <span ref={bar} />
        </span>
        {state.link !== 'open' && (
          <div className="crash__link" role="status">
            <span className="studio-spinner" aria-hidden="true" />
            {state.link === 'reconnecting' ? t('reconnecting') : t('connecting')}
          </div>
        )}
      </div>
      <CrashBetPanel live={live} state={state} phase={phase} liveWin={liveWin} />
      <LiveBets bets={state.bets} busted={phase === 'ended'} />
    </div>
  );
}

interface StageNodes {
  big: HTMLDivElement | null;
  caption: HTMLDivElement | null;
  below: HTMLDivElement | null;
  bar: HTMLSpanElement | null;
  liveWin: HTMLSpanElement | null;
  live: CrashLive;
  format: StudioFormat;
  t: (key: CrashTextKey, params?: Record<string, string | number>) => string;
}

/** Writes the frame's numbers straight into the page: sixty renders a second would be waste. */
function writeStage(flight: Flight, nodes: StageNodes): void {
  const { format, t } = nodes;
  let big = '';
  let caption = '';
  let below = '';
  let barWidth = 0;
  switch (flight.phase) {
    case 'waiting':
      big = '—';
      break;
    case 'betting':
      caption = t('takeOffIn');
      big = t('seconds', { s: format.number(flight.leftMs / 1000, 1) });
      below = t('bettingOpen');
      barWidth = flight.totalMs > 0 ? flight.leftMs / flight.totalMs : 0;
      break;
    case 'running':
      big = multiplierText(flight.multiplierE2, format);
      break;
    case 'ended':
      caption = t('busted');
      big = multiplierText(flight.crashE2, format);
      below =
        flight.nextInMs !== null && flight.nextInMs > 0
          ? t('nextRoundIn', { s: Math.ceil(flight.nextInMs / 1000) })
          : t('waiting');
      break;
  }
  setText(nodes.big, big);
  setText(nodes.caption, caption);
  setText(nodes.below, below);
  if (nodes.bar) nodes.bar.style.transform = `scaleX(${Math.max(0, Math.min(1, barWidth))})`;
  if (nodes.liveWin && flight.phase === 'running') {
    const { round, tickets } = nodes.live.getState();
    const ticket = tickets.find(
      (x) => x.roundId === round?.roundId && (x.state === 'placed' || x.state === 'cashing'),
    );
    setText(
      nodes.liveWin,
      ticket ? winAt(ticket.amount, payableE2(flight.multiplierE2, ticket.autoCashOutE2), format) : '',
    );
  }
}

function setText(node: HTMLElement | null, value: string): void {
  if (node && node.textContent !== value) node.textContent = value;
}
