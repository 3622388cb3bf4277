import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/**
 * How the processes serving one feature tell each other what happened (the chat, the studio's
 * shared rounds): with Redis every process (the sender too) hears each event through pub/sub on
 * one channel; without it the process is alone and an in-process emitter does.
 */
export interface EventBus<Event> {
  publish(event: Event): Promise<void>;
  subscribe(listener: (event: Event) => void): void;
  close(): Promise<void>;
}

export function inProcessEventBus<Event>(): EventBus<Event> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      // Later, as Redis would deliver it: the publisher's own work is done first.
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

/**
 * Pub/sub on `channel` (one per database, so processes of another database sharing this Redis
 * never hear these events). Subscribing needs a connection of its own: a subscribed ioredis
 * connection cannot publish.
 */
export function redisEventBus<Event>(
  redis: Redis,
  channel: string,
  onError: (error: unknown) => void,
): EventBus<Event> {
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  subscriber.on('error', onError);
  const listeners: Array<(event: Event) => void> = [];
  const deliver = (event: Event) => {
    for (const listener of listeners) listener(event);
  };
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      deliver(JSON.parse(text) as Event);
    } catch {
      // Not ours (not JSON, or not an event the listeners know): ignored.
    }
  });
  // Not awaited: with Redis down at start-up this process still serves its own sockets.
  subscriber.subscribe(channel).catch(onError);
  return {
    async publish(event) {
      try {
        await redis.publish(channel, JSON.stringify(event));
      } catch (error) {
        // Redis away: this process's own sockets still hear it; the others miss it.
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
