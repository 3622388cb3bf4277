import { lazy } from 'react';

// Rarely needed, so kept out of the first load: the page and its CSS load when a status shows.
export const StatusPage = lazy(async () => ({
  default: (await import('./components/status-page')).StatusPage,
}));
