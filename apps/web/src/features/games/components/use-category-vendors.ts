import { useMemo } from 'react';
import { useVendorSorting, type Vendor, type VendorCategory } from '../api/get-vendor-sorting';
import { isRngFeature } from '../lib/categories';

/**
 * Spec section 4 'Vendor sorting': BGS has its own first category, but its games are slots, so an
 * RNG vendor choice offers BGS first.
 */
export function withBgs(
  content: readonly VendorCategory[],
  category: string,
  vendors: readonly Vendor[],
): readonly Vendor[] {
  if (category !== 'RNG') return vendors;
  const bgs = content.find((item) => item.gameCategory === 'BGS')?.vendorNames ?? [];
  return [...bgs, ...vendors.filter((vendor) => !bgs.some((first) => first.vassalage === vendor.vassalage))];
}

/**
 * The vendors and classifications a category's filter offers: its own entry of the vendor sorting;
 * slot features (MEGAWAY...) use RNG's; NEW and the name search offer every vendor.
 */
export function useCategoryVendors(category: string) {
  const { data } = useVendorSorting();
  return useMemo(() => {
    const content = data?.content ?? [];
    const sortingCategory = isRngFeature(category) ? 'RNG' : category;
    const entry = content.find((item) => item.gameCategory === sortingCategory);
    if (entry)
      return {
        vendors: withBgs(content, sortingCategory, entry.vendorNames),
        classifications: entry.gameClassify,
      };
    if (category !== 'NEW' && category !== '') return { vendors: [], classifications: [] };
    const seen = new Map<string, Vendor>();
    for (const item of content) {
      for (const vendor of item.vendorNames)
        if (!seen.has(vendor.vassalage)) seen.set(vendor.vassalage, vendor);
    }
    return { vendors: [...seen.values()], classifications: [] };
  }, [data, category]);
}
