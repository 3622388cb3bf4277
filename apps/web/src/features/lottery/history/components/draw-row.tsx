import type { LotteryDrawView } from '@ficha/contract';
import { useId, useState } from 'react';
import { DateTime } from '@/features/wallet';
import { useHistoryText } from '../lib/use-history-text';
import { type DrawVerdict, verifyDraw } from '../lib/verify-draw';
import { DrawResult } from './draw-result';

/**
 * One past draw: its numero, time and result; opened, the proof (committed hash, revealed seed)
 * and a button that replays the draw on this device with the games' own maths.
 */
export function DrawRow({ gameCode, draw }: { gameCode: string; draw: LotteryDrawView }) {
  const text = useHistoryText();
  const [isOpen, setOpen] = useState(false);
  const [verdict, setVerdict] = useState<DrawVerdict | null>(null);
  const panelId = useId();
  return (
    <li className="lh-draw" data-testid="draw-row">
      <button
        type="button"
        className="lh-draw__head"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
      >
        <span className="lh-draw__when">
          <strong>{text('numero', { numero: draw.numero })}</strong>
          <DateTime className="meta-text" iso={draw.drawsAt} />
        </span>
        {draw.result ? (
          <DrawResult result={draw.result} compact />
        ) : (
          <span className="meta-text">{text('void')}</span>
        )}
      </button>
      {isOpen && (
        <div id={panelId} className="lh-draw__proof">
          {draw.result && !Array.isArray(draw.result) && <DrawResult result={draw.result} />}
          <p className="meta-text">{text('seedHash')}</p>
          <code className="lh-code">{draw.seedHash}</code>
          <p className="meta-text">{text('seed')}</p>
          <code className="lh-code">{draw.seed}</code>
          {draw.result && (
            <>
              <p className="meta-text">{text('verifyHow')}</p>
              <button
                type="button"
                className="btn btn--outline btn--sm"
                onClick={() => setVerdict(verifyDraw(gameCode, draw))}
              >
                {text('verify')}
              </button>
            </>
          )}
          {verdict && (
            <p
              role="status"
              className={verdict.ok ? 'lh-verdict lh-verdict--ok' : 'lh-verdict lh-verdict--bad'}
            >
              {verdict.ok ? text('verified') : text(verdict.reason === 'hash' ? 'badHash' : 'badOutcome')}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
