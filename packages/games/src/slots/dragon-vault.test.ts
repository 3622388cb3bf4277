import { describe, expect, it } from 'vitest';
import { studioGame } from '../catalogue.ts';
import { fairRng } from '../fairness.ts';
import { measureRtp } from '../rtp-simulation.ts';
import {
  DRAGON_VAULT_BASE_STRIPS,
  DRAGON_VAULT_BUY_COST,
  DRAGON_VAULT_BUY_LIMIT_IN_MAX_BETS,
  DRAGON_VAULT_FREE_SPINS,
  DRAGON_VAULT_FREE_STRIPS,
  DRAGON_VAULT_MAX_WIN_E4,
  DRAGON_VAULT_PAYS,
  DRAGON_VAULT_PAYTABLE,
  DRAGON_VAULT_SCATTER,
  DRAGON_VAULT_WILD,
  dragonVaultCostInStakes,
  dragonVaultMaxBuyStake,
  dragonVaultPayoutOfDebitE4,
  dragonVaultRules,
} from './dragon-vault.ts';
import { dragonVaultExact } from './exact-rtp.ts';
import { reelWindow } from './reels.ts';
import { slotsRtpModels } from './slots-rtp.ts';
import { scriptedRng } from './tools/scripted-rng.ts';

const DECLARED = studioGame('ficha_dragon_vault')!.declaredRtp;
/** The RTP models of a paid spin and of a purchase (per unit paid). */
const [SPIN_MODEL, BUY_MODEL] = slotsRtpModels.filter((model) => model.code === 'ficha_dragon_vault');
const vaultAt = (reel: number): number => DRAGON_VAULT_BASE_STRIPS[reel]!.indexOf(DRAGON_VAULT_SCATTER);
/** Paid-spin stops showing vaults on the first three reels only. */
const TRIGGERING_STOPS = [vaultAt(0), vaultAt(1), vaultAt(2), 0, 0];
/** Free-spin stops where pearls and dragons make 48 ways of five pearls: 600x before the multiplier. */
const BIG_FREE_SPIN_STOPS = [9, 22, 1, 10, 15];

