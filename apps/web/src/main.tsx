import './styles/tokens.css';
import './styles/base.css';
import './styles/patterns.css';
import './styles/home-shell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadFirstBanner } from './app/home-banners';
import { AppProvider } from './app/provider';
import { queryClient } from './app/query-client';
import { AppRouter } from './app/router';
import { isHomePath } from './config/paths';
import { captureInstallPrompt } from './features/app-download';
import { consolidatedQuery, restoreMerchant, statusQuery, takeBootAnswers } from './features/system';
import { bootLanguage, initI18n } from './i18n';

captureInstallPrompt();
restoreMerchant();
const language = bootLanguage();
// initI18n sets the Language header at once; the boot calls then travel while the file loads.
const i18nReady = initI18n(language);
// The home page may arrive with the merchant and its settings written in: no wait for them then.
takeBootAnswers(queryClient, language);
void queryClient.prefetchQuery(statusQuery);
const isHome = isHomePath(window.location.pathname);
const consolidated = consolidatedQuery(language);
void queryClient.prefetchQuery(consolidated).then(() => {
  const settings = queryClient.getQueryData(consolidated.queryKey);
  // The first banner is the home's largest paint: asked for before the home screen's code runs.
  if (isHome && settings) preloadFirstBanner(settings);
});
// Most visits land on home: fetch its screen chunk alongside, not after the first render. The
// static shell of index.html shows meanwhile; React takes over once the chunk is here, so its first
// frame is the home frame and not the generic page skeleton between them.
const homeReady = isHome ? import('./app/routes/home').catch(() => undefined) : undefined;

void Promise.all([i18nReady, homeReady]).then(() => {
  const root = document.getElementById('root');
  if (!root) return;
  // A transition renders in slices that yield to the browser, not in one long blocking task; the
  // static shell stays on screen until the commit replaces it.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
});
