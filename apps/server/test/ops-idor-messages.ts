import type { Database } from '../src/db/database.ts';
import type { ObjectRouteCase } from './ops-idor-route-case.ts';

// The message center's cases of the IDOR matrix (ops-idor.api.test.ts, issue 16): merchant A's
// staff ask for merchant B's announcements, inbox and feedback, named by merchant or by id.

/** A popup announcement and a member's feedback of one merchant. */
export interface MessageRows {
  announcementId: number;
  feedbackId: string;
}

interface World {
  merchantId: number;
  messages: MessageRows;
}

type RouteCase = ObjectRouteCase<World>;

const announcementBody = (merchantId: number) => ({
  merchantId,
  language: 'PT',
  promotionType: 'PU',
  execution: 'A',
  title: 'idor',
  content: '<p>idor</p>',
});

/** `ownMerchantId` is the asking staff member's merchant (A), known once the worlds are made. */
export function messageCases(ownMerchantId: () => number): Record<string, RouteCase> {
  return {
    'GET /ops/api/v1/messages/announcements': (b) => ({ query: { merchantId: String(b.merchantId) } }),
    'POST /ops/api/v1/messages/announcements': (b) => ({ body: announcementBody(b.merchantId) }),
    // B's announcement under A's merchant: the row is looked up through A, so it is not found.
    'PUT /ops/api/v1/messages/announcements/{announcementId}': (b) => ({
      params: { announcementId: String(b.messages.announcementId) },
      body: announcementBody(ownMerchantId()),
    }),
    'DELETE /ops/api/v1/messages/announcements/{announcementId}': (b) => ({
      params: { announcementId: String(b.messages.announcementId) },
      query: { merchantId: String(ownMerchantId()) },
    }),
    'PUT /ops/api/v1/messages/popup-flags': (b) => ({
      body: { merchantId: b.merchantId, member: false, visitor: false },
    }),
    'GET /ops/api/v1/messages/inbox': (b) => ({ query: { merchantId: String(b.merchantId) } }),
    'POST /ops/api/v1/messages/inbox': (b) => ({
      body: { merchantId: b.merchantId, audience: 'MERCHANT', title: 'idor', content: 'idor matrix' },
    }),
    'GET /ops/api/v1/messages/feedback': (b) => ({ query: { merchantId: String(b.merchantId) } }),
    'POST /ops/api/v1/messages/feedback/{feedbackId}/answer': (b) => ({
      params: { feedbackId: b.messages.feedbackId },
      body: { answer: 'idor matrix' },
    }),
  };
}

/** A popup announcement and a feedback of `memberId`, both carrying `marker`. */
export async function messageRowsOf(
  db: Database['db'],
  merchantId: number,
  memberId: string,
  marker: string,
): Promise<MessageRows> {
  const announcement = await db
    .insertInto('notices')
    .values({ merchant_id: merchantId, language: 'PT', title: `${marker} popup`, promotion_type: 'PU' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const feedback = await db
    .insertInto('feedback')
    .values({ merchant_id: merchantId, member_id: memberId, type: 1, content: `${marker} feedback text` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { announcementId: announcement.id, feedbackId: feedback.id };
}

/** What an attempt on a merchant's messages must not change. */
export async function messageStateOf(db: Database['db'], merchantId: number) {
  return [
    await db.selectFrom('notices').selectAll().where('merchant_id', '=', merchantId).execute(),
    await db.selectFrom('feedback').selectAll().where('merchant_id', '=', merchantId).execute(),
    await db.selectFrom('inbox_messages').select('id').where('merchant_id', '=', merchantId).execute(),
    await db.selectFrom('announcement_settings').selectAll().execute(),
  ];
}
