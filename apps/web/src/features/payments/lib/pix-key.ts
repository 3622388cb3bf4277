import type { PixKeyType } from '@ficha/contract';
import { normalizeCpf } from '@ficha/contract';

// The server's own patterns for the keys it accepts (apps/server withdraw.service.ts).
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A PIX key as the server wants it, or undefined when it cannot be one: a CPF by its check digits
 * (the server also requires the member's own), a phone as +55 with area code, an e-mail, or a
 * random (EVP) key.
 */
export function normalizePixKey(type: PixKeyType, typed: string): string | undefined {
  const text = typed.trim();
  switch (type) {
    case 'CPF':
      return normalizeCpf(text);
    case 'EMAIL':
      return EMAIL.test(text) ? text : undefined;
    case 'PHONE': {
      const digits = text.replace(/\D/g, '');
      // Typed with or without the country code: "(11) 91234-5678" or "+55 11 91234-5678".
      const national = digits.startsWith('55') && digits.length >= 12 ? digits.slice(2) : digits;
      return /^\d{10,11}$/.test(national) ? `+55${national}` : undefined;
    }
    case 'EVP':
      return EVP.test(text) ? text.toLowerCase() : undefined;
  }
}

/** How each key type is typed on a phone keypad. */
export const PIX_KEY_INPUT_MODE: Record<PixKeyType, 'numeric' | 'email' | 'tel' | 'text'> = {
  CPF: 'numeric',
  EMAIL: 'email',
  PHONE: 'tel',
  EVP: 'text',
};
