/**
 * Play money (free play, the trial account) is its own currency code beside the merchant's ISO
 * 4217 one: it never mixes with cash in a sum, and it is written without a currency symbol.
 * The merchant's real currency and symbol are its configuration, not code.
 */
export const PLAY_CURRENCY = 'PLAY';
