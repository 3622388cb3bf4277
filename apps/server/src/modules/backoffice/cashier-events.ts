import type { CashierEvent } from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { changeFeedOf, EVERY_TABLE } from '../../db/change-feed.ts';
import { AppError } from '../../lib/app-error.ts';
import { signedInStaff } from '../staff/ops-access.ts';

// Keeps proxies and load balancers from closing a quiet stream.
const HEARTBEAT_MS = 25_000;

const QUEUES: Record<string, CashierEvent['queue']> = {
  deposit_orders: 'deposits',
  withdrawal_orders: 'withdrawals',
};

/**
 * What a change notice means to a cashier: migration 0017 notifies `cashier:<table>:<merchant>`
 * for every written order, at commit, from whichever process wrote it. A feed that was deaf for a
 * while (EVERY_TABLE) may have missed some: every queue is reloaded.
 */
export function cashierEventOf(
  notice: string,
  merchantScope: readonly number[] | null,
): CashierEvent | undefined {
  if (notice === EVERY_TABLE) return { queue: 'all', merchantId: null };
  const [prefix, table, merchant] = notice.split(':');
  const queue = table ? QUEUES[table] : undefined;
  const merchantId = Number(merchant);
  if (prefix !== 'cashier' || !queue || !Number.isInteger(merchantId)) return undefined;
  if (merchantScope !== null && !merchantScope.includes(merchantId)) return undefined;
  return { queue, merchantId };
}

/**
 * GET /ops/api/v1/cashier/events: server-sent events telling the console a deposit or withdrawal
 * of the staff member's merchant was requested or decided (issue 15 part 5, "new requests appear
 * live without a reload"). Events carry no order data: the console reloads the queue through the
 * scoped list routes. Across processes through PostgreSQL's LISTEN (db/change-feed.ts).
 */
export async function cashierEventRoutes(app: FastifyInstance): Promise<void> {
  // Open streams end when the server closes; otherwise closing would wait for them forever.
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });
  app.get(
    '/ops/api/v1/cashier/events',
    {
      config: { permission: 'withdrawals.read' },
      schema: {
        tags: ['operator'],
        summary: 'Live cashier events (text/event-stream): `event: cashier`, data {queue, merchantId}',
        description:
          'Send `Accept: text/event-stream` and the staff token as `Authorization: Bearer`. An event says which queue changed; reload it ' +
          'with GET /ops/api/v1/deposits or /withdrawals. `queue: all` after the server lost its feed.',
      },
    },
    async (req, reply) => {
      const staff = signedInStaff(req);
      // Only a client that asks for the stream gets one (EventSource and the console send this);
      // anything else is answered at once, so no stray request holds a connection open.
      if (!String(req.headers.accept ?? '').includes('text/event-stream')) {
        throw new AppError('BAD_REQUEST', { accept: 'text/event-stream' });
      }
      const feed = changeFeedOf(app.db);
      const headers = { ...reply.getHeaders() } as Record<string, string>;
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      out.write('retry: 3000\n: connected\n\n');
      const stop = feed?.onChange((notice) => {
        const event = cashierEventOf(notice, staff.merchantIds);
        if (event) out.write(`event: cashier\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => out.write(': ping\n\n'), HEARTBEAT_MS);
      const close = () => {
        stop?.();
        clearInterval(heartbeat);
        streams.delete(end);
      };
      const end = () => {
        close();
        out.end();
      };
      streams.add(end);
      req.raw.on('close', close);
    },
  );
}
