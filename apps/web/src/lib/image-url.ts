import { cdnOf, type ImageHosts, imageAddresses } from '@ficha/contract';

export type { ImageHosts };

// One pick per page load and list, so every image of a visit shares one host and its cache.
const pickedCdn = new Map<string, string>();

/**
 * The CDN the server asked the first home banner from, when the home page arrived with it
 * (apps/server/src/plugins/home-page.ts): the visit keeps that host, so the banner downloads once.
 */
function serverPick(cdns: readonly string[]): string | undefined {
  const href = document.getElementById('ficha-first-banner')?.getAttribute('href');
  return href ? cdnOf(href, cdns) : undefined;
}

function pickCdn(cdns: readonly string[]): string | undefined {
  if (cdns.length === 0) return undefined;
  const key = cdns.join('|');
  let host = pickedCdn.get(key);
  if (host === undefined) {
    host = serverPick(cdns) ?? cdns[Math.floor(Math.random() * cdns.length)] ?? '';
    pickedCdn.set(key, host);
  }
  return host || undefined;
}

/** Addresses to try in order (spec section 9): a CDN picked at random, default host, plain URL. */
export function imageCandidates(url: string, hosts: ImageHosts | undefined): string[] {
  return imageAddresses(url, hosts, hosts ? pickCdn(hosts.imageCdns) : undefined);
}
