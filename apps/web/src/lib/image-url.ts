/**
 * Image addresses (spec section 9): answers carry relative URLs; the image CDN is chosen at random
 * from the merchant's list, with the default image host as fallback, and the plain URL last.
 */

export interface ImageHosts {
  imageCdns: readonly string[];
  defaultImageHost: string;
}

// One pick per page load and list, so every image of a visit shares one host and its cache.
const pickedCdn = new Map<string, string>();

function pickCdn(cdns: readonly string[]): string | undefined {
  if (cdns.length === 0) return undefined;
  const key = cdns.join('|');
  let host = pickedCdn.get(key);
  if (host === undefined) {
    host = cdns[Math.floor(Math.random() * cdns.length)] ?? '';
    pickedCdn.set(key, host);
  }
  return host || undefined;
}

function isAbsolute(url: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

function onHost(host: string, url: string): string {
  return `${host.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** Addresses to try in order: CDN, default host, plain URL (duplicates and empty hosts removed). */
export function imageCandidates(url: string, hosts: ImageHosts | undefined): string[] {
  if (!url) return [];
  if (isAbsolute(url) || !hosts) return [url];
  const candidates: string[] = [];
  const cdn = pickCdn(hosts.imageCdns);
  if (cdn) candidates.push(onHost(cdn, url));
  if (hosts.defaultImageHost) candidates.push(onHost(hosts.defaultImageHost, url));
  candidates.push(url);
  return [...new Set(candidates)];
}
