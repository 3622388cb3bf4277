import type { LanguageCode } from '@ficha/contract';
import type { BetNews, CashOutNews } from '@ficha/contract/studio/shared-rounds/protocol';
import type { WebSocket } from 'ws';
import type { BusEvent } from './round-bus.ts';

/**
 * The websocket connections of this process, per game. Whatever goes to every player of a game is
 * serialised once and the same bytes are sent to each. Bets and cash-outs go to their player at
 * once (with the bet id), and to everyone in the round's feed: gathered for FEED_MS, one frame for
 * all, so a round with many bets costs each player a few frames a second rather than one per bet.
 * Results go to their player only. Per player, each piece of news costs one send.
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
/** How long the feed gathers bets and cash-outs before they go out together. */
export const FEED_MS = 250;

type News = BetNews | CashOutNews;

/** The connections of one game, by member too, and the news its feed gathers. */
class GameRoom {
  readonly all = new Set<Connection>();
  readonly byMember = new Map<number, Set<Connection>>();
  feed: News[] = [];
  flushTimer: NodeJS.Timeout | undefined;

  add(connection: Connection): void {
    this.all.add(connection);
    let mine = this.byMember.get(connection.memberId);
    if (!mine) {
      mine = new Set();
      this.byMember.set(connection.memberId, mine);
    }
    mine.add(connection);
  }

  remove(connection: Connection): void {
    this.all.delete(connection);
    const mine = this.byMember.get(connection.memberId);
    mine?.delete(connection);
    if (mine?.size === 0) this.byMember.delete(connection.memberId);
  }
}

export class SocketHub {
  readonly #rooms = new Map<string, GameRoom>();
  readonly #alive = new WeakSet<WebSocket>();
  readonly #heartbeat: NodeJS.Timeout;
  #nextFeedId = 1;

  constructor() {
    // A connection that did not answer the last ping is gone (a phone that lost its network).
    this.#heartbeat = setInterval(() => {
      for (const room of this.#rooms.values()) {
        for (const { socket } of room.all) {
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

  #room(gameCode: string): GameRoom {
    let room = this.#rooms.get(gameCode);
    if (!room) {
      room = new GameRoom();
      this.#rooms.set(gameCode, room);
    }
    return room;
  }

  add(connection: Connection): void {
    const room = this.#room(connection.gameCode);
    room.add(connection);
    this.#alive.add(connection.socket);
    connection.socket.on('pong', () => this.#alive.add(connection.socket));
    connection.socket.on('close', () => room.remove(connection));
  }

  count(gameCode: string): number {
    return this.#rooms.get(gameCode)?.all.size ?? 0;
  }

  /** One message to one connection: an object is serialised, a string or bytes sent as they are. */
  send(connection: Connection, message: object | string | Buffer): void {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    if (Buffer.isBuffer(message)) socket.send(message, { binary: false });
    else socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** One message to every player of the game, after the news gathered so far (it came first). */
  broadcast(gameCode: string, message: object): void {
    const room = this.#rooms.get(gameCode);
    if (!room) return;
    this.#flush(room);
    this.#sendAll(room, message);
  }

  #sendAll(room: GameRoom, message: object): void {
    const frame = Buffer.from(JSON.stringify(message));
    for (const connection of room.all) this.send(connection, frame);
  }

  /** A bus event as the players see it. */
  deliver(event: BusEvent): void {
    if (event.kind === 'round') return;
    const room = this.#rooms.get(event.game);
    if (!room) return;
    const { kind, game, seq, memberId, ...rest } = event;
    const own = room.byMember.get(memberId);
    if (kind === 'result') {
      const text = JSON.stringify({ type: 'result', roundId: seq, ...rest });
      for (const c of own ?? []) this.send(c, text);
      return;
    }
    const { betId, ...open } = rest;
    const news = { type: kind, roundId: seq, ...open, feedId: this.#nextFeedId++ } as News;
    if (own) {
      const text = JSON.stringify({ ...news, betId });
      for (const c of own) this.send(c, text);
    }
    room.feed.push(news);
    room.flushTimer ??= setTimeout(() => this.#flush(room), FEED_MS);
  }

  #flush(room: GameRoom): void {
    clearTimeout(room.flushTimer);
    room.flushTimer = undefined;
    if (room.feed.length === 0) return;
    const items = room.feed;
    room.feed = [];
    this.#sendAll(room, { type: 'feed', items });
  }

  close(): void {
    clearInterval(this.#heartbeat);
    for (const room of this.#rooms.values()) {
      clearTimeout(room.flushTimer);
      for (const { socket } of room.all) {
        socket.close(1001, 'server closing');
        // A peer that never answers the close must not hold the process.
        setTimeout(() => socket.terminate(), 1_000).unref();
      }
    }
    this.#rooms.clear();
  }
}
