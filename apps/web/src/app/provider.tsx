import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/error-boundary';
import { StateView } from '@/components/state-view';
import { ToastProvider } from '@/components/toast';
import { CustomerServiceProvider } from '@/features/customer-service';
import { UpdatePrompt } from '@/features/pwa';
import { MerchantEffects } from './merchant-effects';
import { queryClient } from './query-client';

/**
 * Everything around the router: error boundary, server state, toasts, the merchant's dress
 * (theme colours, language, image hosts) and customer service. i18n is initialised before render
 * (main.tsx); the theme is applied before paint (index.html); the session is read from storage
 * where it lives (features/session), so neither needs a provider.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => <AppCrash />}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <MerchantEffects>
            <CustomerServiceProvider>{children}</CustomerServiceProvider>
          </MerchantEffects>
          <UpdatePrompt />
        </ToastProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

function AppCrash() {
  const { t } = useTranslation();
  return (
    <main className="root-error">
      <StateView icon="alert" tone="danger" title={t('state.errorTitle')} description={t('error.unknown')}>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('action.reload')}
        </button>
      </StateView>
    </main>
  );
}
