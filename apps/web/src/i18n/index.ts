import {
  DEFAULT_LANGUAGE,
  type ErrorMessages,
  LANGUAGES,
  type LanguageCode,
  normalizeLanguage,
} from '@ficha/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '@/config/storage-keys';
import { setApiLanguage } from '@/lib/api-client';
import { readStored, writeStored } from '@/lib/storage';

type Resource = Record<string, string>;

// One JSON file per language (DESIGN section 6); each is its own chunk, loaded only when chosen.
const loaders = import.meta.glob<{ default: Resource }>('./*.json');

function fileOf(code: LanguageCode): string {
  return `./${code.toLowerCase()}.json`;
}

/** The languages that have a translation file: the picker lists exactly these. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((language) => fileOf(language.code) in loaders);

export function localeOf(code: LanguageCode): string {
  return LANGUAGES.find((language) => language.code === code)?.locale ?? 'pt-BR';
}

export function currentLanguage(): LanguageCode {
  return normalizeLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
}

/** True when the player picked a language; a merchant default then no longer applies. */
export function hasChosenLanguage(): boolean {
  return normalizeLanguage(readStored(storageKeys.language)) !== undefined;
}

// The contract's error texts, one chunk per language loaded with its file: the home page does not
// carry every language's texts (about 4 kB gzipped) in its first JavaScript.
const errorTextLoaders: Record<LanguageCode, () => Promise<ErrorMessages>> = {
  PT: async () => (await import('@ficha/contract/error-messages/pt')).PT_ERROR_MESSAGES,
  EN: async () => (await import('@ficha/contract/error-messages/en')).EN_ERROR_MESSAGES,
};

/** The contract's error texts as `error.<CODE>` keys, placeholders in i18next's {{name}} form. */
export function errorTexts(messages: ErrorMessages): Resource {
  return Object.fromEntries(
    Object.entries(messages).map(([messageCode, text]) => [
      `error.${messageCode}`,
      text.replace(/\{(\w+)\}/g, '{{$1}}'),
    ]),
  );
}

async function ensureLoaded(code: LanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(code, 'translation')) return;
  const load = loaders[fileOf(code)];
  if (!load) throw new Error(`No translation file for ${code}`);
  const [messages, file] = await Promise.all([errorTextLoaders[code](), load()]);
  i18n.addResourceBundle(code, 'translation', { ...errorTexts(messages), ...file.default });
}

function applyLanguage(code: LanguageCode): void {
  document.documentElement.lang = localeOf(code);
  setApiLanguage(code);
}

/** The language to start in: the remembered choice when it has a file, else PT (spec section 1). */
export function bootLanguage(): LanguageCode {
  const stored = normalizeLanguage(readStored(storageKeys.language));
  return stored && TRANSLATED_LANGUAGES.some((l) => l.code === stored) ? stored : DEFAULT_LANGUAGE;
}

export async function initI18n(language: LanguageCode): Promise<void> {
  applyLanguage(language);
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    load: 'currentOnly',
    // Keys are the spec's own names, some with dots and spaces ('no data'), so no nesting.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources: {},
    returnNull: false,
  });
  await ensureLoaded(language);
  i18n.on('languageChanged', (lng) => applyLanguage(normalizeLanguage(lng) ?? DEFAULT_LANGUAGE));
}

/** Switches language; `remember` is true for the player's own choice (spec section 1: remembered). */
export async function changeLanguage(code: LanguageCode, remember: boolean): Promise<void> {
  await ensureLoaded(code);
  if (remember) writeStored(storageKeys.language, code);
  if (currentLanguage() !== code) await i18n.changeLanguage(code);
}
