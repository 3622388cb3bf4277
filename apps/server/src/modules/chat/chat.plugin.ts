import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { databaseName } from './chat.repository.ts';
import { type ChatBus, inProcessChatBus, redisChatBus } from './chat-bus.ts';
import type { ChatContext } from './chat-context.ts';
import { ChatHub } from './chat-hub.ts';
import { MemberBudget } from './chat-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live chat of this process: its bus to the other processes, its sockets, its budgets. */
    chat: ChatContext;
  }
}

/**
 * Sets up the live chat once for the whole app (its member routes live under /wps, its console
 * routes under /ops, and both share the sockets): with Redis, processes hear each other's chat
 * news by pub/sub on a channel of this database; without it, this process is alone.
 */
export async function setUpChat(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  const { db, config } = app;
  const bus: ChatBus = redis
    ? redisChatBus(redis, `ficha:chat:${await databaseName(db)}`, (error) =>
        app.log.warn({ err: error }, 'live chat: redis'),
      )
    : inProcessChatBus();
  const hub = new ChatHub();
  bus.subscribe((event) => hub.deliver(event));
  app.decorate('chat', {
    db,
    bus,
    hub,
    sends: new MemberBudget('chat-send', config.rateLimits.chatSends, redis),
    unreadCalls: new MemberBudget('chat-unread', config.rateLimits.chatUnread, redis),
  } satisfies ChatContext);
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', async () => bus.close());
}
