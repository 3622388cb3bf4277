import { useCallback, useSyncExternalStore } from 'react';
import { readStored, writeStored } from '@/lib/storage';

/**
 * Spec section 4 'Balance: shown, hidden': the hide toggle is remembered on this phone, and the
 * header and the home widget hide together (a balance hidden in one place and shown in the other
 * would defeat the point).
 */
const STORAGE_KEY = 'walletBalanceHidden';
const listeners = new Set<() => void>();

function read(): boolean {
  return readStored(STORAGE_KEY) === '1';
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useBalanceHidden(): [boolean, (hidden: boolean) => void] {
  const hidden = useSyncExternalStore(subscribe, read, () => false);
  const setHidden = useCallback((next: boolean) => {
    writeStored(STORAGE_KEY, next ? '1' : null);
    for (const listener of listeners) listener();
  }, []);
  return [hidden, setHidden];
}

/** What replaces the digits while the balance is hidden or refreshing (spec: 'starred'). */
export const STARRED = '****';
