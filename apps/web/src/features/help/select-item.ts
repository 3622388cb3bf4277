import type { HelpItem } from '@ficha/contract';

/**
 * Spec section 2: query i is the index of the help title (default 0); the #terms fragment picks the
 * terms article (linked from the register screen), found by title, else the first item.
 */
export function selectedHelpIndex(items: readonly HelpItem[], i: string | null, hash: string): number {
  if (hash === '#terms') {
    const terms = items.findIndex((item) => /term/i.test(item.title));
    return Math.max(terms, 0);
  }
  const index = Number(i ?? 0);
  return Number.isInteger(index) && index >= 0 && index < items.length ? index : 0;
}
