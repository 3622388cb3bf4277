import { createHash, randomBytes } from 'node:crypto';
import type { ChainView } from '@ficha/contract/studio/shared-rounds/protocol';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import {
  type ChainRow,
  chainById,
  insertLiveChainIfNone,
  liveChain,
  markChainUsedUp,
} from './chains.queries.ts';

/**
 * The hash chains of the shared-round games (contract: shared-rounds/hash-chain.ts). A chain is
 * made once, by whichever process needs it first (one live chain per game: the partial unique
 * index decides), and stored with its secret seed; each process recomputes the hashes from the
 * seed into memory when it needs them (100,000 SHA-256 take about 0.1 s).
 */

/** Rounds per chain: about two weeks of crash rounds. */
export const CHAIN_LENGTH = 100_000;

export interface Chain extends ChainView {
  /** The hash of round k of this chain (1 <= k <= length): the seed hashed length - k times. */
  hashOfRound(k: number): string;
}

/** h(0) = seed, h(i) = SHA-256(h(i-1)); all of them, 32 bytes each. */
function chainHashes(seed: string, length: number): Buffer {
  const all = Buffer.alloc(32 * (length + 1));
  let hash = Buffer.from(seed, 'hex');
  hash.copy(all, 0);
  for (let i = 1; i <= length; i += 1) {
    hash = createHash('sha256').update(hash).digest();
    hash.copy(all, 32 * i);
  }
  return all;
}

export class ChainStore {
  readonly #chains = new Map<string, Chain>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly length = CHAIN_LENGTH,
  ) {}

  /** A chain's public facts and hashes, by id. */
  async chain(id: string): Promise<Chain> {
    const known = this.#chains.get(id);
    if (known) return known;
    return this.#remember(await chainById(this.db, id));
  }

  /** The chain the next round after `previous` draws from, and that round's number in it. */
  async nextRound(
    gameCode: string,
    previous: { chainId: string; chainRound: number } | undefined,
  ): Promise<{ chain: Chain; chainRound: number }> {
    const live = await this.#liveChain(gameCode);
    if (!previous || previous.chainId !== live.id) return { chain: live, chainRound: 1 };
    if (previous.chainRound < live.length) return { chain: live, chainRound: previous.chainRound + 1 };
    await markChainUsedUp(this.db, live.id);
    return { chain: await this.#liveChain(gameCode), chainRound: 1 };
  }

  async #liveChain(gameCode: string): Promise<Chain> {
    const live = await liveChain(this.db, gameCode);
    if (live) return this.#remember(live);
    const seed = randomBytes(32).toString('hex');
    const hashes = chainHashes(seed, this.length);
    await insertLiveChainIfNone(this.db, {
      gameCode,
      seed,
      terminalHash: hashes.subarray(32 * this.length).toString('hex'),
      salt: randomBytes(16).toString('hex'),
      length: this.length,
    });
    // Another process may have made it first: the live one is whichever row won.
    return this.#remember((await liveChain(this.db, gameCode))!);
  }

  #remember(row: ChainRow): Chain {
    const known = this.#chains.get(row.id);
    if (known) return known;
    let hashes: Buffer | undefined;
    const chain: Chain = {
      id: row.id,
      terminalHash: row.terminal_hash,
      salt: row.salt,
      length: row.length,
      hashOfRound: (k) => {
        if (!Number.isInteger(k) || k < 1 || k > row.length) throw new RangeError(`chain round ${k}`);
        hashes ??= chainHashes(row.seed, row.length);
        const at = 32 * (row.length - k);
        return hashes.subarray(at, at + 32).toString('hex');
      },
    };
    // Two chains per game at most are in use (the live one and the one just used up).
    if (this.#chains.size >= 8) this.#chains.delete(this.#chains.keys().next().value!);
    this.#chains.set(row.id, chain);
    return chain;
  }
}