describe('Dragon Vault', () => {
  it('returns the declared RTP on a spin and on a purchase (exact by symbol counts)', () => {
    const exact = dragonVaultExact();
    expect(Math.abs(exact.spinRtp - DECLARED)).toBeLessThan(0.0002);
    expect(Math.abs(exact.buyRtp - DECLARED)).toBeLessThan(0.0002);
    expect(exact.triggerChance).toBeGreaterThan(1 / 300);
  });

  it('keeps wilds on reels 2 to 4 and vaults off the free-spin reels', () => {
    for (const strips of [DRAGON_VAULT_BASE_STRIPS, DRAGON_VAULT_FREE_STRIPS]) {
      expect(strips[0]).not.toContain(DRAGON_VAULT_WILD);
      expect(strips[4]).not.toContain(DRAGON_VAULT_WILD);
    }
    expect(DRAGON_VAULT_FREE_STRIPS.flat()).not.toContain(DRAGON_VAULT_SCATTER);
    expect(DRAGON_VAULT_PAYTABLE).toHaveLength(8);
  });

  it('opens the vault on three vaults: ten free spins multiplied by 1 to 10, in the same round', () => {
    const rng = scriptedRng([...TRIGGERING_STOPS, ...new Array<number>(5 * DRAGON_VAULT_FREE_SPINS).fill(0)]);
    const { payoutE4, outcome } = dragonVaultRules.play(rng, { buy: false });
    expect(outcome.scatter?.count).toBe(3);
    expect(outcome.scatter?.cells).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
    expect(outcome.freeSpins.map((spin) => spin.multiplier)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rng.asked.slice(5)).toEqual(
      new Array<number[]>(DRAGON_VAULT_FREE_SPINS)
        .fill(DRAGON_VAULT_FREE_STRIPS.map((strip) => strip.length))
        .flat(),
    );
    const spinWins = (wins: { payoutE4: number }[]) => wins.reduce((sum, win) => sum + win.payoutE4, 0);
    for (const spin of outcome.freeSpins) expect(spin.payoutE4).toBe(spinWins(spin.wins) * spin.multiplier);
    const free = outcome.freeSpins.reduce((sum, spin) => sum + spin.payoutE4, 0);
    expect(payoutE4).toBe(outcome.baseSpin!.payoutE4 + free);
    expect(outcome.maxWinReached).toBe(false);
  });

  it('plays no free spins below three vaults', () => {
    const { outcome } = dragonVaultRules.play(scriptedRng([vaultAt(0), vaultAt(1), 0, 0, 0]), { buy: false });
    expect(outcome.scatter?.count).toBe(2);
    expect(outcome.freeSpins).toEqual([]);
  });

  it('sells the free spins for 100 stakes and pays them in base stakes', () => {
    expect(DRAGON_VAULT_BUY_COST).toBe(100);
    expect(dragonVaultCostInStakes({ buy: true })).toBe(100);
    expect(dragonVaultCostInStakes({ buy: false })).toBe(1);
    const { payoutE4, outcome } = dragonVaultRules.play(fairRng('server', 'client', 1), { buy: true });
    expect(outcome.bought).toBe(true);
    expect(outcome.baseSpin).toBeNull();
    expect(outcome.scatter).toBeNull();
    expect(outcome.freeSpins).toHaveLength(DRAGON_VAULT_FREE_SPINS);
    expect(payoutE4).toBe(outcome.freeSpins.reduce((sum, spin) => sum + spin.payoutE4, 0));
  });

  it('sells the free spins only while they cost at most 10 max bets', () => {
    expect(DRAGON_VAULT_BUY_LIMIT_IN_MAX_BETS).toBe(10);
    // The catalogue's max bet of 100.00 caps a purchase at 1,000.00: a stake of 10.00.
    expect(dragonVaultMaxBuyStake(100_00n)).toBe(10_00n);
    expect(dragonVaultMaxBuyStake(99_99n)).toBe(9_99n);
  });

  it('records a purchase’s payout per stake debited without losing a cent', () => {
    for (const pays of DRAGON_VAULT_PAYS) for (const pay of pays) expect(pay % DRAGON_VAULT_BUY_COST).toBe(0);
    expect(DRAGON_VAULT_MAX_WIN_E4 % DRAGON_VAULT_BUY_COST).toBe(0);
    expect(dragonVaultPayoutOfDebitE4(123_500, { buy: true })).toBe(1_235);
    expect(dragonVaultPayoutOfDebitE4(123_500, { buy: false })).toBe(123_500);
    expect(() => dragonVaultPayoutOfDebitE4(123_450, { buy: true })).toThrow(RangeError);
  });

  it('stops at the 5,000x max win', () => {
    const rng = scriptedRng(new Array<number[]>(DRAGON_VAULT_FREE_SPINS).fill(BIG_FREE_SPIN_STOPS).flat());
    const { payoutE4, outcome } = dragonVaultRules.play(rng, { buy: true });
    expect(outcome.freeSpins[0]!.payoutE4).toBeGreaterThanOrEqual(600 * 10_000);
    expect(outcome.maxWinReached).toBe(true);
    expect(payoutE4).toBe(DRAGON_VAULT_MAX_WIN_E4);
    const beforeLast = outcome.freeSpins.slice(0, -1).reduce((sum, spin) => sum + spin.payoutE4, 0);
    expect(beforeLast).toBeLessThan(DRAGON_VAULT_MAX_WIN_E4);
    expect(outcome.freeSpins.length).toBeLessThan(DRAGON_VAULT_FREE_SPINS);
  });

  it('is the same round for the same seeds and nonce, and shows the strips at the stops', () => {
    const play = (nonce: number) =>
      dragonVaultRules.play(fairRng('server-seed', 'client-seed', nonce), { buy: true });
    expect(play(5)).toEqual(play(5));
    expect(play(5).outcome.freeSpins[0]!.stops).not.toEqual(play(6).outcome.freeSpins[0]!.stops);
    for (const spin of play(5).outcome.freeSpins) {
      spin.stops.forEach((stop, reel) => {
        expect(spin.grid[reel]).toEqual(reelWindow(DRAGON_VAULT_FREE_STRIPS[reel]!, stop, 3));
      });
    }
  });

  it('returns the declared RTP over 200,000 spins, within 5 standard errors', () => {
    const measured = measureRtp(SPIN_MODEL!, 200_000, 3);
    expect(Math.abs(measured.measured - DECLARED)).toBeLessThan(5 * measured.standardError);
  });

  it('returns the declared RTP over 30,000 purchases, within 5 standard errors', () => {
    const measured = measureRtp(BUY_MODEL!, 30_000, 4);
    expect(Math.abs(measured.measured - DECLARED)).toBeLessThan(5 * measured.standardError);
  });
});
