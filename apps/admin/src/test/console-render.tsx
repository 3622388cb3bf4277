import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { SessionProvider, useSession } from '@/app/session';

/** A request the console made, as the fake server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

type Reply = { status?: number; code?: string; message?: string; value: unknown };

/**
 * The network under a console screen: `answer` gives each /ops/api/v1 request its envelope, as
 * the server would; the signed-in session is a platform ADMIN of FICHA unless told.
 */
export function fakeOpsServer(
  answer: (request: SeenRequest) => Reply | undefined,
  session: Record<string, unknown> = {},
) {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://console.test');
    const request: SeenRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace('/ops/api/v1', ''),
      params: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    seen.push(request);
    const reply: Reply | undefined =
      request.path === '/console/session'
        ? {
            value: {
              staffId: 1,
              username: 'operador',
              role: 'ADMIN',
              merchantId: null,
              merchants: [{ id: 1, code: 'FICHA', name: 'Ficha', currency: 'BRL' }],
              ...session,
            },
          }
        : answer(request);
    const status = reply?.status ?? (reply ? 200 : 404);
    const success = status < 400;
    return new Response(
      JSON.stringify({
        success,
        code: reply?.code ?? (success ? 'OK' : 'NOT_FOUND'),
        message: reply?.message ?? '',
        value: reply?.value ?? null,
      }),
      { status, headers: { 'content-type': 'application/json' } },
    );
  });
  return seen;
}

/** A console screen signed in, with its providers, as the app renders it. */
export function renderScreen(screen: ReactNode) {
  sessionStorage.setItem('ficha-admin-token', 'test-token');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <SessionProvider>
          <MemoryRouter>
            <SignedIn>{screen}</SignedIn>
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

function SignedIn({ children }: { children: ReactNode }) {
  const { session } = useSession();
  return session ? <>{children}</> : null;
}
