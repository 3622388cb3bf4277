/**
 * Every key this site keeps in the browser. `MC_SESSION_INFO` and `status` are the spec's names
 * (section 3 "Session info", "Cached locally"); the inline script in index.html reads theme,
 * language and brand before first paint and must stay in step with these.
 */
export const storageKeys = {
  session: 'MC_SESSION_INFO',
  status: 'status',
  theme: 'theme',
  language: 'language',
  brand: 'brand',
  domainRoute: 'domainRoute',
  appBannerClosed: 'appBannerClosed',
  chunkReload: 'chunkReload',
  /** Spec section 3 'Cached locally': the vendor sorting, shown at once on the next visit. */
  vendorSorting: 'getVassGameType',
  /** Spec section 3 'Cached locally': the lottery's catalogue games, and its open games by kind. */
  gameLotts: 'getGameLotts',
  lottList: 'lottList',
  elottList: 'elottList',
  /** Spec section 3 'Popup state': the announcement popup's show flag and the pairs it showed. */
  popupState: 'popupState',
} as const;
