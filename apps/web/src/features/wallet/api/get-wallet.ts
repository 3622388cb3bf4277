import type { WalletSummary } from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueryMeta, useSession } from '@/features/session';
import { merchantQueryFn } from '@/features/system';
import { apiGet, apiSend } from '@/lib/api-client';
import { walletKeys } from './wallet-keys';

export function getWallet(signal?: AbortSignal): Promise<WalletSummary> {
  return apiGet<WalletSummary>('/wps/wallets/gcs', { signal });
}

/** Seamless wallet: gathers every game wallet into the main one and answers the balance. */
export function transferWallet(): Promise<WalletSummary> {
  return apiSend<WalletSummary>('POST', '/wps/relay/GCS_walletTransfer');
}

/** Spec section 3 'Wallet': sumBalance and currencySymbol of the signed-in account (any type). */
export function useWallet() {
  const session = useSession();
  return useQuery({
    queryKey: walletKeys.summary(session.userName ?? ''),
    queryFn: merchantQueryFn(getWallet),
    enabled: session.isLoggedIn,
    meta: sessionQueryMeta,
    staleTime: 30_000,
    // Back from a game or a payment page in another tab or app, the balance has likely moved
    // (hardening 14): read it again however fresh it was.
    refetchOnWindowFocus: 'always',
  });
}

/**
 * The widget's refresh button (spec section 4 'Balance': refreshing). GCS_walletTransfer answers
 * the fresh balance itself, so it is written straight into the cache without a second call.
 */
export function useRefreshWallet() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferWallet,
    onSuccess: (summary) => queryClient.setQueryData(walletKeys.summary(session.userName ?? ''), summary),
  });
}

/** After a deposit or a withdrawal every balance and statement on screen is out of date. */
export function useInvalidateWallet(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: walletKeys.all });
}

/**
 * A game moves the balance without this site seeing it: when the player leaves the game screen
 * (its close button, the phone's back, any route change) every balance on screen is read again
 * (hardening 14).
 */
export function useInvalidateWalletOnLeave(): void {
  const queryClient = useQueryClient();
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: walletKeys.all }), [queryClient]);
}
