import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInStudio } from '../test/render.tsx';
import { StakeField } from './stake-field.tsx';

function Stake({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <StakeField value={value} onChange={setValue} />;
}

describe('StakeField', () => {
  it("halves and doubles within the game's limits", async () => {
    const { user } = renderInStudio(<Stake initial="1.50" />);
    const input = screen.getByLabelText('Bet') as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: '2×' }));
    expect(input.value).toBe('3.00');
    await user.click(screen.getByRole('button', { name: '½' }));
    await user.click(screen.getByRole('button', { name: '½' }));
    expect(input.value).toBe('1.00'); // 0.75 is under the minimum of 1.00
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(input.value).toBe('1000.00');
  });

  it('shows the Portuguese decimal comma and keeps a dot for the server', async () => {
    const { user } = renderInStudio(<Stake initial="2.50" />, { language: 'PT' });
    const input = screen.getByLabelText('Aposta') as HTMLInputElement;
    expect(input.value).toBe('2,50');
    await user.clear(input);
    await user.type(input, '5000');
    await user.tab();
    expect(input.value).toBe('1000,00');
  });
});
