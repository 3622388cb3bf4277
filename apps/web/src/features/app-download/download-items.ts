import type { Whitelabel } from '@ficha/contract';
import type { IconName } from '@/components/icon';
import type { TranslationKey } from '@/i18n/keys';

type DownloadLink = Whitelabel['downloadLinks'][number];

export type DownloadItemKind = 'shortcut' | 'webApp' | 'android' | 'profile' | 'ios';

export interface DownloadItem {
  kind: DownloadItemKind;
  url?: string;
  labelKey: TranslationKey;
  hintKey: TranslationKey;
  icon: IconName;
}

export interface DeviceFacts {
  isIOS: boolean;
  isIOSSafari: boolean;
  isStandalone: boolean;
  canInstallWebApp: boolean;
}

function linkOf(links: readonly DownloadLink[], type: DownloadLink['resourceType']): string | undefined {
  return links.find((link) => link.resourceType === type && link.url)?.url;
}

/**
 * Spec section 2 'Download popup items (by device)': home-screen shortcut (iOS Safari, not
 * installed); Android app (not iOS); profile install (MOBILECONFIG link, iOS, not yet added);
 * iOS app (IOS link present). The browser's own install prompt is offered where it exists
 * (Android Chrome), which the spec's installable PWA needs.
 */
export function downloadItems(links: readonly DownloadLink[], device: DeviceFacts): DownloadItem[] {
  const items: DownloadItem[] = [];
  const android = linkOf(links, 'Android');
  const profile = linkOf(links, 'MOBILECONFIG');
  const ios = linkOf(links, 'IOS');

  if (device.isIOSSafari && !device.isStandalone) {
    items.push({
      kind: 'shortcut',
      labelKey: 'download.shortcut',
      hintKey: 'download.shortcutHint',
      icon: 'plusSquare',
    });
  }
  if (device.canInstallWebApp && !device.isIOS && !device.isStandalone) {
    items.push({
      kind: 'webApp',
      labelKey: 'download.webApp',
      hintKey: 'download.webAppHint',
      icon: 'phone',
    });
  }
  if (android && !device.isIOS) {
    items.push({
      kind: 'android',
      url: android,
      labelKey: 'download.android',
      hintKey: 'download.androidHint',
      icon: 'android',
    });
  }
  // A profile that is installed opens the site as a web clip, i.e. standalone: then it is "added".
  if (profile && device.isIOS && !device.isStandalone) {
    items.push({
      kind: 'profile',
      url: profile,
      labelKey: 'download.profile',
      hintKey: 'download.profileHint',
      icon: 'download',
    });
  }
  if (ios) {
    items.push({
      kind: 'ios',
      url: ios,
      labelKey: 'download.ios',
      hintKey: 'download.iosHint',
      icon: 'apple',
    });
  }
  return items;
}

/** Spec section 2 'Page shell': the download button needs the APP_WINDOW flag and download links. */
export function hasDownloadLinks(links: readonly DownloadLink[]): boolean {
  return links.some((link) => link.resourceType !== 'AppDownloadIcon' && link.url !== '');
}
