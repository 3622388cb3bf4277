import { lazy } from 'react';

// Opened by a tap, so kept out of the home page's first load: the sheet and its CSS load on demand.
export const DownloadSheet = lazy(async () => ({
  default: (await import('./components/download-sheet')).DownloadSheet,
}));
