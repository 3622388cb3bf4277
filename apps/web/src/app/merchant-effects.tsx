import { type ReactNode, useEffect, useMemo } from 'react';
import { ImageHostsContext } from '@/components/smart-image';
import { useMerchantLanguage } from '@/features/language';
import { useWhitelabel } from '@/features/system';
import { applyBrand } from '@/features/theme';

/**
 * Dresses the site as the host's merchant (DESIGN section 6): brand colours, the merchant's
 * default language, and the image hosts every image resolves against (spec section 9).
 */
export function MerchantEffects({ children }: { children: ReactNode }) {
  const whitelabel = useWhitelabel();
  useMerchantLanguage();

  const brand = whitelabel?.brand;
  useEffect(() => {
    if (brand) applyBrand(brand);
  }, [brand]);

  const imageCdns = whitelabel?.imageCdns;
  const defaultImageHost = whitelabel?.defaultImageHost;
  const hosts = useMemo(
    () => (imageCdns && defaultImageHost !== undefined ? { imageCdns, defaultImageHost } : undefined),
    [imageCdns, defaultImageHost],
  );

  return <ImageHostsContext.Provider value={hosts}>{children}</ImageHostsContext.Provider>;
}
