import type { Database } from '../src/db/database.ts';
import type { seedChatObjects } from './chat-helpers.ts';
import type { RouteCase as RouteCaseOf } from './ops-idor-route-case.ts';

// The live chat's cases of the IDOR matrix (ops-idor.api.test.ts, issue 16): merchant A's staff ask
// for merchant B's conversation, image, canned reply and live model, and B's merchant by name. The
// rows are seeded by seedChatObjects (chat-helpers.ts).

/** A conversation with an image, a canned reply and a live model of one merchant. */
export type ChatRows = Awaited<ReturnType<typeof seedChatObjects>>;

interface World {
  merchantId: number;
  chat: ChatRows;
}

type RouteCase = RouteCaseOf<World>;

export function chatCases(): Record<string, RouteCase> {
  const of = (b: World) => ({ query: { merchantId: String(b.merchantId) } });
  const conversation = (b: World) => ({ params: { id: b.chat.conversationId } });
  return {
    // A socket (not for inject); what it carries is scoped to the staff member's merchants (live-chat tests).
    'GET /ops/api/v1/chat/ws': null,
    'GET /ops/api/v1/chat/conversations': of,
    'GET /ops/api/v1/chat/conversations/{id}': conversation,
    'GET /ops/api/v1/chat/conversations/{id}/context': conversation,
    'POST /ops/api/v1/chat/conversations/{id}/messages': (b) => ({
      ...conversation(b),
      body: { text: 'idor matrix' },
    }),
    'POST /ops/api/v1/chat/conversations/{id}/read': (b) => ({
      ...conversation(b),
      body: { upTo: '999999' },
    }),
    'POST /ops/api/v1/chat/conversations/{id}/assign': (b) => ({
      ...conversation(b),
      body: { staffId: null },
    }),
    'POST /ops/api/v1/chat/conversations/{id}/close': conversation,
    'POST /ops/api/v1/chat/conversations/{id}/attachments': conversation,
    'GET /ops/api/v1/chat/attachments/{id}': (b) => ({ params: { id: b.chat.attachmentId } }),
    'GET /ops/api/v1/chat/canned-replies': of,
    'POST /ops/api/v1/chat/canned-replies': (b) => ({
      body: { merchantId: b.merchantId, title: 'idor', body: 'idor matrix' },
    }),
    'DELETE /ops/api/v1/chat/canned-replies/{id}': (b) => ({ params: { id: b.chat.cannedReplyId } }),
    'GET /ops/api/v1/chat/settings': of,
    'PUT /ops/api/v1/chat/settings': (b) => ({ body: { merchantId: b.merchantId, visitorsAllowed: true } }),
    'GET /ops/api/v1/chat/live-models': of,
    'POST /ops/api/v1/chat/live-models': (b) => ({ body: { merchantId: b.merchantId, name: 'idor' } }),
    'PUT /ops/api/v1/chat/live-models/{id}': (b) => ({
      params: { id: b.chat.liveModelId },
      body: { merchantId: b.merchantId, name: 'idor' },
    }),
    'DELETE /ops/api/v1/chat/live-models/{id}': (b) => ({ params: { id: b.chat.liveModelId } }),
  };
}

/** What an attempt on a merchant's live chat must not change. */
export async function chatStateOf(db: Database['db'], merchantId: number, chat: ChatRows) {
  return [
    await db.selectFrom('chat_conversations').selectAll().where('merchant_id', '=', merchantId).execute(),
    await db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('conversation_id', '=', chat.conversationId)
      .execute(),
    await db.selectFrom('chat_canned_replies').selectAll().where('merchant_id', '=', merchantId).execute(),
    await db.selectFrom('chat_live_models').selectAll().where('merchant_id', '=', merchantId).execute(),
    await db.selectFrom('chat_settings').selectAll().where('merchant_id', '=', merchantId).execute(),
  ];
}
