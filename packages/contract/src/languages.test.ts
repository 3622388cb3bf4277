import { describe, expect, it } from 'vitest';
import { normalizeLanguage } from './languages.ts';

describe('normalizeLanguage', () => {
  it('accepts the spec codes and BCP 47 tags', () => {
    expect(normalizeLanguage('PT')).toBe('PT');
    expect(normalizeLanguage('pt-BR')).toBe('PT');
    expect(normalizeLanguage('PT-BR')).toBe('PT');
    expect(normalizeLanguage('en-US')).toBe('EN');
  });

  it('refuses what the platform has no translation for', () => {
    expect(normalizeLanguage('XX')).toBeUndefined();
    expect(normalizeLanguage('')).toBeUndefined();
    expect(normalizeLanguage(undefined)).toBeUndefined();
  });
});
