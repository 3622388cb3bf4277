import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../error-codes.ts';
import { LANGUAGE_CODES } from '../languages.ts';
import { ERROR_MESSAGES, errorText, isMessageCode } from './index.ts';

describe('error texts', () => {
  it('has a text for every code in every language', () => {
    for (const language of LANGUAGE_CODES) {
      for (const code of [...ERROR_CODES, 'NETWORK_ERROR', 'BAD_RESPONSE'] as const) {
        expect(ERROR_MESSAGES[language][code], `${language} ${code}`).not.toBe('');
      }
    }
  });

  it('fills the {name} placeholders and keeps unknown ones', () => {
    expect(errorText('WRONG_PAYMENT_PASSWORD', 'EN', { left: 2 })).toBe(
      'Wrong payment password. Attempts left: 2.',
    );
    expect(errorText('AMOUNT_OUT_OF_RANGE', 'PT', { min: '10' })).toBe(
      'O valor deve estar entre 10 e {max}.',
    );
  });

  it('knows its own codes only', () => {
    expect(isMessageCode('NETWORK_ERROR')).toBe(true);
    expect(isMessageCode('toString')).toBe(false);
  });
});
