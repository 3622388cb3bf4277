import type { LanguageCode } from '@ficha/contract';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { useDebouncedValue } from '@/lib/use-debounced-value';

// Spec section 9: lists reload 250 ms after their inputs settle.
export const LIST_DEBOUNCE_MS = 250;

/** The language the catalogue lists are asked in: a quick switch back and forth costs no call. */
export function useListLanguage(): LanguageCode {
  return useDebouncedValue(useCurrentLanguage(), LIST_DEBOUNCE_MS);
}
