import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { rngFromWords } from '../fairness.ts';
import { hashBack, previousChainHash, verifyChainRun } from '../shared-rounds/hash-chain.ts';
import { msToReachE2, multiplierAtE2 } from './crash-curve.ts';
import { crashBits, crashPointE2, crashPointFromBits } from './crash-point.ts';
import { crashRtpModels } from './crash-rtp.ts';
import { crashPayoutE2 } from './crash-rules.ts';

const TWO_POW_52 = 2n ** 52n;

/** A chain of `length` hashes from a seed, as the server makes it: h(0) = seed ... h(length). */
function chain(seedText: string, length: number): string[] {
  const out = [bytesToHex(sha256(utf8ToBytes(seedText)))];
  for (let i = 1; i <= length; i += 1) out.push(previousChainHash(out[i - 1]!));
  return out;
}

describe('the crash hash chain', () => {
  it('plays backwards: every round hashes to the round before, the first to the terminal hash', () => {
    const h = chain('seed', 50);
    const terminal = h[50]!;
    const played = Array.from({ length: 50 }, (_, k) => h[50 - (k + 1)]!); // round k+1 uses h(50 - (k+1))
    expect(verifyChainRun(played, terminal)).toBe(true);
    expect(hashBack(played[49]!, 50)).toBe(terminal);
    const tampered = [...played];
    tampered[20] = h[7]!;
    expect(verifyChainRun(tampered, terminal)).toBe(false);
  });
});

describe('the crash point (bustabit v2 formula)', () => {
  it('matches the floating-point formula on random hashes', () => {
    for (const hash of chain('vectors', 2_000)) {
      const r = crashBits(hash, 'salt');
      const X = Number(r) / 2 ** 52;
      expect(crashPointE2(hash, 'salt')).toBe(Math.max(100, Math.floor(99 / (1 - X))));
    }
  });

  it('crashes at or above m for exactly floor(99 * 2^52 / m) of the 2^52 values: a 1% edge at every m', () => {
    for (const m of [101, 150, 200, 1_000, 12_345, 1_000_000]) {
      const winners = (99n * TWO_POW_52) / BigInt(m);
      const first = TWO_POW_52 - winners; // the smallest r that reaches m
      expect(crashPointFromBits(first)).toBeGreaterThanOrEqual(m);
      expect(crashPointFromBits(first - 1n)).toBeLessThan(m);
      expect(Math.abs((Number(winners) / 2 ** 52) * (m / 100) - 0.99)).toBeLessThan(1e-10);
    }
    expect(crashPointFromBits(0n)).toBe(100);
  });

  it('takes its 52 bits from the first 13 hex digits of the HMAC', () => {
    const r = crashBits('00'.repeat(32), 'salt');
    expect(r >= 0n && r < TWO_POW_52).toBe(true);
  });
});

describe('the multiplier curve', () => {
  it('is 1.00x at take-off, 2.00x after 11.6 s, and msToReachE2 is its exact inverse', () => {
    expect(multiplierAtE2(0)).toBe(100);
    expect(msToReachE2(200)).toBe(11_553);
    for (const target of [101, 150, 200, 237, 1_000, 10_000, 123_456]) {
      for (const speed of [1, 25]) {
        const t = msToReachE2(target, speed);
        expect(multiplierAtE2(t, speed)).toBeGreaterThanOrEqual(target);
        expect(multiplierAtE2(t - 1, speed)).toBeLessThan(target);
      }
    }
  });

  it('pays a cash-out the multiplier shown, an auto cash-out its target, a late manual one the target', () => {
    const t150 = msToReachE2(150);
    expect(crashPayoutE2({ autoCashOutE2: null, cashOutMs: t150 }, 300)).toBe(150);
    expect(crashPayoutE2({ autoCashOutE2: 200, cashOutMs: null }, 200)).toBe(200);
    expect(crashPayoutE2({ autoCashOutE2: 201, cashOutMs: null }, 200)).toBe(0);
    expect(crashPayoutE2({ autoCashOutE2: 120, cashOutMs: t150 }, 300)).toBe(120);
    expect(crashPayoutE2({ autoCashOutE2: null, cashOutMs: null }, 5_000)).toBe(0);
  });
});

describe('crash RTP models', () => {
  it('return about 99% at 2x over 200,000 rounds', () => {
    let seed = 7;
    const rng = rngFromWords(() => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return seed >>> 0;
    });
    const model = crashRtpModels[0]!;
    let total = 0;
    const n = 200_000;
    for (let i = 0; i < n; i += 1) total += model.playOnce(rng);
    // Standard error at 2x is about 0.0022 here.
    expect(Math.abs(total / n - 0.99)).toBeLessThan(0.01);
  });
});
