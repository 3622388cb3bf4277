import { type Consolidated, homeBanners } from '@ficha/contract';
import { imageCandidates } from '@/lib/image-url';

/**
 * The first home banner is the largest thing a phone paints on the home page. The home page
 * usually arrives asking for it already (apps/server/src/plugins/home-page.ts); otherwise it is
 * asked for as soon as the merchant's settings arrive, before the home screen's code has run. The
 * address is the one the banner's image will use (same CDN pick), so the image reuses the download.
 */
export function preloadFirstBanner(consolidated: Consolidated): void {
  const first = homeBanners(consolidated)[0];
  if (!first) return;
  const { imageCdns, defaultImageHost } = consolidated.whitelabel;
  const href = imageCandidates(first.url, { imageCdns, defaultImageHost })[0];
  if (!href || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
