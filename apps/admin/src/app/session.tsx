import type { ConsoleSession } from '@ficha/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { api, setApiSession } from '@/lib/api-client';

/**
 * The staff session: the token (kept for this browser tab only), who is signed in and the
 * merchant the console looks at (platform staff switch between merchants).
 */

const TOKEN_KEY = 'ficha-admin-token';
const MERCHANT_KEY = 'ficha-admin-merchant';

interface SessionValue {
  token: string | undefined;
  session: ConsoleSession | undefined;
  isLoading: boolean;
  signIn: (token: string) => void;
  signOut: () => void;
  /** The merchant the screens show. */
  merchantId: number | undefined;
  setMerchantId: (id: number) => void;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(() => sessionStorage.getItem(TOKEN_KEY) ?? undefined);
  const [chosen, setChosen] = useState(() => Number(localStorage.getItem(MERCHANT_KEY)) || undefined);

  const signOut = useCallback(() => {
    sessionStorage.removeItem(TOKEN_KEY);
    setApiSession(undefined, () => {});
    setToken(undefined);
    queryClient.clear();
  }, [queryClient]);
  // Set during render, so the first queries of a restored session already carry the token.
  setApiSession(token, signOut);

  const signIn = useCallback((next: string) => {
    sessionStorage.setItem(TOKEN_KEY, next);
    setApiSession(next, () => {});
    setToken(next);
  }, []);

  const query = useQuery({
    queryKey: ['console-session', token],
    queryFn: () => api<ConsoleSession>('GET', '/console/session'),
    enabled: token !== undefined,
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (query.error) signOut();
  }, [query.error, signOut]);

  const merchants = query.data?.merchants ?? [];
  const merchantId = merchants.some((m) => m.id === chosen) ? chosen : merchants[0]?.id;
  const setMerchantId = useCallback((id: number) => {
    localStorage.setItem(MERCHANT_KEY, String(id));
    setChosen(id);
  }, []);

  const value = useMemo(
    () => ({
      token,
      session: query.data,
      isLoading: token !== undefined && query.isPending,
      signIn,
      signOut,
      merchantId,
      setMerchantId,
    }),
    [token, query.data, query.isPending, signIn, signOut, merchantId, setMerchantId],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The signed-in session; only inside the layout, which renders nothing without one. */
export function useStaff() {
  const { session, merchantId } = useSession();
  if (!session) throw new Error('useStaff outside a signed-in layout');
  const merchant = session.merchants.find((m) => m.id === merchantId) ?? session.merchants[0];
  return { session, merchant };
}
