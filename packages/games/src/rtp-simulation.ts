import { type Rng, rngFromWords } from './fairness.ts';
import type { RtpModel } from './rtp.ts';

/**
 * Plays an RTP model many times and measures its return with a confidence interval (issue 6
 * part 4). The maths is the game's own; the random words come from a fast seeded generator
 * (xoshiro128**), since the simulation measures the paytable, not the hash: the fairness tests
 * check the HMAC stream separately.
 */

/** xoshiro128** words seeded by splitmix32: fast 32-bit integer maths, reproducible, sound for simulation. */
export function simulationRng(seed: number): Rng {
  let state = seed >>> 0;
  const splitmix = () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  return rngFromWords(() => {
    const result = Math.imul(((Math.imul(b, 5) << 7) | (Math.imul(b, 5) >>> 25)) >>> 0, 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = (d << 11) | (d >>> 21);
    return result;
  });
}

export interface RtpMeasurement {
  model: RtpModel;
  rounds: number;
  measured: number;
  /** Standard error of the measured mean. */
  standardError: number;
  /** Share of rounds that returned anything. */
  hitRate: number;
  maxReturn: number;
}

export function measureRtp(model: RtpModel, rounds: number, seed = 20261121): RtpMeasurement {
  const rng = simulationRng(seed);
  let sum = 0;
  let sumSquares = 0;
  let hits = 0;
  let maxReturn = 0;
  for (let i = 0; i < rounds; i++) {
    const back = model.playOnce(rng);
    sum += back;
    sumSquares += back * back;
    if (back > 0) hits++;
    if (back > maxReturn) maxReturn = back;
  }
  const mean = sum / rounds;
  const variance = Math.max(0, sumSquares / rounds - mean * mean);
  return {
    model,
    rounds,
    measured: mean,
    standardError: Math.sqrt(variance / rounds),
    hitRate: hits / rounds,
    maxReturn,
  };
}
