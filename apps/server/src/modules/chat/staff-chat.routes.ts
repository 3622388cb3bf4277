import {
  assignConversationBodySchema,
  cannedReplyBodySchema,
  cannedReplyListSchema,
  cannedReplySchema,
  chatAttachmentParamsSchema,
  chatHistoryQuerySchema,
  chatMemberContextSchema,
  chatMessageSchema,
  chatReadBodySchema,
  chatSettingsBodySchema,
  chatSettingsSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationParamsSchema,
  conversationRowSchema,
  doneSchema,
  liveModelBodySchema,
  liveModelListSchema,
  liveModelSchema,
  merchantQuerySchema,
  sendChatBodySchema,
  staffConversationSchema,
  uploadQuerySchema,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { signedInStaff } from '../staff/ops-access.ts';
import * as admin from './chat-admin.service.ts';
import { acceptImageBodies } from './chat-images.ts';
import { staffChatSocket } from './chat-sockets.ts';
import * as chat from './staff-chat.service.ts';

/** The console's live chat (issue 16 part 6): queue, conversation, replies, assignment, set-up. */
export async function staffChatRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'operator', requestedLanguage);
  const ctx = app.chat;
  const call = (req: FastifyRequest) => ({ staff: signedInStaff(req), ip: req.ip });
  const base = '/ops/api/v1/chat';

  route.get(
    `${base}/conversations`,
    {
      summary: "A merchant's chat queue: open (or closed) conversations, newest news first",
      permission: 'chat.handle',
      querystring: conversationListQuerySchema,
      answer: conversationListSchema,
    },
    async (req) => chat.conversationQueue(ctx, signedInStaff(req), req.query),
  );

  route.get(
    `${base}/conversations/:id`,
    {
      summary: 'A conversation and a page of its messages',
      permission: 'chat.handle',
      params: conversationParamsSchema,
      querystring: chatHistoryQuerySchema,
      answer: staffConversationSchema,
    },
    async (req) => chat.staffConversation(ctx, signedInStaff(req), req.params.id, req.query),
  );

  route.get(
    `${base}/conversations/:id/context`,
    {
      summary: 'The member beside the chat: balances, last deposits, last rounds',
      permission: 'chat.handle',
      params: conversationParamsSchema,
      answer: chatMemberContextSchema,
    },
    async (req) => chat.memberContext(ctx.db, signedInStaff(req), req.params.id),
  );

  route.post(
    `${base}/conversations/:id/messages`,
    {
      summary: 'A reply (the console socket sends the same); audited',
      permission: 'chat.handle',
      params: conversationParamsSchema,
      body: sendChatBodySchema,
      answer: chatMessageSchema,
    },
    async (req) => chat.replyText(ctx, call(req), req.params.id, req.body),
  );

  route.post(
    `${base}/conversations/:id/read`,
    {
      summary: "Staff have read the member's messages up to upTo",
      permission: 'chat.handle',
      params: conversationParamsSchema,
      body: chatReadBodySchema,
      answer: doneSchema,
    },
    async (req) => chat.markReadByStaff(ctx, signedInStaff(req), req.params.id, req.body.upTo),
  );

  route.post(
    `${base}/conversations/:id/assign`,
    {
      summary: 'Give the conversation to a staff member who handles chats (or to nobody: null)',
      permission: 'chat.handle',
      params: conversationParamsSchema,
      body: assignConversationBodySchema,
      answer: conversationRowSchema,
    },
    async (req) => chat.assignConversation(ctx, call(req), req.params.id, req.body.staffId),
  );

  route.post(
    `${base}/conversations/:id/close`,
    {
      summary: "Close an answered conversation (the member's next message opens it again)",
      permission: 'chat.handle',
      params: conversationParamsSchema,
      answer: conversationRowSchema,
    },
    async (req) => chat.closeConversation(ctx, call(req), req.params.id),
  );

  await app.register(async (uploads) => {
    acceptImageBodies(uploads);
    envelopeRoutes(uploads, 'operator', requestedLanguage).post(
      `${base}/conversations/:id/attachments`,
      {
        summary: 'An image reply (PNG or JPG, at most 5 MB, judged by its content) sent as the raw body',
        permission: 'chat.handle',
        params: conversationParamsSchema,
        querystring: uploadQuerySchema,
        answer: chatMessageSchema,
      },
      async (req) => chat.replyImage(ctx, call(req), req.params.id, req.body, req.query.ref),
    );
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    `${base}/attachments/:id`,
    {
      schema: {
        tags: ['operator'],
        summary: "An image of a conversation of the staff member's merchants (its bytes)",
        params: chatAttachmentParamsSchema,
      },
      config: { permission: 'chat.handle' },
    },
    async (req, reply) => {
      const image = await chat.staffAttachment(ctx.db, signedInStaff(req), req.params.id);
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'private, max-age=86400')
        .send(image.bytes);
    },
  );

  route.get(
    `${base}/canned-replies`,
    {
      summary: "The merchant's canned replies",
      permission: 'chat.handle',
      querystring: merchantQuerySchema,
      answer: cannedReplyListSchema,
    },
    async (req) => admin.listCannedReplies(ctx.db, call(req), req.query.merchantId),
  );

  route.post(
    `${base}/canned-replies`,
    {
      summary: 'Add a canned reply',
      permission: 'chat.handle',
      body: cannedReplyBodySchema,
      answer: cannedReplySchema,
    },
    async (req) => admin.addCannedReply(ctx.db, call(req), req.body),
  );

  route.delete(
    `${base}/canned-replies/:id`,
    {
      summary: 'Remove a canned reply',
      permission: 'chat.handle',
      params: conversationParamsSchema,
      answer: doneSchema,
    },
    async (req) => admin.removeCannedReply(ctx.db, call(req), req.params.id),
  );

  route.get(
    `${base}/settings`,
    {
      summary: "The merchant's chat settings",
      permission: 'chat.handle',
      querystring: merchantQuerySchema,
      answer: chatSettingsSchema,
    },
    async (req) => admin.chatSettings(ctx.db, call(req), req.query.merchantId),
  );

  route.put(
    `${base}/settings`,
    {
      summary: 'Let visitors chat before logging in, or not',
      permission: 'chat.manage',
      body: chatSettingsBodySchema,
      answer: chatSettingsSchema,
    },
    async (req) => admin.saveChatSettings(ctx.db, call(req), req.body),
  );

  route.get(
    `${base}/live-models`,
    {
      summary: 'The live models of CBS_modelList',
      permission: 'chat.manage',
      querystring: merchantQuerySchema,
      answer: liveModelListSchema,
    },
    async (req) => admin.listLiveModels(ctx.db, call(req), req.query.merchantId),
  );

  route.post(
    `${base}/live-models`,
    {
      summary: 'Add a live model',
      permission: 'chat.manage',
      body: liveModelBodySchema,
      answer: liveModelSchema,
    },
    async (req) => admin.addLiveModel(ctx.db, call(req), req.body),
  );

  route.put(
    `${base}/live-models/:id`,
    {
      summary: 'Change a live model',
      permission: 'chat.manage',
      params: conversationParamsSchema,
      body: liveModelBodySchema,
      answer: liveModelSchema,
    },
    async (req) => admin.changeLiveModel(ctx.db, call(req), req.params.id, req.body),
  );

  route.delete(
    `${base}/live-models/:id`,
    {
      summary: 'Remove a live model',
      permission: 'chat.manage',
      params: conversationParamsSchema,
      answer: doneSchema,
    },
    async (req) => admin.removeLiveModel(ctx.db, call(req), req.params.id),
  );

  staffChatSocket(app);
}
