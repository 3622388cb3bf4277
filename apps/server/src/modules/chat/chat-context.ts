import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Party } from './chat.repository.ts';
import type { ChatBus, PartyKey } from './chat-bus.ts';
import type { ChatHub } from './chat-hub.ts';
import type { MemberBudget } from './chat-limits.ts';

/** What the chat's services share in one process: the database, the bus, the sockets and the budgets. */
export interface ChatContext {
  db: Kysely<DB>;
  bus: ChatBus;
  hub: ChatHub;
  /** Messages and images sent, per member or visitor. */
  sends: MemberBudget;
  /** CBS_unreadCount calls per member. */
  unreadCalls: MemberBudget;
}

/** Who writes on the member's side: a member (real account) or a visitor, of one merchant. */
export interface ChatParticipant {
  merchantId: number;
  party: Party;
  key: PartyKey;
}

export const partyKey = (party: Party): PartyKey =>
  party.kind === 'member' ? `m:${party.memberId}` : `v:${party.visitorId}`;

export function participant(merchantId: number, party: Party): ChatParticipant {
  return { merchantId, party, key: partyKey(party) };
}
