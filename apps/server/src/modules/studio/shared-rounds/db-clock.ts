import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { databaseNowMs } from './rounds.queries.ts';

/**
 * The database's clock as seen from this process. Shared rounds run in the database's time (every
 * process and every client then agree on when a round starts and ends), so timers are set from
 * its reading: offset = database time - local time, measured around a query.
 */
export class DbClock {
  #offsetMs = 0;

  constructor(private readonly db: Kysely<DB>) {}

  /** The database's current time in epoch ms, without a query. */
  now(): number {
    return Date.now() + this.#offsetMs;
  }

  /** Local milliseconds from now until the database's clock shows `dbTimeMs`. */
  delayUntil(dbTimeMs: number): number {
    return Math.max(0, dbTimeMs - this.now());
  }

  /** Takes the reading with the shortest round trip of a few: a slow one (a new connection) misleads. */
  async measure(samples = 5): Promise<void> {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < samples; i += 1) {
      const before = Date.now();
      const now = await databaseNowMs(this.db);
      const after = Date.now();
      if (after - before < best) {
        best = after - before;
        this.#offsetMs = now - Math.round((before + after) / 2);
      }
    }
  }
}
