import type { ClientMessage, ServerMessage } from '@ficha/contract/studio/shared-rounds/protocol';
import { StudioApiError } from '../../lib/studio-api.ts';
import { onComingBack } from '../../shared-rounds/coming-back.ts';
import { ServerClock } from './server-clock.ts';

/**
 * The live channel of a shared-round game (protocol: @ficha/contract/studio/shared-rounds/protocol).
 * It reconnects with a growing, jittered delay (at once when the network or the page comes back),
 * counts as ready only once the snapshot arrived (the game then resyncs from it), keeps the server
 * clock's offset from the snapshot and the pings, and turns actions into promises answered by
 * their ack or error. A socket that has heard nothing for a while is taken for dead and replaced.
 */

export type LinkStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export type Action = Exclude<ClientMessage, { type: 'ping' }>;

/** Errors without ref about the session itself: the socket closes and must not come back. */
const FATAL_CODES = new Set(['UNKNOWN_SESSION', 'SESSION_EXPIRED']);
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;
/** Pings right after connecting measure the clock; then one keeps the link checked. */
const PING_SCHEDULE_MS = [0, 700, 1_600];
const PING_EVERY_MS = 5_000;
const SILENCE_LIMIT_MS = 14_000;
const ACTION_TIMEOUT_MS = 8_000;

export interface LiveSocketOptions {
  url: () => string;
  /** Every server message once the snapshot came; the snapshot itself first. */
  onMessage: (message: ServerMessage) => void;
  onStatus: (status: LinkStatus, fatal?: { code: string; message: string }) => void;
}

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: StudioApiError) => void;
  timer: ReturnType<typeof setTimeout>;
}

export class LiveSocket {
  readonly clock = new ServerClock();
  readonly #options: LiveSocketOptions;
  #socket: WebSocket | null = null;
  #ready = false;
  #stopped = true;
  #stopWatching = () => {};
  #attempt = 0;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #pingTimers: ReturnType<typeof setTimeout>[] = [];
  #lastHeard = 0;
  #nextRef = 1;
  readonly #waiting = new Map<string, Waiting>();
  readonly #pings = new Map<string, number>();

  constructor(options: LiveSocketOptions) {
    this.#options = options;
  }

  get ready(): boolean {
    return this.#ready;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#stopWatching = onComingBack(this.#comeBack);
    this.#connect();
  }

  stop(): void {
    this.#stopped = true;
    this.#stopWatching();
    clearTimeout(this.#retryTimer);
    this.#drop();
  }

  /** Sends an action; its ack's value, or a StudioApiError (NETWORK_ERROR when the link failed). */
  request(action: Action): Promise<unknown> {
    const socket = this.#socket;
    if (!this.#ready || !socket || socket.readyState !== WebSocket.OPEN) {
      return Promise.reject(networkError());
    }
    const ref = `a${this.#nextRef++}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(ref);
        reject(networkError());
      }, ACTION_TIMEOUT_MS);
      this.#waiting.set(ref, { resolve, reject, timer });
      socket.send(JSON.stringify({ ...action, ref }));
    });
  }

  #connect(): void {
    if (this.#stopped) return;
    this.#options.onStatus(this.#attempt === 0 ? 'connecting' : 'reconnecting');
    const socket = new WebSocket(this.#options.url());
    this.#socket = socket;
    this.#ready = false;
    this.clock.reset();
    socket.onmessage = (event) => {
      if (this.#socket === socket) this.#receive(String(event.data));
    };
    socket.onclose = () => {
      if (this.#socket !== socket) return;
      this.#drop();
      this.#retry();
    };
  }

  #receive(text: string): void {
    const arrivedAt = performance.now();
    this.#lastHeard = arrivedAt;
    let message: ServerMessage;
    try {
      message = JSON.parse(text) as ServerMessage;
    } catch {
      return;
    }
    if ('serverTime' in message) this.clock.stamp(message.serverTime, arrivedAt);
    switch (message.type) {
      case 'snapshot':
        this.#ready = true;
        this.#attempt = 0;
        this.#options.onMessage(message);
        this.#options.onStatus('open');
        this.#startPings();
        return;
      case 'pong': {
        const sentAt = message.ref === null ? undefined : this.#pings.get(message.ref);
        if (sentAt !== undefined) {
          this.#pings.delete(message.ref!);
          this.clock.pong(message.serverTime, sentAt, arrivedAt);
        }
        return;
      }
      case 'ack':
      case 'error': {
        const waiting = message.ref === null ? undefined : this.#waiting.get(message.ref);
        if (waiting) {
          this.#waiting.delete(message.ref!);
          clearTimeout(waiting.timer);
          if (message.type === 'ack') waiting.resolve(message.value);
          else waiting.reject(new StudioApiError(message.code, message.message, message.value));
          return;
        }
        if (message.type === 'error' && message.ref === null && FATAL_CODES.has(message.code)) {
          this.stop();
          this.#options.onStatus('closed', { code: message.code, message: message.message });
          return;
        }
        break;
      }
    }
    // Whatever came before the snapshot is in it.
    if (this.#ready) this.#options.onMessage(message);
  }

  #startPings(): void {
    for (const delay of PING_SCHEDULE_MS) this.#pingTimers.push(setTimeout(() => this.#ping(), delay));
    this.#pingTimers.push(setInterval(() => this.#ping(), PING_EVERY_MS));
  }

  #ping(): void {
    const socket = this.#socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    if (performance.now() - this.#lastHeard > SILENCE_LIMIT_MS) {
      // A phone that changed networks keeps a socket that never closes: replace it.
      socket.close();
      this.#drop();
      this.#retry();
      return;
    }
    const ref = `p${this.#nextRef++}`;
    this.#pings.set(ref, performance.now());
    if (this.#pings.size > 20) this.#pings.delete(this.#pings.keys().next().value!);
    socket.send(JSON.stringify({ type: 'ping', ref }));
  }

  /** Forgets the socket; actions still waiting failed with it. */
  #drop(): void {
    const socket = this.#socket;
    this.#socket = null;
    this.#ready = false;
    for (const timer of this.#pingTimers) clearTimeout(timer);
    this.#pingTimers = [];
    this.#pings.clear();
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close();
    for (const waiting of this.#waiting.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(networkError());
    }
    this.#waiting.clear();
  }

  #retry(): void {
    if (this.#stopped) return;
    this.#attempt += 1;
    const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (this.#attempt - 1));
    const delay = base * (0.75 + Math.random() * 0.5);
    this.#options.onStatus('reconnecting');
    clearTimeout(this.#retryTimer);
    this.#retryTimer = setTimeout(() => this.#connect(), delay);
  }

  /** The network or the page came back: waiting out the backoff would only lose time. */
  readonly #comeBack = () => {
    if (this.#stopped || this.#socket || document.visibilityState === 'hidden') return;
    clearTimeout(this.#retryTimer);
    this.#connect();
  };
}

function networkError(): StudioApiError {
  return new StudioApiError('NETWORK_ERROR', '');
}
