import type { LotteryDrawView } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DrawVerdict, verifyDraw } from '../lib/verify-draw';
import { DrawResult } from './draw-result';

/**
 * Recent draws with their proof (issue 14 part 1: "the period's seed committed as a hash before it
 * opens, revealed after; any player can recompute a past draw in the browser").
 */
export function DrawHistory({ gameCode, draws }: { gameCode: string; draws: readonly LotteryDrawView[] }) {
  const { t } = useTranslation();
  if (draws.length === 0) return <p className="lf-muted lf-pad">{t('lotteryFrame.noDrawYet')}</p>;
  return (
    <ul className="lf-draws" data-testid="lf-draws">
      {draws.map((draw) => (
        <DrawItem key={draw.numero} gameCode={gameCode} draw={draw} />
      ))}
    </ul>
  );
}

function DrawItem({ gameCode, draw }: { gameCode: string; draw: LotteryDrawView }) {
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<DrawVerdict | undefined>(undefined);
  return (
    <li className="lf-draw" data-testid="lf-draw" data-numero={draw.numero}>
      <div className="lf-draw__head">
        <span className="lf-order__numero">{t('lotteryFrame.periodShort', { numero: draw.numero })}</span>
        <DrawResult result={draw.result} />
      </div>
      <details className="lf-proof">
        <summary>{t('lotteryFrame.proof')}</summary>
        <dl className="lf-proof__list">
          <dt>{t('lotteryFrame.seedHash')}</dt>
          <dd className="lf-mono" data-testid="lf-seed-hash">
            {draw.seedHash}
          </dd>
          <dt>{t('lotteryFrame.seed')}</dt>
          <dd className="lf-mono" data-testid="lf-seed">
            {draw.seed}
          </dd>
        </dl>
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          onClick={() => setVerdict(verifyDraw(gameCode, draw))}
        >
          {t('lotteryFrame.verify')}
        </button>
        {verdict && <VerdictLine verdict={verdict} />}
      </details>
    </li>
  );
}

function VerdictLine({ verdict }: { verdict: DrawVerdict }) {
  const { t } = useTranslation();
  const replayed = verdict.replayed === undefined ? null : (verdict.replayed as LotteryDrawView['result']);
  return (
    <div
      className={`lf-verdict lf-verdict--${verdict.ok ? 'ok' : 'bad'}`}
      role="status"
      data-testid="lf-verdict"
      data-ok={verdict.ok}
    >
      <p>{verdict.ok ? t('lotteryFrame.verifyOk') : t(`lotteryFrame.verifyBad.${verdict.reason}`)}</p>
      {replayed !== null && (
        <p className="lf-verdict__replay">
          {t('lotteryFrame.recomputed')} <DrawResult result={replayed} compact />
        </p>
      )}
    </div>
  );
}
