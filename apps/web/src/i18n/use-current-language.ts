import { DEFAULT_LANGUAGE, type LanguageCode, normalizeLanguage } from '@ficha/contract';
import { useTranslation } from 'react-i18next';

/** The active language code; re-renders the caller when it changes. */
export function useCurrentLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  return normalizeLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
}
