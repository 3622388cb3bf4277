import { randomInt } from 'node:crypto';

/** Letters and digits that read unambiguously aloud and on a screen (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A fresh invitation code: 8 characters from the OS's CSPRNG (31^8, about 8.5e11). */
export function newAffiliateCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
