import { describe, expect, it } from 'vitest';
import { chipFace } from './wheel-look.ts';

describe('chipFace', () => {
  it("writes cents with the language's decimal sign and whole amounts bare", () => {
    expect(chipFace(50n, 'PT')).toBe('0,50');
    expect(chipFace(50n, 'EN')).toBe('0.50');
    expect(chipFace(500n, 'PT')).toBe('5');
    expect(chipFace(100_000n, 'EN')).toBe('1K');
  });
});
