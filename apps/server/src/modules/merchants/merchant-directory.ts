import type { Kysely } from 'kysely';
import { KeptUntilChanged } from '../../db/change-feed.ts';
import type { DB } from '../../db/schema.ts';
import { findMerchantByCode, findMerchantByHost, type Merchant } from './merchants.repository.ts';

/**
 * Every API request names its merchant; reading it from the database each time was most of a
 * status call's cost. The merchants are kept in memory until their tables change in any process
 * (db/change-feed.ts), so a maintenance switch still acts on the very next request everywhere.
 * Requests share the kept rows, so they are frozen: a change is made in the database, never here.
 */
export class MerchantDirectory {
  readonly #db: Kysely<DB>;
  readonly #byCode: KeptUntilChanged<string, Merchant | undefined>;
  readonly #byHost: KeptUntilChanged<string, Merchant | undefined>;

  constructor(db: Kysely<DB>) {
    this.#db = db;
    this.#byCode = new KeptUntilChanged(db, ['merchants']);
    this.#byHost = new KeptUntilChanged(db, ['merchants', 'merchant_hosts']);
  }

  byCode(code: string): Promise<Merchant | undefined> {
    return this.#byCode.get(code, async () => frozen(await findMerchantByCode(this.#db, code)));
  }

  byHost(host: string): Promise<Merchant | undefined> {
    return this.#byHost.get(host, async () => frozen(await findMerchantByHost(this.#db, host)));
  }

  close(): void {
    this.#byCode.close();
    this.#byHost.close();
  }
}

function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}
