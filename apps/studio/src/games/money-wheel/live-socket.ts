import type { ClientMessage, ServerMessage } from '@ficha/contract/studio/shared-rounds/protocol';
import { onComingBack } from '../../shared-rounds/coming-back.ts';

/**
 * The websocket of a shared-round game: reconnects with growing, jittered delays after any loss
 * (and at once when the network or the tab comes back), pings to notice a dead connection, and
 * keeps the offset between the server's clock and this device's from the snapshot and each pong.
 * Errors without a ref about the session end it for good: reconnecting would not help.
 */

export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'ended';

export interface LiveSocketHandlers {
  message(message: ServerMessage): void;
  status(status: SocketStatus): void;
}

const PING_EVERY_MS = 10_000;
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;
const SESSION_ERRORS = new Set(['UNKNOWN_SESSION', 'SESSION_EXPIRED']);

export class LiveSocket {
  readonly #url: string;
  readonly #handlers: LiveSocketHandlers;
  #socket: WebSocket | null = null;
  #attempt = 0;
  #running = false;
  #stopWatching = () => {};
  #retry: ReturnType<typeof setTimeout> | undefined;
  #pinger: ReturnType<typeof setInterval> | undefined;
  #pingsSent = 0;
  /** The ping awaiting its pong, with when it left. */
  #pending: { ref: string; sentAt: number } | null = null;
  #offset = 0;
  #bestRoundTrip = Number.POSITIVE_INFINITY;

  constructor(url: string, handlers: LiveSocketHandlers) {
    this.#url = url;
    this.#handlers = handlers;
  }

  /** The server's clock now, in epoch ms. */
  now(): number {
    return Date.now() + this.#offset;
  }

  get open(): boolean {
    return this.#socket?.readyState === WebSocket.OPEN;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#attempt = 0;
    this.#stopWatching = onComingBack(this.#retryNow);
    this.#connect();
  }

  stop(): void {
    this.#running = false;
    this.#stopWatching();
    clearTimeout(this.#retry);
    this.#drop();
  }

  /** Sends when connected; answers false when not (the caller keeps the message for the resync). */
  send(message: ClientMessage): boolean {
    if (!this.open) return false;
    this.#socket!.send(JSON.stringify(message));
    return true;
  }

  #connect(): void {
    this.#handlers.status(this.#attempt === 0 ? 'connecting' : 'reconnecting');
    const socket = new WebSocket(this.#url);
    this.#socket = socket;
    socket.onmessage = (event) => this.#receive(event.data);
    socket.onclose = () => {
      if (this.#socket !== socket) return;
      this.#drop();
      if (this.#running) this.#scheduleRetry();
    };
  }

  #receive(data: unknown): void {
    let message: ServerMessage;
    try {
      message = JSON.parse(String(data)) as ServerMessage;
    } catch {
      return;
    }
    if (message.type === 'snapshot') {
      // Until a pong measures the trip, the snapshot's time is the best guess.
      if (!Number.isFinite(this.#bestRoundTrip)) this.#offset = message.serverTime - Date.now();
      this.#attempt = 0;
      this.#handlers.status('open');
      this.#startPinging();
    } else if (message.type === 'pong') {
      this.#measure(message.ref, message.serverTime);
    } else if (message.type === 'error' && message.ref === null && SESSION_ERRORS.has(message.code)) {
      this.#running = false;
      this.#handlers.message(message);
      this.#handlers.status('ended');
      return;
    }
    this.#handlers.message(message);
  }

  /** Keeps the offset from the quickest trips: half the round trip is the best guess of the way back. */
  #measure(ref: string | null, serverTime: number): void {
    const pending = this.#pending;
    if (!pending || pending.ref !== ref) return;
    this.#pending = null;
    const received = Date.now();
    const roundTrip = received - pending.sentAt;
    if (roundTrip <= this.#bestRoundTrip + 40) {
      this.#offset = serverTime + roundTrip / 2 - received;
      this.#bestRoundTrip = Math.min(this.#bestRoundTrip, roundTrip);
    }
  }

  #startPinging(): void {
    clearInterval(this.#pinger);
    this.#ping();
    this.#pinger = setInterval(() => {
      // The last ping never came back: the connection is dead even if the socket does not know yet.
      if (this.#pending) {
        this.#socket?.close();
        return;
      }
      this.#ping();
    }, PING_EVERY_MS);
  }

  #ping(): void {
    this.#pingsSent += 1;
    const ref = `ping-${this.#pingsSent}`;
    if (this.send({ type: 'ping', ref })) this.#pending = { ref, sentAt: Date.now() };
  }

  #drop(): void {
    clearInterval(this.#pinger);
    this.#pending = null;
    const socket = this.#socket;
    this.#socket = null;
    if (socket) {
      socket.onmessage = null;
      socket.onclose = null;
      if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close();
    }
  }

  #scheduleRetry(): void {
    this.#handlers.status('reconnecting');
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** this.#attempt) * (0.75 + Math.random() / 2);
    this.#attempt += 1;
    clearTimeout(this.#retry);
    this.#retry = setTimeout(() => this.#connect(), delay);
  }

  readonly #retryNow = () => {
    if (!this.#running || this.#socket || document.visibilityState === 'hidden') return;
    clearTimeout(this.#retry);
    this.#connect();
  };
}
