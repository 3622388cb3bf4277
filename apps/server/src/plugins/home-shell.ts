import { type Consolidated, homeBanners, type ImageHosts, imageAddresses } from '@ficha/contract';

/**
 * The top of the home as plain HTML, written by the server into index.html's static shell (see
 * home-page.ts): the app banner and the first banner, the page's largest paint. A phone then shows
 * the banner as soon as its image arrives, without waiting for the site's JavaScript; React's first
 * frame draws the same things in the same places (apps/web/src/features/home: app-download-banner,
 * banner-carousel; their rules are in apps/web/src/styles/home-shell.css).
 */
export interface HomeShell {
  /** For the head: the first banner asked for at once, at high priority. */
  preload: string;
  appBanner: string;
  firstBanner: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

// The texts of apps/web/src/i18n (home.appBannerTitle, action.download), both
// languages: the shell's inline script shows the visitor's (as the bottom menu of index.html does).
const TEXT = {
  title: { pt: (name: string) => `Baixe o app ${name}`, en: (name: string) => `Get the ${name} app` },
  download: { pt: 'Baixar', en: 'Download' },
};

const both = (pt: string, en: string) =>
  `<span class="static-shell__pt">${escapeHtml(pt)}</span><span class="static-shell__en">${escapeHtml(en)}</span>`;

const CLOSE_ICON =
  '<svg class="icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.9" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M18 6 6 18M6 6l12 12"></path></svg>';
const PHONE_ICON =
  '<span class="icon-badge icon-badge--solid app-banner__icon" aria-hidden="true"><svg class="icon" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.9" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2"></path></svg></span>';
const DOWNLOAD_ICON =
  '<svg class="icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.9" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M12 3v12M7 10l5 5 5-5M5 21h14"></path></svg>';

/** The shell's parts for a merchant's settings; `cdn` is the image CDN this page asks images from. */
export function homeShell(consolidated: Consolidated, cdn: string | undefined): HomeShell {
  const { whitelabel } = consolidated;
  const hosts: ImageHosts = whitelabel;
  const address = (url: string) => escapeHtml(imageAddresses(url, hosts, cdn)[0] ?? '');
  const first = homeBanners(consolidated)[0];
  const src = first ? address(first.url) : '';
  return {
    preload: src
      ? `<link rel="preload" as="image" href="${src}" fetchpriority="high" id="ficha-first-banner">`
      : '',
    appBanner: appBanner(consolidated, address),
    firstBanner: src
      ? `<div class="home-skeleton__banner home-skeleton__first-banner"><img src="${src}" alt="" fetchpriority="high"></div>`
      : '',
  };
}

/** As apps/web/src/features/home/components/app-download-banner.tsx draws it on a first visit. */
function appBanner({ whitelabel }: Consolidated, address: (url: string) => string): string {
  const icon = whitelabel.downloadLinks.find((link) => link.resourceType === 'AppDownloadIcon')?.url;
  // As the home route decides it (apps/web/src/app/routes/home.tsx); the installed app is told
  // apart by the shell's script (data-standalone), which hides the button there.
  const showDownload =
    whitelabel.flags.APP_WINDOW &&
    whitelabel.downloadLinks.some((link) => link.resourceType !== 'AppDownloadIcon' && link.url !== '');
  return [
    '<aside class="app-banner">',
    `<span class="app-banner__close">${CLOSE_ICON}</span>`,
    icon ? `<img class="app-banner__icon" src="${address(icon)}" alt="" width="40" height="40">` : PHONE_ICON,
    '<div class="app-banner__text">',
    `<p class="app-banner__title">${both(TEXT.title.pt(whitelabel.name), TEXT.title.en(whitelabel.name))}</p>`,
    whitelabel.appBonus ? `<p class="app-banner__bonus">${escapeHtml(whitelabel.appBonus)}</p>` : '',
    '</div>',
    showDownload
      ? `<span class="btn btn--primary btn--sm app-banner__cta">${DOWNLOAD_ICON}${both(TEXT.download.pt, TEXT.download.en)}</span>`
      : '',
    '</aside>',
  ].join('');
}
