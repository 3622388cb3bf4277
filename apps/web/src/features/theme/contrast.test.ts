import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, parseColour, readableOn } from './contrast';

// The demo merchants' brands (apps/server/src/db/seed/demo-merchants.ts) and the site's default.
const BRANDS = {
  ficha: { primary: '#12a150', primaryContrast: '#ffffff' },
  rio: { primary: '#1e4fd8', primaryContrast: '#ffffff' },
  default: { primary: '#f5b81c', primaryContrast: '#1b1300' },
};

describe('selected chip contrast on the brand colour (hardening 20)', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#12a150', '#ffffff')).toBeCloseTo(3.37, 1);
    expect(contrastRatio('rgb(18, 161, 80)', 'rgb(255 255 255)')).toBeCloseTo(3.37, 1);
    expect(parseColour('tomato')).toBeUndefined();
  });

  it('reaches 4.5:1 with every demo brand, keeping the operator colour when it already does', () => {
    for (const brand of Object.values(BRANDS)) {
      const text = readableOn(brand.primary, brand.primaryContrast);
      expect(contrastRatio(brand.primary, text), brand.primary).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    expect(readableOn(BRANDS.rio.primary, BRANDS.rio.primaryContrast)).toBe('#ffffff');
    expect(readableOn(BRANDS.default.primary, BRANDS.default.primaryContrast)).toBe('#1b1300');
    expect(readableOn(BRANDS.ficha.primary, BRANDS.ficha.primaryContrast)).toBe('#10172a');
  });

  it('picks the better of dark and light text for any brand colour', () => {
    for (const primary of ['#ffeb3b', '#00bcd4', '#9c27b0', '#ff5722', '#777777', '#2e7d32']) {
      const text = readableOn(primary, primary);
      expect(contrastRatio(primary, text), primary).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});
