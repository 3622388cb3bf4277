import type { Whitelabel } from '@ficha/contract';
import { storageKeys } from '@/config/storage-keys';
import { writeStored } from '@/lib/storage';

type Brand = Whitelabel['brand'];

const BRAND_VARIABLES: Record<keyof Brand, string> = {
  primary: '--brand-primary',
  primaryContrast: '--brand-primary-contrast',
  accent: '--brand-accent',
};

/**
 * Dresses the site in the merchant's colours (DESIGN section 6) by overriding the --brand-*
 * variables, and remembers them so the next visit paints in them from the first frame.
 */
export function applyBrand(brand: Brand): void {
  const style = document.documentElement.style;
  const valid: Partial<Brand> = {};
  for (const key of Object.keys(BRAND_VARIABLES) as (keyof Brand)[]) {
    const colour = brand[key];
    // Operator data: a typo must not wipe the default colour.
    if (!CSS.supports('color', colour)) continue;
    style.setProperty(BRAND_VARIABLES[key], colour);
    valid[key] = colour;
  }
  writeStored(storageKeys.brand, JSON.stringify(valid));
}
