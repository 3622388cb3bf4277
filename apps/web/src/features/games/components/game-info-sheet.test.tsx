import type { Game } from '@ficha/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { GameInfoSheet } from './game-info-sheet';

const game = (rtp: string | null) =>
  ({ nodeId: '7', gameName: 'Dice', nodeName: 'Dice', minBet: '0.10', rtp }) as Game;

describe('GameInfoSheet', () => {
  it("shows the catalogue's RTP, and plays the game", async () => {
    const onPlay = vi.fn();
    const { user } = renderWithProviders(
      <GameInfoSheet game={game('99.00')} vendorName="Ficha Originals" onClose={vi.fn()} onPlay={onPlay} />,
    );
    expect(screen.getByTestId('game-rtp').textContent).toBe('99.00%');
    expect(screen.getByText('Ficha Originals')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Play', hidden: true }));
    expect(onPlay).toHaveBeenCalledWith(expect.objectContaining({ nodeId: '7' }));
  });

  it('says the provider published no RTP rather than inventing one', () => {
    renderWithProviders(
      <GameInfoSheet game={game(null)} vendorName="Lumen" onClose={vi.fn()} onPlay={vi.fn()} />,
    );
    expect(screen.getByTestId('game-rtp').textContent).toBe('Not published by the provider');
    expect(document.body.textContent).not.toMatch(/\d%/);
  });
});
