import type { LanguageCode } from '@ficha/contract';
import type { CrashResult, RoundView, Snapshot } from '@ficha/contract/studio/shared-rounds/protocol';
import { crashPayoutE2 } from '@ficha/games/crash/crash-rules';
import { StudioApiError, studioApi } from '../../lib/studio-api.ts';
import { historyEntryOf, type LiveNews, LiveRoundStore } from '../../shared-rounds/live-round-store.ts';
import {
  type CrashState,
  fromMyBet,
  type LiveBet,
  mergeHistory,
  newBetId,
  type Ticket,
  withCashOut,
} from './crash-state.ts';
import { type Action, LiveSocket } from './live-socket.ts';

/**
 * The crash game's live state and the player's actions, outside React (the canvas reads it every
 * frame; components subscribe). The server is the only source of truth: the snapshot replaces
 * everything on each (re)connection, round/bet/cashout/result messages move it on, and money
 * changes only when an ack or a result says so.
 *
 * A bet is a ticket with its own bet id, kept for its retries: an action goes over the socket, or
 * over HTTP when the socket is down (the server applies a repeated bet id once, and answers a
 * repeated cash-out the same). A bet whose answer was lost with the connection is settled from
 * the next snapshot: found there, it stands; still in time, it is sent again with the same id.
 */

const TICKETS_KEPT = 6;
/** A queued bet is sent when bets open only if this much betting time is left. */
const MIN_BETTING_LEFT_MS = 150;
const CASH_OUT_TRIES = 5;

export interface CrashLiveOptions {
  language: LanguageCode;
  session: string;
  setBalance: (balance: string) => void;
}

export class CrashLive extends LiveRoundStore<CrashState> {
  readonly socket: LiveSocket;
  readonly #options: CrashLiveOptions;
  #nextKey = 1;

  constructor(options: CrashLiveOptions) {
    super({
      link: 'connecting',
      fatal: null,
      round: null,
      bettingFrom: null,
      bets: [],
      history: [],
      tickets: [],
      notice: null,
      limits: null,
    });
    this.#options = options;
    this.socket = new LiveSocket({
      url: () => {
        const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
        const query = new URLSearchParams({ session: options.session, lang: options.language });
        return `${scheme}://${window.location.host}/studio/ws/crash?${query}`;
      },
      onMessage: (message) => this.receive(message),
      onStatus: (link, fatal) => this.set({ link, ...(fatal ? { fatal: fatal.message } : {}) }),
    });
  }

  /** The server's epoch ms now. */
  serverNow(at?: number): number {
    return this.socket.clock.now(at);
  }

  start(): void {
    this.socket.start();
  }

  stop(): void {
    this.socket.stop();
  }

