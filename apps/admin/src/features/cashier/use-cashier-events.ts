import { type CashierEvent, cashierEventSchema } from '@ficha/contract';
import { useEffect, useRef, useState } from 'react';
import { apiHeaders } from '@/lib/api-client';

const RETRY_MS = 3_000;

/** Splits a server-sent event stream into its events (blank-line separated blocks). */
export function parseEvents(buffer: string): {
  events: Array<{ event: string; data: string }>;
  rest: string;
} {
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trim());
    }
    return data.length ? [{ event, data: data.join('\n') }] : [];
  });
  return { events, rest };
}

/**
 * Follows GET /ops/api/v1/cashier/events (issue 15 part 5: new requests appear without a reload).
 * Read with fetch rather than EventSource so the token goes in the Authorization header, never in
 * a URL; reconnects after a drop. Answers whether the stream is open.
 */
export function useCashierEvents(onEvent: (event: CashierEvent) => void): boolean {
  const [live, setLive] = useState(false);
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      try {
        const res = await fetch('/ops/api/v1/cashier/events', {
          headers: { ...apiHeaders(), accept: 'text/event-stream' },
          signal: abort.signal,
        });
        if (!res.ok || !res.body) throw new Error(String(res.status));
        setLive(true);
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEvents(buffer + decoder.decode(value, { stream: true }));
          buffer = parsed.rest;
          for (const e of parsed.events) {
            const event =
              e.event === 'cashier' ? cashierEventSchema.safeParse(JSON.parse(e.data)) : undefined;
            if (event?.success) handler.current(event.data);
          }
        }
      } catch {
        // Dropped or refused: tried again below unless the screen closed.
      }
      setLive(false);
      if (!abort.signal.aborted) retry = setTimeout(connect, RETRY_MS);
    };
    void connect();
    return () => {
      abort.abort();
      clearTimeout(retry);
    };
  }, []);
  return live;
}
