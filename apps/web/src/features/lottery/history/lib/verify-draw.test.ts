import { sha256Hex } from '@ficha/games/fairness';
import { describe, expect, it } from 'vitest';
import { verifyDraw } from './verify-draw';

const SEED = 'c3'.repeat(32);
// What the server's draw gives for this seed (recorded once from packages/games).
const DICE = { numero: '20261125-0001', seed: SEED, seedHash: sha256Hex(SEED), result: [4, 5, 2] };

describe('verifyDraw', () => {
  it('accepts a draw its revealed seed replays', () => {
    expect(verifyDraw('ficha_lotto_k3_1m', DICE)).toEqual({ ok: true });
  });

  it('accepts a Vietnamese draw whatever the order of its keys', () => {
    const special = { numbers: ['19499'], name: 'special' };
    const replayed = verifyDraw('ficha_lotto_vn', {
      ...DICE,
      numero: '20261125',
      result: { tiers: [special] },
    });
    // One tier only: the replay has all eight, so this published result is not the seed's.
    expect(replayed).toEqual({ ok: false, reason: 'outcome' });
  });

  it('refuses a result the seed does not give, and a seed that is not the committed one', () => {
    expect(verifyDraw('ficha_lotto_k3_1m', { ...DICE, result: [4, 5, 3] })).toEqual({
      ok: false,
      reason: 'outcome',
    });
    expect(verifyDraw('ficha_lotto_k3_1m', { ...DICE, seedHash: sha256Hex('another seed') })).toEqual({
      ok: false,
      reason: 'hash',
    });
    // The same seed under another period replays another draw.
    expect(verifyDraw('ficha_lotto_k3_1m', { ...DICE, numero: '20261125-0002' }).ok).toBe(false);
  });
});
