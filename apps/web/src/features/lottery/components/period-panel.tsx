import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryStateData } from '../api/use-lottery';
import { formatCountdown, type PeriodPhase } from '../lib/period-clock';
import { DrawResult } from './draw-result';

/** How long a fresh result stays highlighted after its draw (the roll-in takes about 1.2 s). */
const FRESH_RESULT_MS = 6_000;

interface PeriodPanelProps {
  state: LotteryStateData;
  phase: PeriodPhase;
}

/**
 * The current period: its numero, the live countdown to the close (then to the draw), and the last
 * result, which rolls in when a draw arrives while the player watches (issue 14 "result animation").
 */
export function PeriodPanel({ state, phase }: PeriodPanelProps) {
  const { t } = useTranslation();
  const last = state.recent[0];
  const freshNumero = useFreshDraw(last?.numero);
  const label =
    phase.phase === 'open'
      ? t('lotteryFrame.closesIn')
      : phase.phase === 'closed'
        ? t('lotteryFrame.drawsIn')
        : t('lotteryFrame.drawing');
  return (
    <section className="lf-period" aria-label={t('lotteryFrame.periodLabel')}>
      <div className="lf-period__row">
        <div>
          <p className="lf-period__caption">{t('lotteryFrame.period')}</p>
          <p className="lf-period__numero" data-testid="lf-numero">
            {state.period.numero}
          </p>
        </div>
        <div className="lf-period__clock" data-phase={phase.phase} data-ms-left={phase.msLeft}>
          <p className="lf-period__caption">{label}</p>
          <p className="lf-period__countdown" role="timer" aria-live="off" data-testid="lf-countdown">
            {phase.phase === 'drawing' ? (
              <span className="lf-dots" aria-hidden="true" />
            ) : (
              formatCountdown(phase.msLeft)
            )}
          </p>
        </div>
      </div>
      <p className="lf-period__hash">
        {t('lotteryFrame.committedHash')}{' '}
        <span className="lf-mono" data-testid="lf-period-hash" title={state.period.seedHash}>
          {state.period.seedHash.slice(0, 16)}…
        </span>
      </p>
      <div
        className={`lf-period__last${freshNumero ? ' lf-period__last--fresh' : ''}`}
        aria-live="polite"
        data-testid="lf-last-result"
        data-numero={last?.numero ?? ''}
      >
        {last ? (
          <>
            <p className="lf-period__caption">
              {freshNumero
                ? t('lotteryFrame.justDrawn', { numero: last.numero })
                : t('lotteryFrame.lastResult', { numero: last.numero })}
            </p>
            <DrawResult result={last.result} isAnimated={freshNumero === last.numero} compact />
          </>
        ) : (
          <p className="lf-period__caption">{t('lotteryFrame.noDrawYet')}</p>
        )}
      </div>
    </section>
  );
}

/** The numero of a draw that arrived while the frame was open, for a few seconds; else undefined. */
function useFreshDraw(latest: string | undefined): string | undefined {
  const first = useRef(latest);
  const [fresh, setFresh] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (latest === undefined || latest === first.current) return;
    first.current = latest;
    setFresh(latest);
    const timer = window.setTimeout(() => setFresh(undefined), FRESH_RESULT_MS);
    return () => window.clearTimeout(timer);
  }, [latest]);
  return fresh;
}
