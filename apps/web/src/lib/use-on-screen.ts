import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether the element is on screen now, following it in and out: moving decorations (marquee,
 * carousel, ticker, jackpot) stand still while the player cannot see them, so a phone spends no
 * work on them. True until the first report, and always where IntersectionObserver is missing.
 */
export function useOnScreen<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [isOnScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, isOnScreen];
}
