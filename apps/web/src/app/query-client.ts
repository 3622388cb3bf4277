import { QueryCache, QueryClient } from '@tanstack/react-query';
import { statusQuery } from '@/features/system';
import { ApiError } from '@/lib/api-client';

// Worth one more try: the network or the server hiccuped. A refusal (4xx codes) will not change.
const RETRYABLE_CODES = new Set(['NETWORK_ERROR', 'BAD_RESPONSE', 'INTERNAL', 'RATE_LIMITED']);

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error) => {
      // Any call refused for maintenance or region means the status changed: ask for it now.
      if (error instanceof ApiError && (error.code === 'MAINTENANCE' || error.code === 'REGION_RESTRICTED')) {
        void queryClient.invalidateQueries({ queryKey: statusQuery.queryKey });
      }
    },
  }),
  defaultOptions: {
    queries: {
      retry: (failureCount, error) =>
        failureCount < 2 && (!(error instanceof ApiError) || RETRYABLE_CODES.has(error.code)),
      // Phones switch apps constantly; focus is no reason to reload the frame.
      refetchOnWindowFocus: false,
      // Offline, fail to the error state with its retry instead of a skeleton that never ends;
      // coming back online refetches (refetchOnReconnect).
      networkMode: 'always',
    },
  },
});
