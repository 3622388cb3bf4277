import { storageKeys } from '@/config/storage-keys';
import { writeStored } from '@/lib/storage';

/** Spec section 1: dark or light, stored locally, default dark. index.html applies it before paint. */
export type Theme = 'dark' | 'light';

const listeners = new Set<() => void>();

export function getTheme(): Theme {
  return document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
}

export function setTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  writeStored(storageKeys.theme, theme);
  for (const listener of listeners) listener();
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
