import type { Banner, Consolidated } from './api/system.ts';

/**
 * Image addresses (spec section 9): answers carry relative URLs; an image is asked for on one of
 * the merchant's image CDNs, then on its default image host, then at the plain URL. The site and
 * the server's home page (which writes the first banner into the page) use the same rule.
 */
export interface ImageHosts {
  imageCdns: readonly string[];
  defaultImageHost: string;
}

function isAbsolute(url: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

function onHost(host: string, url: string): string {
  return `${host.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** Addresses to try in order: `cdn` (one of the image CDNs), default host, plain URL; no duplicates. */
export function imageAddresses(
  url: string,
  hosts: ImageHosts | undefined,
  cdn: string | undefined,
): string[] {
  if (!url) return [];
  if (isAbsolute(url) || !hosts) return [url];
  const candidates: string[] = [];
  if (cdn) candidates.push(onHost(cdn, url));
  if (hosts.defaultImageHost) candidates.push(onHost(hosts.defaultImageHost, url));
  candidates.push(url);
  return [...new Set(candidates)];
}

/** The image CDN an address is on, if it is on one of them. */
export function cdnOf(address: string, cdns: readonly string[]): string | undefined {
  return cdns.find((cdn) => cdn !== '' && address.startsWith(`${cdn.replace(/\/+$/, '')}/`));
}

/** Spec section 2: the home shows m_home banners, and m_live ones only when the site has a live model. */
export function homeBanners({ banners, whitelabel }: Pick<Consolidated, 'banners' | 'whitelabel'>): Banner[] {
  return banners.filter(
    (banner) =>
      banner.groupName === 'm_home' || (banner.groupName === 'm_live' && whitelabel.flags.LIVE_MODEL),
  );
}
