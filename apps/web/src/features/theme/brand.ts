import type { Whitelabel } from '@ficha/contract';
import { storageKeys } from '@/config/storage-keys';
import { writeStored } from '@/lib/storage';
import { readableOn } from './contrast';

type Brand = Whitelabel['brand'];

const BRAND_VARIABLES: Record<keyof Brand, string> = {
  primary: '--brand-primary',
  primaryContrast: '--brand-primary-contrast',
  accent: '--brand-accent',
};

// Read by index.html's first-paint script too, from the stored brand's onPrimary.
const ON_PRIMARY_VARIABLE = '--brand-on-primary';

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
  // Text on a selected chip: the operator's contrast colour only when it is readable (hardening 20).
  const onPrimary =
    valid.primary && valid.primaryContrast ? readableOn(valid.primary, valid.primaryContrast) : undefined;
  if (onPrimary) style.setProperty(ON_PRIMARY_VARIABLE, onPrimary);
  else style.removeProperty(ON_PRIMARY_VARIABLE);
  writeStored(storageKeys.brand, JSON.stringify({ ...valid, onPrimary }));
}
