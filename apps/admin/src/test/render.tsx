import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/** Renders a console component with what the app gives it: Mantine and a fresh query client. */
export function renderConsole(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>{ui}</MantineProvider>
    </QueryClientProvider>,
  );
}

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Stands in for the operator API over fetch: records each request and answers the envelope
 * `answer` gives for it (the server's own shape, success or refusal).
 */
export function fakeOperatorApi(
  answer: (request: SentRequest) => { status?: number; code?: string; message?: string; value?: unknown },
) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const request = {
        method: init.method ?? 'GET',
        url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      sent.push(request);
      const a = answer(request);
      const ok = (a.status ?? 200) < 400;
      return new Response(
        JSON.stringify({
          success: ok,
          code: a.code ?? (ok ? 'OK' : 'BAD_REQUEST'),
          message: a.message ?? '',
          value: a.value ?? null,
        }),
        { status: a.status ?? 200, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return sent;
}
