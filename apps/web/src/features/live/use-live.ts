import type { ChatServerMessage } from '@ficha/contract';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type LiveStatus, liveChannel } from './live-channel';

/** Holds the tab's live socket for `credential` while the component is mounted (none: not held). */
export function useLiveHold(credential: string | undefined, language: string): void {
  useEffect(() => {
    if (!credential) return;
    return liveChannel.hold(credential, language);
  }, [credential, language]);
}

/** The live socket's state: 'open' means counts and chat news arrive without asking. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (notify) => liveChannel.onStatus(notify),
    () => liveChannel.status,
    () => 'idle',
  );
}

/** Calls `listener` with every frame the live socket hears while mounted (the latest listener). */
export function useLiveFrames(listener: (frame: ChatServerMessage) => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => liveChannel.onFrame((frame) => latest.current(frame)), []);
}
