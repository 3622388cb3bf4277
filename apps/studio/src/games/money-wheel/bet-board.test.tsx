import { WHEEL_LABELS, type WheelLabel } from '@ficha/games/money-wheel/wheel';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInStudio } from '../../test/render.tsx';
import { BetBoard, type BoardCell, ChipRack } from './bet-board.tsx';

function cells(on: Partial<Record<WheelLabel, Partial<BoardCell>>> = {}): Record<WheelLabel, BoardCell> {
  return Object.fromEntries(
    WHEEL_LABELS.map((label) => [label, { placed: 0n, sending: 0n, staged: 0n, ...on[label] }]),
  ) as Record<WheelLabel, BoardCell>;
}

describe('Money wheel bet board', () => {
  it('offers the six labels at their pay and reports the one tapped', async () => {
    const onBet = vi.fn();
    const { user } = renderInStudio(<BetBoard cells={cells()} boost={null} landed={null} onBet={onBet} />);
    for (const label of WHEEL_LABELS) {
      expect(screen.getByRole('button', { name: `Bet on ${label}` }).textContent).toContain(
        `pays ${label}:1`,
      );
    }
    await user.click(screen.getByRole('button', { name: 'Bet on 10' }));
    expect(onBet).toHaveBeenCalledWith(10);
  });

  it('shows the boost on its label and the chips placed, sending and staged', () => {
    renderInStudio(
      <BetBoard
        cells={cells({ 5: { placed: 100n, sending: 50n }, 2: { staged: 200n } })}
        boost={{ label: 5, factor: 3 }}
        landed={null}
        onBet={vi.fn()}
      />,
    );
    const five = screen.getByRole('button', { name: 'Bet on 5' });
    expect(five.textContent).toContain('pays 15:1');
    expect(five.textContent).toContain('×3');
    expect(within(five).getByText('R$1.50').getAttribute('data-sending')).toBe('true');
    expect(screen.getByRole('button', { name: 'Bet on 2' }).textContent).toContain('+R$2.00');
  });

  it('marks the label the wheel landed on and the others lost', () => {
    renderInStudio(<BetBoard cells={cells()} boost={null} landed={20} onBet={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Bet on 20' }).getAttribute('data-landed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Bet on 1' }).getAttribute('data-lost')).toBe('true');
  });

  it('lets the player choose a chip from the rack', async () => {
    const onChoose = vi.fn();
    const { user } = renderInStudio(<ChipRack chips={[10n, 100n, 500n]} chosen={100n} onChoose={onChoose} />);
    expect(screen.getByRole('button', { name: 'Chip of R$1.00' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Chip of R$5.00' }));
    expect(onChoose).toHaveBeenCalledWith(500n);
  });
});
