import type { RoundPhase } from '@ficha/contract/studio/shared-rounds/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { StudioRoundsConfig } from '../../../config.ts';
import { betsAwaitingAutoCashOut } from './bets.queries.ts';
import type { ChainStore } from './chain-store.ts';
import type { DbClock } from './db-clock.ts';
import type { BusEvent } from './round-bus.ts';
import {
  dueRounds,
  insertRound,
  latestRound,
  markRunning,
  roundBySeq,
  START_TOLERANCE_MS,
} from './rounds.queries.ts';
import { settleRound } from './settlement.ts';
import type { SharedRoundsDeps } from './shared-bets.ts';
import { phaseAt, type SharedRound, type SharedRoundGame } from './shared-game.ts';
import type { SocketHub } from './socket-hub.ts';
import { roundView } from './views.ts';

/**
 * Runs one shared-round game in this process. Every process with live rounds runs an engine per
 * game; they agree because everything is decided in the database: whoever first inserts round
 * n + 1 (at the previous round's next_at) makes it, any of them marks it running, settles it, and
 * each announces the phases to its own players from the round's times.
 *
 * It sleeps until the round's next known moment (a timer), with a slow poll and the bus's
 * "round" news to notice what other processes did, so an idle PGlite sees a few queries a second.
 */

const POLL_MS = 1_000;
const SWEEP_MS = 30_000;
const CLOCK_CHECK_MS = 60_000;
/** Rounds are marked RUNNING just before they start, so a cash-out at the first instant finds them so. */
const MARK_EARLY_MS = 250;

export interface EngineDeps extends SharedRoundsDeps {
  game: SharedRoundGame;
  config: StudioRoundsConfig;
  chains: ChainStore;
  clock: DbClock;
  hub: SocketHub;
  log: FastifyBaseLogger;
}

export class RoundEngine {
  readonly #deps: EngineDeps;
  #round: SharedRound | undefined;
  #announced: { seq: number; phase: RoundPhase } | undefined;
  #stopped = true;
  #busy = false;
  #again = false;
  #clockCheckedAt = 0;
  #timer: NodeJS.Timeout | undefined;
  #poll: NodeJS.Timeout | undefined;
  #sweep: NodeJS.Timeout | undefined;
  readonly #settling = new Set<number>();
  /** Auto cash-outs to show, by `${seq}:${memberId}:${betId}`. */
  readonly #shows = new Map<string, NodeJS.Timeout>();
  readonly #work = new Set<Promise<unknown>>();

  constructor(deps: EngineDeps) {
    this.#deps = deps;
  }

  /** The newest round this process knows. */
  get current(): SharedRound | undefined {
    return this.#round;
  }

