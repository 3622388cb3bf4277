import { EventEmitter } from 'node:events';
import type { ChatMessage, ChatSender, ConversationRow } from '@ficha/contract';
import type { Redis } from 'ioredis';

/**
 * How the processes serving the chat tell each other what happened, as the studio's shared rounds
 * do (shared-rounds/round-bus.ts): with Redis every process (the sender too) hears each event
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

export interface ChatBus {
  publish(event: ChatEvent): Promise<void>;
  subscribe(listener: (event: ChatEvent) => void): void;
  close(): Promise<void>;
}

export function inProcessChatBus(): ChatBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      // Later, as Redis would deliver it: the publisher's own answer goes first.
      setImmediate(() => emitter.emit('event', event));
    },
    subscribe(listener) {
      emitter.on('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** Pub/sub on `channel`; subscribing needs a connection of its own (a subscribed one cannot publish). */
export function redisChatBus(redis: Redis, channel: string, onError: (error: unknown) => void): ChatBus {
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  subscriber.on('error', onError);
  const listeners: Array<(event: ChatEvent) => void> = [];
  const deliver = (event: ChatEvent) => {
    for (const listener of listeners) listener(event);
  };
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      deliver(JSON.parse(text) as ChatEvent);
    } catch {
      // Not ours: ignored.
    }
  });
  // Not awaited: with Redis down at start-up this process still serves its own sockets.
  subscriber.subscribe(channel).catch(onError);
  return {
    async publish(event) {
      try {
        await redis.publish(channel, JSON.stringify(event));
      } catch (error) {
        // Redis away: this process's sockets still hear it; the others reload from the database.
        onError(error);
        deliver(event);
      }
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      listeners.length = 0;
      subscriber.disconnect();
    },
  };
}
