import type { BetNews, CashOutNews, ResultNews } from '@ficha/contract/studio/shared-rounds/protocol';
import type { Redis } from 'ioredis';
import { type EventBus, inProcessEventBus, redisEventBus } from '../../../lib/event-bus.ts';

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

export type RoundBus = EventBus<BusEvent>;

export const inProcessBus = (): RoundBus => inProcessEventBus<BusEvent>();

/** Pub/sub on one channel per database; with Redis away other processes miss the news, money is unaffected. */
export const redisBus = (redis: Redis, channel: string, onError: (error: unknown) => void): RoundBus =>
  redisEventBus<BusEvent>(redis, channel, onError);
