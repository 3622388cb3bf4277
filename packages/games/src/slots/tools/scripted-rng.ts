import type { Rng } from '../../fairness.ts';

/** A generator that answers int(n) with the given values in order (each must be below n), for tests. */
export function scriptedRng(values: readonly number[]): Rng & { asked: number[] } {
  const asked: number[] = [];
  let next = 0;
  return {
    asked,
    int(n) {
      asked.push(n);
      const value = values[next];
      next += 1;
      if (value === undefined || value >= n) throw new RangeError(`scripted value ${value} for int(${n})`);
      return value;
    },
    float() {
      throw new Error('slots draw integers only');
    },
  };
}
