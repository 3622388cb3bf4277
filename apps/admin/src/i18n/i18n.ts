import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import pt from './pt.json';

/** The console's languages: Portuguese by default, English; one JSON file each. */
export const CONSOLE_LANGUAGES = ['PT', 'EN'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

const STORAGE_KEY = 'ficha-admin-language';

type Texts = Record<string, unknown>;

// A screen's texts may live beside it (`features/<screen>/i18n/en.json`, `pt.json`), so each
// feature owns its words; they join the shared files' keys at start. A key in a feature file wins.
const featureTexts = import.meta.glob<Texts>('../features/*/i18n/*.json', {
  eager: true,
  import: 'default',
});

function withFeatureTexts(shared: Texts, file: 'en.json' | 'pt.json'): Texts {
  const merged: Texts = { ...shared };
  for (const [path, texts] of Object.entries(featureTexts)) {
    if (path.endsWith(`/i18n/${file}`)) Object.assign(merged, texts);
  }
  return merged;
}

export function savedLanguage(): ConsoleLanguage {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return saved === 'EN' ? 'EN' : 'PT';
}

export function saveLanguage(language: ConsoleLanguage): void {
  localStorage.setItem(STORAGE_KEY, language);
}

export async function initI18n(language: ConsoleLanguage = savedLanguage()) {
  await i18next.use(initReactI18next).init({
    resources: {
      PT: { translation: withFeatureTexts(pt, 'pt.json') },
      EN: { translation: withFeatureTexts(en, 'en.json') },
    },
    lng: language,
    fallbackLng: 'PT',
    interpolation: { escapeValue: false },
  });
  return i18next;
}
