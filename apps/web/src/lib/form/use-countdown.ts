import { useCallback, useEffect, useState } from 'react';

// Spec section 4 'SMS code' and section 9: the countdown ticks every 500 ms.
const TICK_MS = 500;

/**
 * Seconds left until `endsAt`, from the clock rather than by counting ticks, so a tab put in the
 * background (timers throttled) still shows the true time when it comes back.
 */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void; reset: () => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);
  const reset = useCallback(() => setEndsAt(0), []);

  return { secondsLeft: Math.max(0, Math.ceil((endsAt - now) / 1000)), start, reset };
}
