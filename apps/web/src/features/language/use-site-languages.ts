import type { LANGUAGES, LanguageCode } from '@ficha/contract';
import { useEffect, useMemo } from 'react';
import { useWhitelabel } from '@/features/system';
import { changeLanguage, currentLanguage, hasChosenLanguage, TRANSLATED_LANGUAGES } from '@/i18n';

type Language = (typeof LANGUAGES)[number];

/** Languages with a translation file that this merchant offers (all of them until it is known). */
export function useSiteLanguages(): readonly Language[] {
  const offered = useWhitelabel()?.languages;
  return useMemo(() => {
    if (!offered) return TRANSLATED_LANGUAGES;
    const both = TRANSLATED_LANGUAGES.filter((language) => offered.includes(language.code));
    return both.length > 0 ? both : TRANSLATED_LANGUAGES;
  }, [offered]);
}

/**
 * Follows the merchant's default language until the player picks one, and leaves a language
 * the merchant does not offer.
 */
export function useMerchantLanguage(): void {
  const defaultLanguage = useWhitelabel()?.defaultLanguage;
  const languages = useSiteLanguages();

  useEffect(() => {
    if (!defaultLanguage) return;
    const codes: LanguageCode[] = languages.map((language) => language.code);
    const current = currentLanguage();
    const fallback = codes.includes(defaultLanguage) ? defaultLanguage : codes[0];
    if (!fallback) return;
    if (!codes.includes(current) || (!hasChosenLanguage() && current !== fallback)) {
      void changeLanguage(fallback, false);
    }
  }, [defaultLanguage, languages]);
}