  /** A bet of `amount` (decimal) on the round taking bets, or queued for the next one. */
  bet(amount: string, autoCashOutE2: number | null): void {
    const ticket: Ticket = {
      betId: newBetId(),
      roundId: null,
      amount,
      autoCashOutE2,
      state: 'queued',
      cashOutE2: null,
      win: null,
    };
    this.set({ tickets: [...this.state.tickets, ticket].slice(-TICKETS_KEPT), notice: null });
    const round = this.state.round;
    if (round && this.#takesBets(round)) void this.#place(ticket.betId, round.roundId);
  }

  cancelQueued(): void {
    this.set({ tickets: this.state.tickets.filter((t) => t.state !== 'queued') });
  }

  /** Cashes out the player's flying bet of the current round. */
  async cashOut(): Promise<void> {
    const round = this.state.round;
    const ticket = this.state.tickets.find((t) => t.roundId === round?.roundId && t.state === 'placed');
    if (!round || !ticket) return;
    this.#patch(ticket.betId, { state: 'cashing' });
    this.set({ notice: null });
    for (let attempt = 1; ; attempt += 1) {
      try {
        const value = (await this.#act({ type: 'cashout', roundId: round.roundId, betId: ticket.betId })) as {
          multiplierE2: number;
          win: string;
          balance: string;
        };
        // The result may have come first, with the balance: never step back from 'settled'.
        if (this.#ticket(ticket.betId)?.state !== 'settled') {
          this.#patch(ticket.betId, { state: 'cashed', cashOutE2: value.multiplierE2, win: value.win });
          this.#options.setBalance(value.balance);
        }
        return;
      } catch (error) {
        const current = this.#ticket(ticket.betId);
        // A cashout or result message may have answered meanwhile.
        if (current?.state !== 'cashing') return;
        const offline = isNetworkError(error);
        if (!offline || attempt >= CASH_OUT_TRIES || this.state.round?.phase === 'ended') {
          this.#patch(ticket.betId, { state: this.state.round?.phase === 'ended' ? 'lost' : 'placed' });
          if (!offline) this.set({ notice: (error as StudioApiError).message });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  /** The ticket's bet sent to round `roundId` (again, with the same bet id, after a lost answer). */
  async #place(betId: string, roundId: number): Promise<void> {
    const ticket = this.#ticket(betId);
    if (!ticket) return;
    this.#patch(betId, { roundId, state: 'sending' });
    try {
      const value = (await this.#act({
        type: 'bet',
        roundId,
        betId,
        amount: ticket.amount,
        autoCashOut: ticket.autoCashOutE2,
      })) as { balance: string };
      if (this.#ticket(betId)?.state === 'sending') this.#patch(betId, { state: 'placed' });
      this.#options.setBalance(value.balance);
    } catch (error) {
      if (this.#ticket(betId)?.state !== 'sending') return;
      if (isNetworkError(error)) {
        this.#patch(betId, { state: 'unsure' });
      } else {
        this.#patch(betId, { state: 'refused' });
        this.set({ notice: (error as StudioApiError).message });
      }
    }
  }

  /** Over the socket when it is up, else over HTTP; NETWORK_ERROR when neither answered. */
  async #act(action: Action): Promise<unknown> {
    if (this.socket.ready) {
      try {
        return await this.socket.request(action);
      } catch (error) {
        if (!isNetworkError(error)) throw error;
      }
    }
    const { type, ...body } = action;
    return studioApi('POST', type === 'bet' ? 'crash/bet' : 'crash/cashout', body);
  }

  protected onNews(message: LiveNews): void {
    switch (message.type) {
      case 'bet': {
        if (message.roundId !== this.state.round?.roundId) return;
        const mine = message.betId !== undefined;
        const bet: LiveBet = {
          key: `b${this.#nextKey++}`,
          player: message.player,
          amount: message.amount,
          currency: message.currency,
          cashOutE2: null,
          win: null,
          mine,
        };
        this.set({ bets: [...this.state.bets, bet] });
        const ticket = message.betId === undefined ? undefined : this.#ticket(message.betId);
        if (ticket && (ticket.state === 'sending' || ticket.state === 'unsure')) {
          this.#patch(ticket.betId, { state: 'placed' });
        }
        return;
      }
      case 'cashout': {
        if (message.roundId !== this.state.round?.roundId) return;
        this.set({ bets: withCashOut(this.state.bets, message) });
        const ticket = message.betId === undefined ? undefined : this.#ticket(message.betId);
        if (ticket && ['placed', 'cashing', 'sending', 'unsure'].includes(ticket.state)) {
          this.#patch(ticket.betId, { state: 'cashed', cashOutE2: message.multiplierE2, win: message.win });
        }
        return;
      }
      case 'result': {
        this.#options.setBalance(message.balance);
        const ticket = this.#ticket(message.betId);
        if (ticket) {
          this.#patch(ticket.betId, {
            state: message.status === 'ROLLED_BACK' ? 'rolledBack' : 'settled',
            win: message.win,
            cashOutE2: message.payoutE4 > 0 ? message.payoutE4 / 100 : ticket.cashOutE2,
          });
        }
        return;
      }
      case 'error':
        this.set({ notice: message.message });
        return;
      default:
        return;
    }
  }

  /** A (re)connection: the snapshot is the whole truth; tickets are matched against it. */
  protected onSnapshot(snapshot: Snapshot): void {
    const previous = this.state.round;
    const round = snapshot.round;
    const sameRound = previous !== null && round !== null && previous.roundId === round.roundId;
    const myIds = new Set(snapshot.myBets.map((b) => b.betId));
    let mineLeft = snapshot.myBets.filter((b) => b.status !== 'REFUSED' && b.status !== 'ROLLED_BACK').length;
    this.set({
      round,
      bettingFrom: sameRound ? this.state.bettingFrom : null,
      limits: snapshot.limits,
      history: mergeHistory(snapshot.history, this.state.history),
      bets: snapshot.bets.map((b) => {
        const mine = mineLeft > 0 && b.player === snapshot.player.name;
        if (mine) mineLeft -= 1;
        return { key: `b${this.#nextKey++}`, ...b, mine };
      }),
      fatal: null,
    });
    this.#options.setBalance(snapshot.player.balance);
    for (const ticket of this.state.tickets) {
      const known = snapshot.myBets.find((b) => b.betId === ticket.betId && b.roundId === ticket.roundId);
      if (known) this.#patch(ticket.betId, fromMyBet(ticket, known));
      else if (ticket.state === 'sending' || ticket.state === 'unsure') this.#retryOrGiveUp(ticket, myIds);
      else if (ticket.roundId !== null && ['placed', 'cashing'].includes(ticket.state)) {
        this.#decideFromHistory(ticket);
      }
    }
    if (round) this.onRound(round);
  }

  /** A bet whose answer was lost: sent again while its round still takes bets, else it never happened. */
  #retryOrGiveUp(ticket: Ticket, myIds: Set<string>): void {
    const round = this.state.round;
    if (round && ticket.roundId === round.roundId && this.#takesBets(round) && !myIds.has(ticket.betId)) {
      void this.#place(ticket.betId, round.roundId);
    } else {
      this.#patch(ticket.betId, { state: 'notPlaced' });
    }
  }

