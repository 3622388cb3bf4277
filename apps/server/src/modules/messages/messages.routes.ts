import {
  announcementsAnswerSchema,
  announcementsQuerySchema,
  doneSchema,
  feedbackBodySchema,
  inboxMessageParamsSchema,
  inboxPageSchema,
  inboxQuerySchema,
  inboxReadBodySchema,
  lobbyNewsSchema,
  markAnnouncementBodySchema,
  unreadCountSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requireRealMember, requireSession } from '../../plugins/auth.ts';
import { limitRequests } from '../../plugins/rate-limits.ts';
import * as inbox from '../inbox/inbox.service.ts';
import * as announcements from './announcements.service.ts';
import * as feedback from './feedback.service.ts';

/**
 * A member's unread counts and read marks per minute. The site throttles them (spec section 9:
 * mark read 150 ms, unread count 250 ms) and asks again only when something changed; a member
 * beyond this is a runaway client, answered RATE_LIMITED.
 */
export const MEMBER_COUNTS_PER_MINUTE = 120;

/**
 * Spec section 7 'Orders, announcements, inbox, chat' and 'Feedback' (issue 16 parts 1, 2, 5).
 * Visitors asking for what needs a session get UNAUTHORIZED (the site sends them to login); trial
 * users asking for the inbox or feedback get FREE_REJECT (spec section 6).
 */
export async function messagesRoutes(app: FastifyInstance, options: { redis?: Redis | undefined }) {
  const route = envelopeRoutes(app, 'messages');

  route.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    {
      summary: 'Announcements: banners, player announcements and the popup of the caller’s group',
      description:
        'types B,PL,PU by default; types PR answers value.promotion. The popup holds group B items for ' +
        'visitors, group A items for members plus the F items on their first login; popupFlags are the ' +
        "merchant's two display flags.",
      querystring: announcementsQuerySchema,
      answer: announcementsAnswerSchema,
    },
    async (req) =>
      announcements.listAnnouncements(app.db, req.merchant.id, req.language, req.member, req.query),
  );

  route.get(
    '/wps/relay/GLS2_lobbyNews',
    { summary: 'Lobby news: the player announcements showing now', answer: lobbyNewsSchema },
    async (req) => announcements.lobbyNews(app.db, req.merchant.id, req.language),
  );

  route.get(
    '/wps/inbox/messages',
    {
      summary: 'The member’s inbox, newest first, with the unread count',
      querystring: inboxQuerySchema,
      answer: inboxPageSchema,
    },
    async (req) => inbox.inboxPage(app.db, requireRealMember(req).id, req.query, req.language),
  );

  route.post(
    '/wps/inbox/messages/:messageId/read',
    {
      summary: 'Mark one of the member’s messages read or unread',
      params: inboxMessageParamsSchema,
      body: inboxReadBodySchema,
      answer: unreadCountSchema,
    },
    async (req) => inbox.markMessage(app.db, requireRealMember(req).id, req.params.messageId, req.body.read),
  );

  route.delete(
    '/wps/inbox/messages/:messageId',
    {
      summary: 'Delete one of the member’s messages',
      params: inboxMessageParamsSchema,
      answer: unreadCountSchema,
    },
    async (req) => inbox.deleteMessage(app.db, requireRealMember(req).id, req.params.messageId),
  );

  route.put(
    '/wps/feedback',
    {
      summary: 'Send feedback (20 to 200 characters, question type, captcha)',
      body: feedbackBodySchema,
      answer: doneSchema,
    },
    async (req) => feedback.sendFeedback(app.db, requireRealMember(req), req.ip, req.body),
  );

  // The calls the site repeats: counted per member (per address for a caller without a session).
  await app.register(async (counted) => {
    await limitRequests(counted, options.redis, {
      name: 'member-counts',
      perMinute: MEMBER_COUNTS_PER_MINUTE,
      hook: 'preHandler',
      key: (req) => (req.member ? `member:${req.member.id}` : `ip:${req.ip}`),
    });
    const countedRoute = envelopeRoutes(counted, 'messages');

    countedRoute.get(
      '/wps/relay/CSP_unreadCount',
      { summary: 'The inbox’s unread messages (value.unReadCount)', answer: unreadCountSchema },
      async (req) => ({ unReadCount: await inbox.inboxUnreadCount(app.db, requireRealMember(req).id) }),
    );

    countedRoute.post(
      '/wps/relay/MCSFE_markAnnouncementAsRead',
      {
        summary: 'Mark an announcement read (announcementId, read=true)',
        body: markAnnouncementBodySchema,
        answer: doneSchema,
      },
      async (req) => announcements.markRead(app.db, requireSession(req), req.body.announcementId),
    );
  });
}
