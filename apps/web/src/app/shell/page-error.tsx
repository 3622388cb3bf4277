import { useEffect } from 'react';
import { ErrorRetry } from '@/components/error-retry';
import { storageKeys } from '@/config/storage-keys';
import { readStored, writeStored } from '@/lib/storage';
import { PageSkeleton } from './page-skeleton';

/** A screen's code that failed to load: usually a new release replaced the old chunk files. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/**
 * Spec section 8 'Async route load fails': logged, a loader shows. The page reloads once to pick
 * up the new release; any other failure shows a retry.
 */
export function PageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const chunkFailed = isChunkLoadError(error);
  const reloadedBefore = readStored(storageKeys.chunkReload, 'session') === '1';

  useEffect(() => {
    console.error('Screen failed', error);
    if (chunkFailed && !reloadedBefore && navigator.onLine) {
      writeStored(storageKeys.chunkReload, '1', 'session');
      window.location.reload();
    }
  }, [error, chunkFailed, reloadedBefore]);

  if (chunkFailed && !reloadedBefore && navigator.onLine) return <PageSkeleton />;
  return (
    <ErrorRetry
      error={error}
      // A failed import stays failed in this page's module map: only a reload fetches it again.
      onRetry={chunkFailed ? () => window.location.reload() : onRetry}
    />
  );
}
