/**
 * Spec section 9 throttles (mark read 150 ms, unread count 250 ms): the first call runs at once,
 * calls within the window are folded into one trailing call with the latest arguments, so the
 * last word is never lost and the server hears at most one call per window.
 */
export function throttle<A extends unknown[]>(run: (...args: A) => void, windowMs: number) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const fire = (args: A) => {
    last = Date.now();
    run(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + windowMs - Date.now();
    if (wait <= 0 && timer === undefined) return fire(args);
    pending = args;
    if (timer !== undefined) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        const next = pending;
        pending = undefined;
        if (next) fire(next);
      },
      Math.max(0, wait),
    );
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}

/**
 * A promise-returning call throttled the same way: callers within one window share the call that
 * the window makes (so ten badges asking for the unread count make one request).
 */
export function throttledCall<T>(call: () => Promise<T>, windowMs: number): () => Promise<T> {
  let last = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<T> | undefined;
  return () => {
    if (inFlight && Date.now() - last < windowMs) return inFlight;
    last = Date.now();
    inFlight = call();
    return inFlight;
  };
}