  /** A placed bet of a round that ended while the page was away: its fate follows from the crash point. */
  #decideFromHistory(ticket: Ticket): void {
    const ended = this.state.history.find((h) => h.roundId === ticket.roundId);
    if (!ended) return;
    const crashE2 = (ended.result as CrashResult).crashE2;
    const paidE2 = crashPayoutE2({ autoCashOutE2: ticket.autoCashOutE2, cashOutMs: null }, crashE2);
    this.#patch(ticket.betId, paidE2 > 0 ? { state: 'cashed', cashOutE2: paidE2 } : { state: 'lost' });
  }

  protected onRound(round: RoundView): void {
    const previous = this.state.round;
    const isNew = previous === null || round.roundId > previous.roundId;
    if (previous && round.roundId < previous.roundId) return;
    if (isNew) {
      // The previous round's next_at is when this one opened: the countdown bar's full length.
      const openedAt = previous?.nextAt ?? null;
      this.set({
        round,
        bets: previous && previous.roundId !== round.roundId ? [] : this.state.bets,
        bettingFrom: openedAt !== null && openedAt <= round.startsAt ? openedAt : this.serverNow(),
      });
    } else {
      this.set({ round });
    }
    if (round.phase === 'ended') this.#ended(round);
    if (this.#takesBets(round)) {
      for (const ticket of this.state.tickets) {
        if (ticket.state === 'queued') void this.#place(ticket.betId, round.roundId);
      }
    }
  }

  #ended(round: RoundView): void {
    const entry = historyEntryOf(round, round.endsAt ?? this.serverNow());
    if (!entry) return;
    const crashE2 = (round.result as CrashResult).crashE2;
    this.set({ history: mergeHistory([entry], this.state.history) });
    for (const ticket of this.state.tickets) {
      if (ticket.roundId !== round.roundId || !['placed', 'cashing'].includes(ticket.state)) continue;
      // An auto cash-out reached is paid even if its message was missed; the result confirms it.
      const paidE2 = crashPayoutE2({ autoCashOutE2: ticket.autoCashOutE2, cashOutMs: null }, crashE2);
      if (ticket.state === 'placed') {
        this.#patch(ticket.betId, paidE2 > 0 ? { state: 'cashed', cashOutE2: paidE2 } : { state: 'lost' });
      }
    }
  }

  #takesBets(round: RoundView): boolean {
    return round.phase === 'betting' && round.startsAt - this.serverNow() > MIN_BETTING_LEFT_MS;
  }

  #ticket(betId: string): Ticket | undefined {
    return this.state.tickets.find((t) => t.betId === betId);
  }

  #patch(betId: string, change: Partial<Ticket>): void {
    this.set({ tickets: this.state.tickets.map((t) => (t.betId === betId ? { ...t, ...change } : t)) });
  }
}

function isNetworkError(error: unknown): boolean {
  return error instanceof StudioApiError && (error.code === 'NETWORK_ERROR' || error.code === 'BAD_RESPONSE');
}
