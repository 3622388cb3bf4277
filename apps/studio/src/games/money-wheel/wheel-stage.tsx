import type { HistoryEntry, RoundView, WheelResultView } from '@ficha/contract/studio/shared-rounds/protocol';
import { WHEEL_BOOSTS, WHEEL_SEGMENTS } from '@ficha/games/money-wheel/wheel';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { WheelFace } from './wheel-face.tsx';
import { LABEL_COLORS } from './wheel-look.ts';
import {
  BOOST_COUNT,
  positionAt,
  previousResult,
  restAngle,
  roundMotion,
  SEGMENT_DEG,
  segmentUnderPointer,
  wrap,
} from './wheel-motion.ts';
import './wheel-stage.css';

/** Width of one boost reel cell, in CSS px (the strip is moved in these). */
const REEL_CELL_PX = 62;
/** Three laps of the reel are drawn, so cells show on both sides of the marker wherever it stops. */
const REEL_CELLS = [...WHEEL_BOOSTS, ...WHEEL_BOOSTS, ...WHEEL_BOOSTS];

/**
 * The wheel, its pointer and the boost reel above it. Positions come from the round and the
 * server's clock alone (wheel-motion.ts) and are written straight to the DOM each animation frame,
 * without React: nothing is drawn while the tab is hidden or the wheel rests. With reduced motion
 * the wheel does not spin: it jumps, with a short fade, when the reel and the wheel stop.
 */
export function WheelStage({
  round,
  history,
  now,
  reducedMotion,
  phase,
  hub,
  children,
}: {
  round: RoundView | null;
  history: readonly HistoryEntry[];
  now: () => number;
  reducedMotion: boolean;
  phase: string;
  hub: ReactNode;
  children?: ReactNode;
}) {
  const stage = useRef<HTMLDivElement>(null);
  const wheel = useRef<HTMLDivElement>(null);
  const reel = useRef<HTMLDivElement>(null);
  const pointer = useRef<HTMLDivElement>(null);

  const motion = useMemo(() => (round ? roundMotion(round, history) : null), [round, history]);
  const rest = useMemo(() => {
    const previous = previousResult(round?.roundId ?? null, history);
    return previous
      ? { angle: restAngle(previous.result.segment, previous.hash), reel: previous.result.boostPosition }
      : { angle: 0, reel: 0 };
  }, [round, history]);
  const result = (round?.result ?? null) as WheelResultView | null;

  useEffect(() => {
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shownAngle = Number.NaN;
    let landed: Element | null = null;

    const apply = (t: number) => {
      const angle = motion ? positionAt(motion.wheel, t, reducedMotion) : rest.angle;
      const reelAt = motion ? positionAt(motion.reel, t, reducedMotion) : rest.reel;
      const stopped = !motion || t >= motion.wheel.endsAt;
      if (wheel.current) {
        wheel.current.style.transform = `rotate(${angle.toFixed(3)}deg)`;
        const label = String(WHEEL_SEGMENTS[segmentUnderPointer(angle)]);
        wheel.current.dataset.pointerLabel = label;
        wheel.current.dataset.atRest = String(stopped);
        if (reducedMotion && angle !== shownAngle && !Number.isNaN(shownAngle)) {
          // Restart the fade: the jump is shown, not animated.
          wheel.current.classList.remove('is-jump');
          void wheel.current.offsetWidth;
          wheel.current.classList.add('is-jump');
        }
      }
      shownAngle = angle;
      if (reel.current) {
        const cell = BOOST_COUNT + wrap(reelAt, BOOST_COUNT);
        reel.current.style.transform = `translateX(${(-(cell + 0.5) * REEL_CELL_PX).toFixed(2)}px)`;
      }
      if (pointer.current) {
        // The flapper: kicked aside by each segment edge that passes, by how fast the wheel turns.
        const speed = motion ? Math.abs(angle - positionAt(motion.wheel, t - 30, reducedMotion)) / 30 : 0;
        const sinceEdge = 1 - wrap(-angle / SEGMENT_DEG + 0.5, 1);
        const kick = Math.max(0, 1 - sinceEdge / 0.45) * Math.min(1, speed / 0.06);
        pointer.current.style.transform = `rotate(${(-26 * kick).toFixed(2)}deg)`;
      }
      if (stage.current) {
        const boostShown = motion && result?.boost && t >= motion.reel.endsAt;
        stage.current.dataset.boost = boostShown ? String(result!.boost!.label) : '';
        stage.current.dataset.reelStopped = String(!motion || t >= motion.reel.endsAt);
        const segment =
          motion && stopped ? stage.current.querySelector(`[data-index="${result!.segment}"]`) : null;
        if (segment !== landed) {
          landed?.classList.remove('is-landed');
          segment?.classList.add('is-landed');
          landed = segment;
        }
      }
      return { stopped, reelStopped: !motion || t >= motion.reel.endsAt };
    };

    const draw = () => {
      const t = now();
      const { stopped, reelStopped } = apply(t);
      if (stopped || !motion || document.hidden) return;
      if (!reducedMotion) {
        frame = requestAnimationFrame(draw);
        return;
      }
      const next = reelStopped ? motion.wheel.endsAt : motion.reel.endsAt;
      timer = setTimeout(draw, Math.max(0, next - t) + 5);
    };
    const restart = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (!document.hidden) draw();
    };

    draw();
    document.addEventListener('visibilitychange', restart);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', restart);
      landed?.classList.remove('is-landed');
    };
  }, [motion, rest, now, reducedMotion, result]);

  return (
    <div className="mw-stage" ref={stage} data-phase={phase} data-reduced={reducedMotion}>
      <div className="mw-reel" aria-hidden="true">
        <div className="mw-reel__strip" ref={reel}>
          {REEL_CELLS.map((boost, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed cells of the boost reel
              key={i}
              className="mw-reel__cell"
              data-label={boost?.label ?? ''}
              style={
                boost
                  ? { background: LABEL_COLORS[boost.label].fill, color: LABEL_COLORS[boost.label].ink }
                  : undefined
              }
            >
              {boost ? (
                <>
                  <b>{boost.label}</b>×{boost.factor}
                </>
              ) : (
                '—'
              )}
            </span>
          ))}
        </div>
        <span className="mw-reel__marker" />
      </div>
      <div className="mw-wheel-box">
        <div className="mw-pointer" ref={pointer} aria-hidden="true">
          <svg viewBox="0 0 24 34" aria-hidden="true">
            <path d="M12 33 L2 8 A10 10 0 1 1 22 8 Z" />
            <circle cx="12" cy="10" r="3.2" />
          </svg>
        </div>
        {/* The clip keeps the turning square's corners from widening the page. */}
        <div className="mw-wheel-clip">
          <div className="mw-wheel" ref={wheel} data-testid="mw-wheel">
            <WheelFace />
          </div>
        </div>
        <div className="mw-hub">{hub}</div>
        {children}
      </div>
    </div>
  );
}
