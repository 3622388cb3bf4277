import type {
  HistoryEntry,
  RoundView,
  ServerMessage,
  Snapshot,
} from '@ficha/contract/studio/shared-rounds/protocol';

/** The live channel's other messages (bets, cash-outs, results, acks, errors), the feed unpacked into its items. */
export type LiveNews = Exclude<ServerMessage, { type: 'feed' | 'snapshot' | 'round' }>;

/**
 * What every shared-round game's client state has in common (crash, money wheel): a store outside
 * React that components subscribe to, fed by the live channel. The server tells the player's own
 * bets and cash-outs at once and repeats them later in everyone's feed under the same feedId; this
 * base drops those repeats, so a game's `onNews` sees each piece of news once. A snapshot (each
 * (re)connection) is the whole truth the game resyncs from, and starts the record afresh: the
 * feedIds belong to one connection. A round message moves the round on.
 */
export abstract class LiveRoundStore<S extends object> {
  #state: S;
  readonly #listeners = new Set<() => void>();
  /** feedIds of the player's own news, which the feed repeats. */
  readonly #ownNews = new Set<number>();

  protected constructor(initial: S) {
    this.#state = initial;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getState = (): S => this.#state;

  protected get state(): S {
    return this.#state;
  }

  protected set(patch: Partial<S>): void {
    this.#state = { ...this.#state, ...patch };
    for (const listener of this.#listeners) listener();
  }

  /** Every message of the live channel goes through here. */
  protected receive(message: ServerMessage): void {
    if (message.type === 'feed') {
      for (const item of message.items) if (!this.#ownNews.has(item.feedId)) this.receive(item);
      return;
    }
    if (message.type === 'snapshot') {
      this.#ownNews.clear();
      this.onSnapshot(message);
      return;
    }
    if (message.type === 'round') {
      this.onRound(message.round);
      return;
    }
    // Only the player's own connections are told the bet id.
    if ((message.type === 'bet' || message.type === 'cashout') && message.betId !== undefined) {
      this.#ownNews.add(message.feedId);
    }
    this.onNews(message);
  }

  protected abstract onSnapshot(snapshot: Snapshot): void;

  protected abstract onRound(round: RoundView): void;

  protected abstract onNews(message: LiveNews): void;
}

/** An ended round as its history entry; null until the round has revealed its hash and result. */
export function historyEntryOf(round: RoundView, endedAt: number | null = round.endsAt): HistoryEntry | null {
  if (!round.hash || !round.previousHash || !round.result || endedAt === null) return null;
  return {
    roundId: round.roundId,
    chain: round.chain,
    chainRound: round.chainRound,
    hash: round.hash,
    previousHash: round.previousHash,
    result: round.result,
    endedAt,
  };
}
