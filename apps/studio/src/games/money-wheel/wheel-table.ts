import { formatMinor, parseAmount } from '@ficha/contract';
import type { HistoryEntry, MyBet, RoundView, Snapshot } from '@ficha/contract/studio/shared-rounds/protocol';
import type { WheelLabel } from '@ficha/games/money-wheel/wheel';
import { historyEntryOf, type LiveNews, LiveRoundStore } from '../../shared-rounds/live-round-store.ts';
import { LiveSocket, type SocketStatus } from './live-socket.ts';

/**
 * The money wheel table as this player sees it: the round, everyone's bets, the player's own bets
 * and the chips staged on the board before they are sent. The server is the only source of truth:
 * every snapshot (on each connection) replaces what the table believed, and the player's bets are
 * reconciled with it. Bets go out one at a time, so each ack's balance is the latest one; a bet
 * whose answer was lost in a dropped connection is sent again with the same betId, which the
 * server applies once.
 */

export interface TableBet {
  betId: string;
  roundId: number;
  label: WheelLabel;
  amount: string;
  /** queued: not sent yet; sending: sent, no answer yet; placed: the wallet took the stake. */
  status: 'queued' | 'sending' | 'placed' | 'settled' | 'refunded';
  win: string | null;
}

/** A chip on the board not yet sent, in the order it was put there (undo takes the last). */
export interface StagedChip {
  label: WheelLabel;
  amount: bigint;
}

/** A bet of the round as everyone sees it. */
export interface SeenBet {
  player: string;
  amount: string;
  currency: string;
  label: number | null;
  mine: boolean;
}

export interface TableState {
  status: SocketStatus;
  player: Snapshot['player'] | null;
  limits: Snapshot['limits'] | null;
  round: RoundView | null;
  /** How long bets were open when this client first saw the round (the countdown bar's full width). */
  bettingWindowMs: number;
  bets: SeenBet[];
  mine: TableBet[];
  history: HistoryEntry[];
  staged: StagedChip[];
  /** The last refusal or problem, already in the player's language. */
  notice: { text: string; code: string; at: number } | null;
}

export type StageRefusal = 'overMax' | 'tooMany' | null;

const HISTORY_KEPT = 30;
const OPEN_BET = new Set<TableBet['status']>(['queued', 'sending', 'placed', 'settled']);

