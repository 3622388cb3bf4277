import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buttonNamed, renderInStudio, studioSession } from '../../test/render.tsx';
import { type SlotBusy, SpinPanel } from './slot-spin-panel.tsx';

const BUY = { costInStakes: 100, freeSpins: 10, maxStake: () => 500n };

function Panel({ busy = 'idle', onSpin }: { busy?: SlotBusy; onSpin: (bought: boolean) => void }) {
  const [stake, setStake] = useState('1.00');
  const [turbo, setTurbo] = useState(false);
  const [buyOpen, setBuyOpen] = useState(false);
  return (
    <SpinPanel
      stake={stake}
      onStake={setStake}
      busy={busy}
      buy={BUY}
      maxBuyStake={500n}
      turbo={turbo}
      onTurbo={setTurbo}
      onSpin={onSpin}
      buyOpen={buyOpen}
      onBuyOpen={setBuyOpen}
    />
  );
}

const session = studioSession({
  code: 'ficha_dragon_vault',
  gameType: 'SLOT',
  minBet: '0.10',
  maxBet: '100.00',
});

describe('SpinPanel', () => {
  it('spins, and buys the feature only after its price is confirmed', async () => {
    const onSpin = vi.fn();
    const { user } = renderInStudio(<Panel onSpin={onSpin} />, { session });
    await user.click(buttonNamed(/Spin/));
    expect(onSpin).toHaveBeenLastCalledWith(false);
    await user.click(buttonNamed(/Buy/));
    expect(onSpin).toHaveBeenCalledTimes(1);
    await user.click(screen.getAllByRole('button').find((b) => b.className.includes('slot-buy__confirm'))!);
    expect(onSpin).toHaveBeenLastCalledWith(true);
  });

  it('turns turbo on and off', async () => {
    const { user } = renderInStudio(<Panel onSpin={vi.fn()} />, { session });
    const turbo = screen.getAllByRole('button').find((b) => b.className.includes('slot__turbo'))!;
    expect(turbo.getAttribute('aria-pressed')).toBe('false');
    await user.click(turbo);
    expect(turbo.getAttribute('aria-pressed')).toBe('true');
  });

  it('refuses the feature buy above its largest stake', async () => {
    const { user } = renderInStudio(<Panel onSpin={vi.fn()} />, { session });
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(buttonNamed(/Buy/).disabled).toBe(true);
  });

  it('locks the stake and the buy while a round is on its way, and the spin until it answers', () => {
    renderInStudio(<Panel busy="waiting" onSpin={vi.fn()} />, { session });
    expect((screen.getByLabelText('Bet') as HTMLInputElement).disabled).toBe(true);
    expect(buttonNamed(/Buy/).disabled).toBe(true);
    expect(buttonNamed(/Spin/).disabled).toBe(true);
  });

  it('lets a tap on the button stop a round being shown', async () => {
    const onSpin = vi.fn();
    const { user } = renderInStudio(<Panel busy="showing" onSpin={onSpin} />, { session });
    await user.click(buttonNamed(/Stop/));
    expect(onSpin).toHaveBeenCalledWith(false);
  });
});
