import type { LanguageCode } from '@ficha/contract';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCurrentLanguage } from './use-current-language';

// Spec section 9: lists reload 250 ms after their inputs settle.
export const LIST_DEBOUNCE_MS = 250;

/**
 * The language the lists are asked in: it follows the current one once it has settled, so a
 * quick switch back and forth costs no call.
 */
export function useListLanguage(delayMs = LIST_DEBOUNCE_MS): LanguageCode {
  return useDebouncedValue(useCurrentLanguage(), delayMs);
}
