import type { ChatServerMessage } from '@ficha/contract';
import type { WebSocket } from 'ws';
import type { ChatEvent, PartyKey } from './chat-bus.ts';

/**
 * The chat's websocket connections in this process: each member's (or visitor's) by their party,
 * each staff member's with the merchants they work for (null: every merchant). A bus event goes to
 * the sockets it concerns: the member sees the staff's messages, typing and reads of their own
 * conversation; staff see everything of their merchants' conversations (the console's live queue).
 */

const HEARTBEAT_MS = 30_000;
/** A slow reader with this much unsent is dropped rather than buffered for ever. */
const MAX_BUFFERED_BYTES = 1_000_000;

interface StaffSocket {
  socket: WebSocket;
  merchantIds: readonly number[] | null;
}

export class ChatHub {
  readonly #members = new Map<PartyKey, Set<WebSocket>>();
  readonly #staff = new Set<StaffSocket>();
  readonly #alive = new WeakSet<WebSocket>();
  readonly #heartbeat: NodeJS.Timeout;

  constructor() {
    // A connection that did not answer the last ping is gone (a phone that lost its network).
    this.#heartbeat = setInterval(() => {
      for (const socket of this.#everySocket()) {
        if (!this.#alive.has(socket)) {
          socket.terminate();
          continue;
        }
        this.#alive.delete(socket);
        socket.ping();
      }
    }, HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  *#everySocket(): Generator<WebSocket> {
    for (const set of this.#members.values()) yield* set;
    for (const { socket } of this.#staff) yield socket;
  }

  #watch(socket: WebSocket, onClose: () => void): void {
    this.#alive.add(socket);
    socket.on('pong', () => this.#alive.add(socket));
    socket.on('close', onClose);
  }

  addMember(party: PartyKey, socket: WebSocket): void {
    let set = this.#members.get(party);
    if (!set) {
      set = new Set();
      this.#members.set(party, set);
    }
    set.add(socket);
    this.#watch(socket, () => {
      set.delete(socket);
      if (set.size === 0 && this.#members.get(party) === set) this.#members.delete(party);
    });
  }

  addStaff(socket: WebSocket, merchantIds: readonly number[] | null): void {
    const entry = { socket, merchantIds };
    this.#staff.add(entry);
    this.#watch(socket, () => this.#staff.delete(entry));
  }

  send(socket: WebSocket, message: ChatServerMessage | string): void {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  #toMember(party: PartyKey, message: ChatServerMessage): void {
    const sockets = this.#members.get(party);
    if (!sockets) return;
    const text = JSON.stringify(message);
    for (const socket of sockets) this.send(socket, text);
  }

  #toStaff(merchantId: number, messages: ChatServerMessage[]): void {
    const texts = messages.map((m) => JSON.stringify(m));
    for (const { socket, merchantIds } of this.#staff) {
      if (merchantIds !== null && !merchantIds.includes(merchantId)) continue;
      for (const text of texts) this.send(socket, text);
    }
  }

  deliver(event: ChatEvent): void {
    switch (event.kind) {
      case 'message':
        // Members never learn staff usernames (they are login names).
        this.#toMember(event.party, { type: 'message', message: { ...event.message, staffName: null } });
        this.#toStaff(event.merchantId, [
          { type: 'message', message: event.message },
          { type: 'conversation', conversation: event.conversation },
        ]);
        return;
      case 'typing': {
        const message: ChatServerMessage = {
          type: 'typing',
          conversationId: event.conversationId,
          sender: event.sender,
        };
        if (event.sender === 'STAFF') this.#toMember(event.party, message);
        else this.#toStaff(event.merchantId, [message]);
        return;
      }
      case 'read': {
        const message: ChatServerMessage = {
          type: 'read',
          conversationId: event.conversationId,
          reader: event.reader,
          upTo: event.upTo,
        };
        if (event.reader === 'STAFF') this.#toMember(event.party, message);
        this.#toStaff(event.merchantId, [message]);
        return;
      }
      case 'conversation':
        this.#toStaff(event.merchantId, [{ type: 'conversation', conversation: event.conversation }]);
        return;
      default:
        event satisfies never;
    }
  }

  close(): void {
    clearInterval(this.#heartbeat);
    for (const socket of this.#everySocket()) {
      socket.close(1001, 'server closing');
      // A peer that never answers the close must not hold the process.
      setTimeout(() => socket.terminate(), 1_000).unref();
    }
    this.#members.clear();
    this.#staff.clear();
  }
}
