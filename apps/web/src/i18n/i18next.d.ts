import 'i18next';
import type en from './en.json';
import type { ErrorTextKey } from './keys';
import type pt from './pt.json';

// PT is the reference language (spec section 1 default); `t()` only accepts its keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof pt & Record<ErrorTextKey, string> };
    keySeparator: false;
    nsSeparator: false;
    returnNull: false;
  }
}

type Assert<T extends true> = T;
/** Fails to compile when en.json lacks a key of pt.json, keeping EN complete for every string. */
// A feature may group its keys in one object of its own (lotteryHistory), read with keySeparator ".".
export type EnglishIsComplete = Assert<
  typeof en extends Record<keyof typeof pt, string | Record<string, string>> ? true : false
>;
