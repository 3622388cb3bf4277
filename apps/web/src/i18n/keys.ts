import type { MessageCode } from '@ficha/contract';
import type pt from './pt.json';

/** The contract's error texts, added to each language's bundle as `error.<CODE>` when it loads. */
export type ErrorTextKey = `error.${MessageCode}`;

/** Every translation key; PT is the reference file. */
export type TranslationKey = keyof typeof pt | ErrorTextKey;
