import type { MessageCode } from '@ficha/contract';
import type pt from './pt.json';

/** The contract's error texts, added to each language's bundle as `error.<CODE>` when it loads. */
export type ErrorTextKey = `error.${MessageCode}`;

/** Every translation key; PT is the reference file. A feature's own object of keys is not one. */
type Strings = typeof pt;
export type TranslationKey =
  | { [K in keyof Strings]: Strings[K] extends string ? K : never }[keyof Strings]
  | ErrorTextKey;
