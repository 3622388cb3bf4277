import { useEffect, useState } from 'react';

/** The device's clock, ticking every `everyMs` while mounted (the countdowns' one timer). */
export function useNow(everyMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
