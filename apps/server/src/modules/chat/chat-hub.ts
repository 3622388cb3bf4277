import type { ChatServerMessage } from '@ficha/contract';
import type { WebSocket } from 'ws';
import type { ChatEvent, PartyKey } from './chat-bus.ts';

/**
 * The chat's websocket connections in this process: each member's (or visitor's) by their party,
 * each staff member's with the merchants they work for (null: every merchant). A bus event goes to
 * the sockets it concerns: the member sees the staff's messages, typing and reads of their own
 * conversation; staff see everything of their merchants' conversations (the console's live queue).
 * A member's live socket also watches their unread counts (modules/live): a chat event that
 * changes the chat badge (a staff reply, a read) tells its watchers to count again.
 */

const HEARTBEAT_MS = 30_000;
/** A slow reader with this much unsent is dropped rather than buffered for ever. */
const MAX_BUFFERED_BYTES = 1_000_000;

interface StaffSocket {
  socket: WebSocket;
  merchantIds: readonly number[] | null;
}

/** A member's page that shows unread counts: told to count again when one may have changed. */
export interface UnreadWatcher {
  merchantId: number;
  /** `wide`: many members were told at once (a broadcast); spreading their recounts spares the database. */
  recount: (wide: boolean) => void;
}

/** Whose counts may have changed: one member, every member of a merchant, or everyone here. */
export type UnreadTarget = { memberId: string } | { merchantId: number } | 'everyone';

export class ChatHub {
  readonly #members = new Map<PartyKey, Set<WebSocket>>();
  readonly #staff = new Set<StaffSocket>();
  readonly #unread = new Map<string, Set<UnreadWatcher>>();
  readonly #unreadSockets = new Set<WebSocket>();
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

  /** Each socket once, though a member's live socket may be in both the chat's and the counts' lists. */
  #everySocket(): Set<WebSocket> {
    const all = new Set<WebSocket>(this.#unreadSockets);
    for (const set of this.#members.values()) for (const socket of set) all.add(socket);
    for (const { socket } of this.#staff) all.add(socket);
    return all;
  }

  #watch(socket: WebSocket, onClose: () => void): void {
    if (!this.#alive.has(socket)) {
      this.#alive.add(socket);
      socket.on('pong', () => this.#alive.add(socket));
    }
    socket.on('close', onClose);
  }

  /** The member's page on `socket` shows unread counts: `watcher` hears when they may change. */
  watchUnread(memberId: string, socket: WebSocket, watcher: UnreadWatcher): void {
    let set = this.#unread.get(memberId);
    if (!set) {
      set = new Set();
      this.#unread.set(memberId, set);
    }
    set.add(watcher);
    this.#unreadSockets.add(socket);
    this.#watch(socket, () => {
      this.#unreadSockets.delete(socket);
      set.delete(watcher);
      if (set.size === 0 && this.#unread.get(memberId) === set) this.#unread.delete(memberId);
    });
  }

  /** Counts may have changed for `target`: the pages of this process concerned count again. */
  unreadChanged(target: UnreadTarget): void {
    if (typeof target === 'object' && 'memberId' in target) {
      for (const watcher of this.#unread.get(target.memberId) ?? []) watcher.recount(false);
      return;
    }
    for (const set of this.#unread.values()) {
      for (const watcher of set) {
        if (target === 'everyone' || watcher.merchantId === target.merchantId) watcher.recount(true);
      }
    }
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
        // A reply from staff is one more unread message in the member's chat badge.
        if (event.message.sender === 'STAFF') this.#chatUnreadChanged(event.party);
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
        // Read in one tab (or by HTTP): the badge of every other page follows.
        else this.#chatUnreadChanged(event.party);
        this.#toStaff(event.merchantId, [message]);
        return;
      }
      case 'conversation':
        this.#toStaff(event.merchantId, [{ type: 'conversation', conversation: event.conversation }]);
        if (event.party) this.#chatUnreadChanged(event.party);
        return;
      default:
        event satisfies never;
    }
  }

  #chatUnreadChanged(party: PartyKey): void {
    if (party.startsWith('m:')) this.unreadChanged({ memberId: party.slice(2) });
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
    this.#unread.clear();
    this.#unreadSockets.clear();
  }
}
