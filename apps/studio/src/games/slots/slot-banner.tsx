import type { CSSProperties } from 'react';
import { formatMinor } from '../../lib/money.ts';
import { useFormat } from '../../shell/studio-context.tsx';
import { useText } from '../../shell/text.ts';
import { useCountUp } from './slot-motion.ts';
import { SLOT_TEXT } from './slot-text.ts';
import './slot-banner.css';

/** What shows over the reels: a big win counting up, a feature starting, a feature's total. */
export type Banner =
  | { kind: 'big'; tier: 'bigWin' | 'megaWin' | 'epicWin'; amount: bigint }
  | { kind: 'feature'; title: string; text: string }
  | { kind: 'featureOver'; amount: bigint; maxWin: boolean };

/** The banner over the reels; a big win closes on a tap. */
export function SlotBanner({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const format = useFormat();
  const t = useText(SLOT_TEXT);
  const amount = useCountUp(banner.kind === 'big' ? Number(banner.amount) : 0, 1400, 0);
  if (banner.kind === 'big') {
    return (
      <button
        type="button"
        className={`slot-banner slot-banner--big slot-banner--${banner.tier}`}
        onClick={onClose}
      >
        <span className="slot-banner__coins" aria-hidden="true">
          {Array.from({ length: 14 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: decorative coins
            <i key={index} style={{ '--coin': index } as CSSProperties} />
          ))}
        </span>
        <strong className="slot-banner__title">{t(banner.tier)}</strong>
        <span className="slot-banner__amount">{format.money(formatMinor(BigInt(amount)))}</span>
        <small>{t('tapToClose')}</small>
      </button>
    );
  }
  return (
    <div className={`slot-banner slot-banner--${banner.kind}`} role="status">
      {banner.kind === 'feature' ? (
        <>
          <strong className="slot-banner__title">{banner.title}</strong>
          <span>{banner.text}</span>
        </>
      ) : (
        <>
          <strong className="slot-banner__title">{t('featureOver')}</strong>
          <span className="slot-banner__amount">{format.money(formatMinor(banner.amount))}</span>
          {banner.maxWin && <span>{t('maxWin')}</span>}
        </>
      )}
    </div>
  );
}