export function newBetId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `w${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function asLabel(label: number | null): WheelLabel {
  return (label ?? 1) as WheelLabel;
}

/**
 * The table's view of a bet the server reports. PENDING (the wallet call may be under way) is sent
 * again while the round takes bets, which completes it once; later the round's settlement decides.
 */
function fromServer(bet: MyBet, roundOpen: boolean): TableBet | null {
  const status =
    bet.status === 'SETTLED'
      ? 'settled'
      : bet.status === 'PLACED' || bet.status === 'DECIDED'
        ? 'placed'
        : bet.status === 'PENDING'
          ? roundOpen
            ? 'queued'
            : 'placed'
          : null;
  if (!status) return null;
  return {
    betId: bet.betId,
    roundId: bet.roundId,
    label: asLabel(bet.label),
    amount: bet.amount,
    status,
    win: bet.win,
  };
}

export class MoneyWheelTable extends LiveRoundStore<TableState> {
  readonly #socket: LiveSocket;
  readonly #onBalance: (balance: string) => void;
  readonly #lostBetText: string;
  /** The bet sent and not answered yet: the next one waits for it. */
  #inFlight: string | null = null;
  /** The highest balance each round's results told (wins are credited in parallel, answers arrive in any order). */
  readonly #resultBalance = new Map<number, bigint>();
  /** The newest round an ack told the balance for: older results no longer tell the balance. */
  #ackRound = 0;

  constructor(opts: { url: string; onBalance: (balance: string) => void; lostBetText: string }) {
    super({
      status: 'connecting',
      player: null,
      limits: null,
      round: null,
      bettingWindowMs: 0,
      bets: [],
      mine: [],
      history: [],
      staged: [],
      notice: null,
    });
    this.#onBalance = opts.onBalance;
    this.#lostBetText = opts.lostBetText;
    this.#socket = new LiveSocket(opts.url, {
      message: (message) => this.receive(message),
      status: (status) => this.set({ status }),
    });
  }

  /** The server's clock now. */
  readonly now = () => this.#socket.now();

  start(): void {
    this.#socket.start();
  }

  stop(): void {
    this.#socket.stop();
  }

  stagedOn(label: WheelLabel): bigint {
    return this.state.staged.reduce((sum, chip) => (chip.label === label ? sum + chip.amount : sum), 0n);
  }

  /** Bets of the round this player has made or is making (the per-round limit counts them). */
  betsInRound(roundId: number | undefined): TableBet[] {
    return this.state.mine.filter((bet) => bet.roundId === roundId && OPEN_BET.has(bet.status));
  }

  /** Puts a chip on a label, unless the bet would pass the maximum or the round's number of bets. */
  stage(label: WheelLabel, chip: bigint): StageRefusal {
    const { limits, staged, round } = this.state;
    if (!limits) return null;
    if (this.stagedOn(label) + chip > parseAmount(limits.maxBet)!) return 'overMax';
    const labels = new Set(staged.map((c) => c.label)).add(label);
    if (labels.size + this.betsInRound(round?.roundId).length > limits.maxBetsPerRound) return 'tooMany';
    this.set({ staged: [...staged, { label, amount: chip }] });
    return null;
  }

  undo(): void {
    this.set({ staged: this.state.staged.slice(0, -1) });
  }

  clear(): void {
    this.set({ staged: [] });
  }

  /** Sends the staged chips as one bet per label on the round taking bets; false when none does. */
  place(): boolean {
    const { round, staged, mine } = this.state;
    if (!round || staged.length === 0 || this.now() >= round.startsAt) return false;
    const labels = [...new Set(staged.map((c) => c.label))];
    const bets: TableBet[] = labels.map((label) => ({
      betId: newBetId(),
      roundId: round.roundId,
      label,
      amount: formatMinor(this.stagedOn(label)),
      status: 'queued',
      win: null,
    }));
    this.set({ staged: [], mine: [...mine, ...bets], notice: null });
    this.#pump();
    return true;
  }

  dismissNotice(): void {
    this.set({ notice: null });
  }

  #updateBet(betId: string, patch: Partial<TableBet>): void {
    this.set({ mine: this.state.mine.map((bet) => (bet.betId === betId ? { ...bet, ...patch } : bet)) });
  }

  /** Sends the next queued bet when none is awaiting its answer. */
  #pump(): void {
    if (this.#inFlight) return;
    const next = this.state.mine.find((bet) => bet.status === 'queued');
    if (!next) return;
    const sent = this.#socket.send({
      type: 'bet',
      ref: next.betId,
      roundId: next.roundId,
      betId: next.betId,
      amount: next.amount,
      label: next.label,
    });
    if (!sent) return; // the next snapshot sends it
    this.#inFlight = next.betId;
    this.#updateBet(next.betId, { status: 'sending' });
  }

  /** A bet that will not be placed goes back to the board, so the player can place it again. */
  #returnToBoard(bet: TableBet, notice: TableState['notice']): void {
    this.set({
      mine: this.state.mine.filter((b) => b.betId !== bet.betId),
      staged: [{ label: bet.label, amount: parseAmount(bet.amount)! }, ...this.state.staged],
      notice,
    });
  }

  protected onNews(message: LiveNews): void {
    switch (message.type) {
      case 'bet': {
        if (message.roundId !== this.state.round?.roundId) break;
        const seen: SeenBet = {
          player: message.player,
          amount: message.amount,
          currency: message.currency,
          label: message.label,
          mine: message.betId !== undefined,
        };
        this.set({ bets: [...this.state.bets, seen] });
        break;
      }
      case 'result': {
        this.#updateBet(message.betId, {
          status: message.status === 'SETTLED' ? 'settled' : 'refunded',
          win: message.win,
        });
        const balance = parseAmount(message.balance)!;
        const known = this.#resultBalance.get(message.roundId);
        if (message.roundId >= this.#ackRound && (known === undefined || balance > known)) {
          this.#resultBalance.set(message.roundId, balance);
          this.#onBalance(message.balance);
        }
        break;
      }
      case 'ack': {
        const value = message.value as { roundId: number; betId: string; balance: string };
        if (message.ref === this.#inFlight) this.#inFlight = null;
        const bet = this.state.mine.find((b) => b.betId === message.ref);
        if (bet && (bet.status === 'queued' || bet.status === 'sending'))
          this.#updateBet(bet.betId, { status: 'placed' });
        this.#ackRound = Math.max(this.#ackRound, value.roundId);
        this.#onBalance(value.balance);
        this.#pump();
        break;
      }
      case 'error': {
        const notice = { text: message.message, code: message.code, at: Date.now() };
        const bet = message.ref === null ? undefined : this.state.mine.find((b) => b.betId === message.ref);
        if (message.ref !== null && message.ref === this.#inFlight) this.#inFlight = null;
        if (bet && (bet.status === 'queued' || bet.status === 'sending')) this.#returnToBoard(bet, notice);
        else this.set({ notice });
        this.#pump();
        break;
      }
      default:
        break;
    }
  }

  protected onRound(round: RoundView): void {
    const current = this.state.round;
    if (current && round.roundId < current.roundId) return;
    const isNew = !current || current.roundId !== round.roundId;
    const entry = round.phase === 'ended' ? historyEntryOf(round) : null;
    const history =
      entry && !this.state.history.some((h) => h.roundId === entry.roundId)
        ? [entry, ...this.state.history].slice(0, HISTORY_KEPT)
        : this.state.history;
    this.set({
      round,
      history,
      bets: isNew ? [] : this.state.bets,
      mine: isNew ? this.state.mine.filter((bet) => bet.roundId >= round.roundId - 2) : this.state.mine,
      bettingWindowMs: isNew ? Math.max(0, round.startsAt - this.now()) : this.state.bettingWindowMs,
    });
  }

  /**
   * A new connection's snapshot is the truth: the round, its bets, the balance. Bets of this round
   * that were sent without an answer are sent again (same betId) while the round still takes bets;
   * those the server never saw and can no longer take go back to the board.
   */
  protected onSnapshot(snapshot: Snapshot): void {
    this.#inFlight = null;
    this.#resultBalance.clear();
    this.#ackRound = 0;
    const round = snapshot.round;
    const serverBets = new Map(snapshot.myBets.map((bet) => [bet.betId, bet]));
    const open = round !== null && round.phase === 'betting' && this.now() < round.startsAt;
    const mine: TableBet[] = [];
    const lost: TableBet[] = [];
    for (const bet of this.state.mine) {
      const known = serverBets.get(bet.betId);
      serverBets.delete(bet.betId);
      if (known) {
        const updated = fromServer(known, open);
        if (updated) mine.push(updated);
      } else if (bet.status !== 'queued' && bet.status !== 'sending') {
        if (bet.roundId !== round?.roundId) mine.push(bet);
      } else if (open && bet.roundId === round.roundId) {
        mine.push({ ...bet, status: 'queued' });
      } else {
        lost.push(bet);
      }
    }
    for (const bet of serverBets.values()) {
      const added = fromServer(bet, open);
      if (added) mine.push(added);
    }
    const isNew = this.state.round?.roundId !== round?.roundId;
    this.set({
      player: snapshot.player,
      limits: snapshot.limits,
      round,
      history: snapshot.history,
      bets: snapshot.bets.map((bet) => ({ ...bet, mine: bet.player === snapshot.player.name })),
      mine,
      staged: [
        ...lost.map((bet) => ({ label: bet.label, amount: parseAmount(bet.amount)! })),
        ...this.state.staged,
      ],
      bettingWindowMs:
        isNew && round ? Math.max(0, round.startsAt - snapshot.serverTime) : this.state.bettingWindowMs,
      notice:
        lost.length > 0 ? { text: this.#lostBetText, code: 'BET_LOST', at: Date.now() } : this.state.notice,
    });
    this.#onBalance(snapshot.player.balance);
    this.#pump();
  }
}
