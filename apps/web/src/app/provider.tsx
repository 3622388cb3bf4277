import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { ToastProvider } from '@/components/toast';
import { CustomerServiceProvider } from '@/features/customer-service';
import { UpdatePrompt } from '@/features/pwa';
import { MerchantEffects } from './merchant-effects';
import { queryClient } from './query-client';
import { SiteFailed } from './root-error';

/**
 * Everything around the router: error boundary, server state, toasts, the merchant's dress
 * (theme colours, language, image hosts) and customer service. i18n is initialised before render
 * (main.tsx); the theme is applied before paint (index.html); the session is read from storage
 * where it lives (features/session), so neither needs a provider.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => <SiteFailed />}>
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
