import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import pt from './pt.json';

/** The console's languages: Portuguese by default, English; one JSON file each. */
export const CONSOLE_LANGUAGES = ['PT', 'EN'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

const STORAGE_KEY = 'ficha-admin-language';

export function savedLanguage(): ConsoleLanguage {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return saved === 'EN' ? 'EN' : 'PT';
}

export function saveLanguage(language: ConsoleLanguage): void {
  localStorage.setItem(STORAGE_KEY, language);
}

export async function initI18n(language: ConsoleLanguage = savedLanguage()) {
  await i18next.use(initReactI18next).init({
    resources: { PT: { translation: pt }, EN: { translation: en } },
    lng: language,
    fallbackLng: 'PT',
    interpolation: { escapeValue: false },
  });
  return i18next;
}
