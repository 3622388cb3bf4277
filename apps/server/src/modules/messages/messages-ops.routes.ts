import {
  doneSchema,
  opsAnnouncementBodySchema,
  opsAnnouncementListSchema,
  opsAnnouncementParamsSchema,
  opsAnnouncementSchema,
  opsBroadcastPageSchema,
  opsBroadcastQuerySchema,
  opsBroadcastSchema,
  opsFeedbackAnswerBodySchema,
  opsFeedbackPageSchema,
  opsFeedbackParamsSchema,
  opsFeedbackQuerySchema,
  opsInboxSendBodySchema,
  opsMerchantQuerySchema,
  opsPopupFlagsBodySchema,
  popupFlagsSchema,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { signedInStaff } from '../staff/ops-access.ts';
import * as feedback from './feedback.service.ts';
import * as ops from './messages-ops.service.ts';

const staffRequest = (req: FastifyRequest) => ({ staff: signedInStaff(req), ip: req.ip });

/** The merchant a read names, or the staff member's first (platform staff must name one). */
function merchantOf(req: FastifyRequest, asked: number | undefined): number {
  const staff = signedInStaff(req);
  const id = asked ?? staff.merchantIds?.[0];
  if (id === undefined) throw new AppError('BAD_REQUEST', { field: 'merchantId' });
  return id;
}

/**
 * The back office's messages (issue 16 part 6) under /ops/api/v1/messages: announcements, the
 * popup flags and inbox messages need `messages.write`; feedback `feedback.answer`.
 */
export async function messagesOpsRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'operator', requestedLanguage);
  const BASE = '/ops/api/v1/messages';

  route.get(
    `${BASE}/announcements`,
    {
      summary: "A merchant's announcements of every type, with their reads, and the popup flags",
      querystring: opsMerchantQuerySchema,
      permission: 'messages.write',
      answer: opsAnnouncementListSchema,
    },
    async (req) =>
      ops.listAnnouncementsForOps(app.db, signedInStaff(req), merchantOf(req, req.query.merchantId)),
  );

  route.post(
    `${BASE}/announcements`,
    {
      summary: 'Publish an announcement (its HTML is sanitized when saved)',
      body: opsAnnouncementBodySchema,
      permission: 'messages.write',
      answer: opsAnnouncementSchema,
    },
    async (req) => ops.createAnnouncement(app.db, staffRequest(req), req.body),
  );

  route.put(
    `${BASE}/announcements/:announcementId`,
    {
      summary: 'Change an announcement',
      params: opsAnnouncementParamsSchema,
      body: opsAnnouncementBodySchema,
      permission: 'messages.write',
      answer: opsAnnouncementSchema,
    },
    async (req) => ops.updateAnnouncement(app.db, staffRequest(req), req.params.announcementId, req.body),
  );

  route.delete(
    `${BASE}/announcements/:announcementId`,
    {
      summary: 'Delete an announcement',
      params: opsAnnouncementParamsSchema,
      querystring: opsMerchantQuerySchema,
      permission: 'messages.write',
      answer: doneSchema,
    },
    async (req) =>
      ops.deleteAnnouncement(
        app.db,
        staffRequest(req),
        req.params.announcementId,
        merchantOf(req, req.query.merchantId),
      ),
  );

  route.put(
    `${BASE}/popup-flags`,
    {
      summary: 'Show the popup to signed-in members, to visitors, to both or to neither',
      body: opsPopupFlagsBodySchema,
      permission: 'messages.write',
      answer: popupFlagsSchema,
    },
    async (req) =>
      ops.savePopupFlags(app.db, staffRequest(req), req.body.merchantId, {
        member: req.body.member,
        visitor: req.body.visitor,
      }),
  );

  route.get(
    `${BASE}/inbox`,
    {
      summary: 'Inbox messages sent by staff, newest first',
      querystring: opsBroadcastQuerySchema,
      permission: 'messages.write',
      answer: opsBroadcastPageSchema,
    },
    async (req) => ops.listBroadcasts(app.db, signedInStaff(req), req.query.merchantId, req.query),
  );

  route.post(
    `${BASE}/inbox`,
    {
      summary: 'Send an inbox message to a member, every member, a VIP label, the agents or everyone',
      description: 'EVERYONE (every merchant) is for platform staff only. Trial accounts receive nothing.',
      body: opsInboxSendBodySchema,
      permission: 'messages.write',
      answer: opsBroadcastSchema,
    },
    async (req) => ops.sendInboxMessage(app.db, staffRequest(req), req.body),
  );

  route.get(
    `${BASE}/feedback`,
    {
      summary: "Members' feedback, newest first, by status",
      querystring: opsFeedbackQuerySchema,
      permission: 'feedback.answer',
      answer: opsFeedbackPageSchema,
    },
    async (req) => feedback.listFeedback(app.db, signedInStaff(req), req.query),
  );

  route.post(
    `${BASE}/feedback/:feedbackId/answer`,
    {
      summary: "Answer a member's feedback; the answer arrives in the member's inbox",
      params: opsFeedbackParamsSchema,
      body: opsFeedbackAnswerBodySchema,
      permission: 'feedback.answer',
      answer: doneSchema,
    },
    async (req) =>
      feedback.answerFeedback(app.db, signedInStaff(req), req.params.feedbackId, req.body.answer, req.ip),
  );
}