  async start(): Promise<void> {
    this.#stopped = false;
    await this.#deps.clock.measure();
    this.#clockCheckedAt = Date.now();
    // Rounds a stopped process left open are settled before anything else (issue 6: none left unsettled).
    await this.#settleDue();
    this.wake();
    this.#poll = setInterval(() => this.wake(), POLL_MS);
    this.#sweep = setInterval(() => this.#track(this.#settleDue()), SWEEP_MS);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    clearInterval(this.#poll);
    clearInterval(this.#sweep);
    for (const timer of this.#shows.values()) clearTimeout(timer);
    this.#shows.clear();
    while (this.#work.size > 0) await Promise.allSettled([...this.#work]);
  }

  /** News from the bus: another process made a round, or a bet cashed out by hand. */
  onEvent(event: BusEvent): void {
    if (event.game !== this.#deps.game.code) return;
    if (event.kind === 'round') this.wake();
    if (event.kind === 'cashout' && !event.auto) {
      const key = `${event.seq}:${event.memberId}:${event.betId}`;
      clearTimeout(this.#shows.get(key));
      this.#shows.delete(key);
    }
  }

  /** Looks at the round now; one look at a time, a wake during one runs another after it. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#busy) {
      this.#again = true;
      return;
    }
    this.#busy = true;
    this.#track(
      this.#tick()
        .catch((error: unknown) =>
          this.#deps.log.error({ err: error, game: this.#deps.game.code }, 'round tick failed'),
        )
        .finally(() => {
          this.#busy = false;
          if (this.#again) {
            this.#again = false;
            this.wake();
          }
        }),
    );
  }

  #track(work: Promise<unknown>): void {
    this.#work.add(work);
    void work.finally(() => this.#work.delete(work));
  }

  async #tick(): Promise<void> {
    const { db, clock } = this.#deps;
    if (Date.now() - this.#clockCheckedAt > CLOCK_CHECK_MS) {
      await clock.measure();
      this.#clockCheckedAt = Date.now();
    }
    let round = await latestRound(db, this.#deps.game.code);
    if (round && clock.now() >= round.nextAt) {
      // A look that comes this late still tells the players how the round ended.
      await this.#announce(round, clock.now());
      this.#settleIfEnded(round, clock.now());
      round = await this.#openNext(round);
    } else if (!round) {
      round = await this.#openNext(undefined);
    }
    const now = clock.now();
    if (
      round.status === 'BETTING' &&
      now >= round.startsAt - MARK_EARLY_MS &&
      now < round.startsAt + START_TOLERANCE_MS
    ) {
      await markRunning(db, round);
    }
    if (this.#stopped) return;
    this.#round = round;
    await this.#announce(round, now);
    this.#settleIfEnded(round, now);
    this.#schedule(round);
  }

  /** Makes the round after `previous`, or reads the one another process made first. */
  async #openNext(previous: SharedRound | undefined): Promise<SharedRound> {
    const { db, game, config, chains } = this.#deps;
    const { chain, chainRound } = await chains.nextRound(game.code, previous);
    const hash = chain.hashOfRound(chainRound);
    const { result, runMs } = game.draw(hash, chain.salt, config);
    const timing = game.timing(config);
    const seq = (previous?.seq ?? 0) + 1;
    const made = await insertRound(db, {
      gameCode: game.code,
      seq,
      chainId: chain.id,
      chainRound,
      hash,
      result,
      speed: timing.speed,
      runMs,
      bettingMs: timing.bettingMs,
      resultMs: timing.resultMs,
    });
    if (made) {
      await this.#deps.bus.publish({ kind: 'round', game: game.code, seq });
      return made;
    }
    return (await roundBySeq(db, game.code, seq)) ?? (await latestRound(db, game.code))!;
  }

  /** Tells this process's players when the round's phase changed since the last look. */
  async #announce(round: SharedRound, now: number): Promise<void> {
    const phase = phaseAt(round, now);
    const last = this.#announced;
    if (last && (last.seq > round.seq || (last.seq === round.seq && last.phase === phase))) return;
    this.#announced = { seq: round.seq, phase };
    const { game, chains, hub, clock } = this.#deps;
    hub.broadcast(game.code, {
      type: 'round',
      serverTime: clock.now(),
      round: await roundView(game, chains, round, phase),
    });
    if (phase === 'running') await this.#scheduleShows(round);
  }

  #schedule(round: SharedRound): void {
    const now = this.#deps.clock.now();
    const moments = [round.startsAt - MARK_EARLY_MS, round.startsAt, round.endsAt, round.nextAt].filter(
      (t) => t > now,
    );
    if (moments.length === 0) return; // the poll looks again
    clearTimeout(this.#timer);
    // One millisecond late rather than early: the look then sees the new phase.
    this.#timer = setTimeout(() => this.wake(), this.#deps.clock.delayUntil(Math.min(...moments)) + 1);
  }

  #settleIfEnded(round: SharedRound, now: number): void {
    const open = round.status === 'BETTING' || round.status === 'RUNNING';
    if (!open || now < round.endsAt || this.#settling.has(round.seq) || this.#stopped) return;
    this.#settling.add(round.seq);
    this.#track(
      settleRound(this.#deps, this.#deps.game, round)
        .catch((error: unknown) =>
          this.#deps.log.error(
            { err: error, game: round.gameCode, seq: round.seq },
            'settling a round failed',
          ),
        )
        .finally(() => this.#settling.delete(round.seq)),
    );
  }

  async #settleDue(): Promise<void> {
    const due = await dueRounds(this.#deps.db, this.#deps.game.code).catch((error: unknown) => {
      this.#deps.log.error({ err: error }, 'finding rounds to settle failed');
      return [];
    });
    for (const round of due) {
      if (this.#stopped) return;
      if (this.#settling.has(round.seq)) continue;
      this.#settling.add(round.seq);
      await settleRound(this.#deps, this.#deps.game, round)
        .catch((error: unknown) =>
          this.#deps.log.error(
            { err: error, game: round.gameCode, seq: round.seq },
            'settling a round failed',
          ),
        )
        .finally(() => this.#settling.delete(round.seq));
    }
  }

  /** Auto cash-outs show as the multiplier reaches them; a hand cash-out first cancels its show. */
  async #scheduleShows(round: SharedRound): Promise<void> {
    const { game, db, clock, hub } = this.#deps;
    if (!game.runningShows) return;
    const bets = await betsAwaitingAutoCashOut(db, game.code, round.seq);
    for (const show of game.runningShows(round, bets)) {
      if (this.#stopped || show.event.kind !== 'cashout') return;
      const key = `${show.event.seq}:${show.event.memberId}:${show.event.betId}`;
      const timer = setTimeout(() => {
        this.#shows.delete(key);
        hub.deliver(show.event);
      }, clock.delayUntil(show.atMs));
      this.#shows.set(key, timer);
    }
  }
}
