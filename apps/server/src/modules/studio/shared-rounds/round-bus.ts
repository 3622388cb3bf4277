import { EventEmitter } from 'node:events';
import type { BetNews, CashOutNews, ResultNews } from '@ficha/contract/studio/shared-rounds/protocol';
import type { Redis } from 'ioredis';

/**
 * How the processes serving shared rounds tell each other what happened: a round was made, a bet
 * placed, a bet cashed out or settled. With Redis every process (the sender too) receives each
 * event through pub/sub; without it one process is alone and an in-process emitter does. Phase
 * changes are not sent: every process derives them from the round's times in the database.
 */

export type BusEvent =
  | { kind: 'round'; game: string; seq: number }
  | MemberEvent<'bet', BetNews>
  | MemberEvent<'cashout', CashOutNews>
  | MemberEvent<'result', ResultNews>;

/**
 * A player's news (protocol.ts) as it crosses the bus: the round named by its seq, with the game
 * and the member whose bet it is; each process adds the feedId of its own connections.
 */
type MemberEvent<K extends string, News> = {
  kind: K;
  game: string;
  seq: number;
  memberId: number;
  betId: string;
} & Omit<News, 'type' | 'roundId' | 'feedId' | 'betId'>;

export interface RoundBus {
  publish(event: BusEvent): Promise<void>;
  subscribe(listener: (event: BusEvent) => void): void;
  close(): Promise<void>;
}

export function inProcessBus(): RoundBus {
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
 * Pub/sub on one channel per database (processes of another database sharing this Redis never
 * hear of these rounds). Subscribing needs a connection of its own: a subscribed ioredis
 * connection cannot publish.
 */
export function redisBus(redis: Redis, channel: string, onError: (error: unknown) => void): RoundBus {
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  subscriber.on('error', onError);
  const listeners: Array<(event: BusEvent) => void> = [];
  const deliver = (event: BusEvent) => {
    for (const listener of listeners) listener(event);
  };
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let event: BusEvent;
    try {
      event = JSON.parse(text) as BusEvent;
    } catch {
      return;
    }
    deliver(event);
  });
  // Not awaited: with Redis down at start-up the process still serves its own players.
  subscriber.subscribe(channel).catch(onError);
  return {
    async publish(event) {
      try {
        await redis.publish(channel, JSON.stringify(event));
      } catch (error) {
        // Redis away: this process's own players still hear it; others miss it, money is unaffected.
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
