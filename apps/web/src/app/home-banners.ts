import type { Banner, Consolidated } from '@ficha/contract';
import { imageCandidates } from '@/lib/image-url';

/** Spec section 2: the home shows m_home banners, and m_live ones only when the site has a live model. */
export function homeBanners({ banners, whitelabel }: Consolidated): Banner[] {
  return banners.filter(
    (banner) =>
      banner.groupName === 'm_home' || (banner.groupName === 'm_live' && whitelabel.flags.LIVE_MODEL),
  );
}

/**
 * The first home banner is the largest thing a phone paints on the home page. Asking for it as soon
 * as the merchant's settings arrive, before the home screen's code has run, saves that wait; the
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
