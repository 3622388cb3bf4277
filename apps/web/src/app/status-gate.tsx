import { type ReactNode, Suspense, useState } from 'react';
import { LanguagePicker } from '@/features/language';
import { StatusPage, useSystemStatus } from '@/features/system';

/**
 * Spec section 4 'System status': the cached status shows at once and is refreshed; 0 shows the
 * site, 1 the maintenance page, 2 the access-restricted page, with no site chrome behind them.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { data, refetch } = useSystemStatus();
  // Only the player's own retry shows as busy, not the background refreshes.
  const [isRetrying, setRetrying] = useState(false);
  if (!data || data.status === 0) return children;

  const handleRetry = () => {
    setRetrying(true);
    void refetch().finally(() => setRetrying(false));
  };

  return (
    <Suspense fallback={null}>
      <StatusPage
        status={data}
        onRetry={handleRetry}
        isRetrying={isRetrying}
        toolbar={<LanguagePicker variant="inline" />}
      />
    </Suspense>
  );
}
