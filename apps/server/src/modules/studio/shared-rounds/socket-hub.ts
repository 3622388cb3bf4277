import type { LanguageCode } from '@ficha/contract';
import type { WebSocket } from 'ws';
import type { BusEvent } from './round-bus.ts';

/**
 * The websocket connections of this process, per game. News from the bus goes to every player of
 * the game (each sees their own bets with the bet id added); results go to their player only.
 */

export interface Connection {
  socket: WebSocket;
  gameCode: string;
  memberId: number;
  sessionId: string;
  language: LanguageCode;
}

/** A slow reader with this much unsent is dropped rather than buffered for ever. */
const MAX_BUFFERED_BYTES = 1_000_000;
const HEARTBEAT_MS = 30_000;

export class SocketHub {
  readonly #byGame = new Map<string, Set<Connection>>();
  readonly #alive = new WeakSet<WebSocket>();
  readonly #heartbeat: NodeJS.Timeout;

  constructor() {
    // A connection that did not answer the last ping is gone (a phone that lost its network).
    this.#heartbeat = setInterval(() => {
      for (const connections of this.#byGame.values()) {
        for (const { socket } of connections) {
          if (!this.#alive.has(socket)) {
            socket.terminate();
            continue;
          }
          this.#alive.delete(socket);
          socket.ping();
        }
      }
    }, HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  add(connection: Connection): void {
    let set = this.#byGame.get(connection.gameCode);
    if (!set) {
      set = new Set();
      this.#byGame.set(connection.gameCode, set);
    }
    set.add(connection);
    this.#alive.add(connection.socket);
    connection.socket.on('pong', () => this.#alive.add(connection.socket));
    connection.socket.on('close', () => set.delete(connection));
  }

  count(gameCode: string): number {
    return this.#byGame.get(gameCode)?.size ?? 0;
  }

  send(connection: Connection, message: object | string): void {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** One message to every player of the game. */
  broadcast(gameCode: string, message: object): void {
    const text = JSON.stringify(message);
    for (const connection of this.#byGame.get(gameCode) ?? []) this.send(connection, text);
  }

  /** A bus event as the players see it. */
  deliver(event: BusEvent): void {
    if (event.kind === 'round') return;
    const { kind, game, seq, memberId, ...rest } = event;
    const connections = this.#byGame.get(game) ?? [];
    if (kind === 'result') {
      const text = JSON.stringify({ type: 'result', roundId: seq, ...rest });
      for (const c of connections) if (c.memberId === memberId) this.send(c, text);
      return;
    }
    const { betId, ...open } = rest;
    const everyone = JSON.stringify({ type: kind, roundId: seq, ...open });
    const owner = JSON.stringify({ type: kind, roundId: seq, ...open, betId });
    for (const c of connections) this.send(c, c.memberId === memberId ? owner : everyone);
  }

  close(): void {
    clearInterval(this.#heartbeat);
    for (const connections of this.#byGame.values()) {
      for (const { socket } of connections) {
        socket.close(1001, 'server closing');
        // A peer that never answers the close must not hold the process.
        setTimeout(() => socket.terminate(), 1_000).unref();
      }
    }
    this.#byGame.clear();
  }
}
