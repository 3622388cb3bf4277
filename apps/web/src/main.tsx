import './styles/tokens.css';
import './styles/base.css';
import './styles/patterns.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { queryClient } from './app/query-client';
import { AppRouter } from './app/router';
import { isHomePath } from './config/paths';
import { captureInstallPrompt } from './features/app-download';
import { consolidatedQuery, restoreMerchant, statusQuery } from './features/system';
import { bootLanguage, initI18n } from './i18n';

captureInstallPrompt();
restoreMerchant();
const language = bootLanguage();
// initI18n sets the Language header at once; the boot calls then travel while the file loads.
const i18nReady = initI18n(language);
void queryClient.prefetchQuery(statusQuery);
void queryClient.prefetchQuery(consolidatedQuery(language));
// Most visits land on home: fetch its screen chunk alongside, not after the first render.
if (isHomePath(window.location.pathname)) void import('./app/routes/home');

void i18nReady.then(() => {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
