/** Device facts for the download rules of spec section 2 ("Download popup items (by device)"). */

interface NavigatorWithStandalone extends Navigator {
  standalone?: boolean;
}

export function isIOS(): boolean {
  const ua = navigator.userAgent;
  // iPadOS 13+ reports itself as a Mac; touch points give it away.
  return /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

/** Real Safari on iOS: in-app browsers and other iOS browsers cannot install profiles or web clips. */
export function isIOSSafari(): boolean {
  const ua = navigator.userAgent;
  return (
    isIOS() && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram|Line\//.test(ua)
  );
}

/** Running as the installed PWA or an iOS home-screen web clip. */
export function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as NavigatorWithStandalone).standalone === true
  );
}
