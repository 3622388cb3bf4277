import type pt from './pt.json';

/** Every translation key; PT is the reference file. */
export type TranslationKey = keyof typeof pt;
