import { formatMinor, parseAmount } from '../../lib/money.ts';
import { Sheet } from '../../shell/sheet.tsx';
import { StakeField } from '../../shell/stake-field.tsx';
import { useFormat, useStudio } from '../../shell/studio-context.tsx';
import { useText } from '../../shell/text.ts';
import { SLOT_TEXT } from './slot-text.ts';
import type { SlotDefinition } from './slot-types.ts';
import './slot-spin-panel.css';

export type SlotBusy = 'idle' | 'waiting' | 'showing';

interface SpinPanelProps {
  stake: string;
  onStake: (stake: string) => void;
  /** 'waiting' for the server's answer, 'showing' the round (a tap on spin then skips it). */
  busy: SlotBusy;
  buy: SlotDefinition<unknown>['buy'];
  /** The largest stake a feature buy takes (its cost is a multiple of it). */
  maxBuyStake: bigint | undefined;
  turbo: boolean;
  onTurbo: (turbo: boolean) => void;
  /** Spin, or buy the feature (true). */
  onSpin: (bought: boolean) => void;
  buyOpen: boolean;
  onBuyOpen: (open: boolean) => void;
}

/** Under the reels: the stake, the feature buy with its confirmation, turbo and spin. */
export function SpinPanel({
  stake,
  onStake,
  busy,
  buy,
  maxBuyStake,
  turbo,
  onTurbo,
  onSpin,
  buyOpen,
  onBuyOpen,
}: SpinPanelProps) {
  const { session } = useStudio();
  const format = useFormat();
  const t = useText(SLOT_TEXT);
  const money = (minor: bigint | number) => format.money(formatMinor(BigInt(minor)));
  const minStake = parseAmount(session.game.minBet)!;
  const stakeMinor = parseAmount(stake) ?? minStake;
  const canBuy = buy !== undefined && stakeMinor >= minStake && stakeMinor <= maxBuyStake!;
  return (
    <>
      <StakeField value={stake} onChange={onStake} disabled={busy !== 'idle'} />
      {buy && (
        <>
          <button
            type="button"
            className="slot__buy"
            disabled={busy !== 'idle' || !canBuy}
            onClick={() => onBuyOpen(true)}
          >
            <span>{t('buy')}</span>
            <small>{t('buyCost', { cost: money(stakeMinor * BigInt(buy.costInStakes)) })}</small>
          </button>
          {!canBuy && busy === 'idle' && (
            <p className="slot__hint">{t('buyLimit', { max: money(maxBuyStake!) })}</p>
          )}
        </>
      )}
      <div className="slot__controls">
        <button type="button" className="slot__turbo" aria-pressed={turbo} onClick={() => onTurbo(!turbo)}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M13 2 4 14h6l-1 8 9-12h-6z" />
          </svg>
          {t('turbo')}
        </button>
        <button
          type="button"
          className={`slot__spin${busy !== 'idle' ? ' is-spinning' : ''}`}
          onClick={() => onSpin(false)}
          disabled={busy === 'waiting'}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 4a8 8 0 1 0 7.7 10h-2.1A6 6 0 1 1 12 6c1.6 0 3.1.7 4.2 1.8L13 11h7V4l-2.4 2.4A8 8 0 0 0 12 4z" />
          </svg>
          <span>{busy === 'showing' ? t('stop') : t('spin')}</span>
        </button>
      </div>
      {buyOpen && buy && (
        <Sheet title={t('buyTitle')} closeLabel={t('cancel')} onClose={() => onBuyOpen(false)}>
          <div className="slot-buy">
            <p>
              {t('buyExplain', {
                count: buy.freeSpins,
                cost: money(stakeMinor * BigInt(buy.costInStakes)),
                times: buy.costInStakes,
                stake: money(stakeMinor),
              })}
            </p>
            <div className="slot-buy__actions">
              <button type="button" className="studio-button" onClick={() => onBuyOpen(false)}>
                {t('cancel')}
              </button>
              <button type="button" className="studio-button slot-buy__confirm" onClick={() => onSpin(true)}>
                {t('buyConfirm', { cost: money(stakeMinor * BigInt(buy.costInStakes)) })}
              </button>
            </div>
          </div>
        </Sheet>
      )}
    </>
  );
}
