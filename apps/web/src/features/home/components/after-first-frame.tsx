import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Draws its children just after the frame it first appears in, in a transition: the home draws its
 * top (banners, tiles, menu) in one short task, and the lobby and footer below in interruptible
 * slices after it, instead of everything in one long task that keeps a slow phone from answering a
 * tap. Meant for the end of a page, so nothing already drawn moves when the children come.
 */
export function AfterFirstFrame({ children }: { children: ReactNode }) {
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return isReady ? children : null;
}
