import type { ChatMessage, ChatSender, ConversationRow } from '@ficha/contract';
import type { Redis } from 'ioredis';
import { type EventBus, inProcessEventBus, redisEventBus } from '../../lib/event-bus.ts';

/**
 * How the processes serving the chat tell each other what happened, on the bus the studio's shared
 * rounds use too (lib/event-bus.ts): with Redis every process (the sender too) hears each event
 * through pub/sub on one channel per database; without it the process is alone and an in-process
 * emitter does. Events are sent after their transaction committed: the database stays the truth,
 * and a socket that missed one reloads the history on reconnect.
 */

/** Whose conversation: `m:<member id>` or `v:<visitor id>`. */
export type PartyKey = `m:${string}` | `v:${string}`;

export type ChatEvent =
  | {
      kind: 'message';
      merchantId: number;
      party: PartyKey;
      message: ChatMessage;
      conversation: ConversationRow;
    }
  | {
      kind: 'typing';
      merchantId: number;
      party: PartyKey;
      conversationId: string;
      sender: ChatSender;
    }
  | {
      kind: 'read';
      merchantId: number;
      party: PartyKey;
      conversationId: string;
      reader: ChatSender;
      upTo: string;
    }
  | {
      kind: 'conversation';
      merchantId: number;
      conversation: ConversationRow;
      /** Set when the member's side changed (a visitor's chat joined to their account). */
      party?: PartyKey;
    };

export type ChatBus = EventBus<ChatEvent>;

export const inProcessChatBus = (): ChatBus => inProcessEventBus<ChatEvent>();

/** Pub/sub on `channel`; with Redis away the others reload from the database on reconnect. */
export const redisChatBus = (redis: Redis, channel: string, onError: (error: unknown) => void): ChatBus =>
  redisEventBus<ChatEvent>(redis, channel, onError);
