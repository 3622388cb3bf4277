interface NavigatorWithStandalone extends Navigator {
  standalone?: boolean;
}

/**
 * Spec section 3 'Registration payload': registerMethod APP, H5, PWA or WEBCLIP. APP is the native
 * shell's, which this web build is not: an iOS home-screen clip reports navigator.standalone, an
 * installed PWA the standalone display mode, anything else is the plain mobile site.
 */
export function registerMethod(): 'H5' | 'PWA' | 'WEBCLIP' {
  if ((navigator as NavigatorWithStandalone).standalone === true) return 'WEBCLIP';
  if (window.matchMedia('(display-mode: standalone)').matches) return 'PWA';
  return 'H5';
}
