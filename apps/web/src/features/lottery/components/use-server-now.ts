import { useEffect, useState } from 'react';

/** The server's time now, ticking every quarter second so a countdown never skips a second. */
export function useServerNow(offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const timer = window.setInterval(() => setNow(Date.now() + offsetMs), 250);
    return () => window.clearInterval(timer);
  }, [offsetMs]);
  return now;
}
