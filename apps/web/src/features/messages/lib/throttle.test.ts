import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle, throttledCall } from './throttle';

// Spec section 9: "Throttles: mark read 150 ms; unread count 250 ms."

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and folds the rest of the window into one trailing call', () => {
    const run = vi.fn();
    const marked = throttle(run, 150);
    marked(1);
    marked(2);
    marked(3);
    expect(run.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(149);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([[1], [3]]);
    vi.advanceTimersByTime(500);
    marked(4);
    expect(run.mock.calls).toEqual([[1], [3], [4]]);
  });

  it('never calls more than once per window however often it is asked', () => {
    const run = vi.fn();
    const marked = throttle(run, 150);
    for (let ms = 0; ms < 1500; ms += 10) {
      marked(ms);
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(150);
    expect(run.mock.calls.length).toBeLessThanOrEqual(11);
    expect(run.mock.calls.length).toBeGreaterThanOrEqual(10);
  });
});

describe('throttledCall', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shares one request among the callers of a 250 ms window', async () => {
    let n = 0;
    const count = throttledCall(async () => {
      n += 1;
      return n;
    }, 250);
    expect(await Promise.all([count(), count(), count()])).toEqual([1, 1, 1]);
    vi.advanceTimersByTime(249);
    expect(await count()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await count()).toBe(2);
  });
});
