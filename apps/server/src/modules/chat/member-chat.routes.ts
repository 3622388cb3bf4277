import {
  chatAccessSchema,
  chatAttachmentParamsSchema,
  chatClaimAnswerSchema,
  chatHistoryQuerySchema,
  chatMessageSchema,
  chatReadBodySchema,
  chatUnreadAnswerSchema,
  chatVisitorAnswerSchema,
  doneSchema,
  launchChatAnswerSchema,
  launchChatQuerySchema,
  memberChatSchema,
  modelListAnswerSchema,
  modelListQuerySchema,
  sendChatBodySchema,
  uploadQuerySchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { acceptImageBodies, uploadedBytes } from './chat-images.ts';
import { chatCaller, memberChatSocket } from './chat-sockets.ts';
import * as chat from './member-chat.service.ts';
import { claimVisitorChat } from './visitor-claim.service.ts';

/**
 * The member's (and visitor's) live chat (issue 16 part 4): the spec's CBS_* calls (section 7),
 * the chat page's history, sends, reads and images, and its websocket.
 */
export async function memberChatRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'chat');
  const ctx = app.chat;
  const who = (req: Parameters<typeof chatCaller>[0]) => chat.chatParticipant(ctx.db, chatCaller(req));

  route.get(
    '/wps/relay/CBS_launchChat',
    {
      summary:
        'The address of the customer-service chat page (value.chatUrl), themed by headerColor and title',
      querystring: launchChatQuerySchema,
      answer: launchChatAnswerSchema,
    },
    async (req) => chat.launchChat(ctx.db, chatCaller(req), req.query, req.language),
  );

  route.get(
    '/wps/relay/CBS_unreadCount',
    {
      summary:
        'Replies of customer service the member has not read (value.unReadCount); per member rate-limited',
      answer: chatUnreadAnswerSchema,
    },
    async (req) => chat.unreadCount(ctx, await who(req)),
  );

  route.get(
    '/wps/relay/CBS_modelList',
    {
      summary: 'The live models the operator configured, filtered by active and streaming',
      querystring: modelListQuerySchema,
      answer: modelListAnswerSchema,
    },
    async (req) => chat.modelList(ctx.db, req.merchant, req.query),
  );

  route.get(
    '/wps/chat/access',
    { summary: 'Whether the chat is on, and whether visitors may use it', answer: chatAccessSchema },
    async (req) => chat.chatAccess(ctx.db, req.merchant),
  );

  route.post(
    '/wps/chat/visitor',
    {
      summary: "A visitor's chat identity (sent back as X-Chat-Visitor), when the merchant allows visitors",
      answer: chatVisitorAnswerSchema,
    },
    async (req) => chat.createVisitor(ctx.db, req.merchant),
  );

  route.post(
    '/wps/chat/visitor/claim',
    {
      summary:
        "Joins this browser's visitor chat (X-Chat-Visitor) to the signed-in member: its history becomes theirs",
      answer: chatClaimAnswerSchema,
    },
    async (req) => claimVisitorChat(ctx, chatCaller(req)),
  );

  route.get(
    '/wps/chat/messages',
    {
      summary: "The caller's conversation: a page of messages (oldest first) and read receipts",
      querystring: chatHistoryQuerySchema,
      answer: memberChatSchema,
    },
    async (req) => chat.memberHistory(ctx, await who(req), req.query),
  );

  route.post(
    '/wps/chat/messages',
    {
      summary: `A message to customer service (the page's socket sends the same); a resend with the same ref is stored once`,
      body: sendChatBodySchema,
      answer: chatMessageSchema,
    },
    async (req) => chat.sendFromMember(ctx, await who(req), req.body),
  );

  route.post(
    '/wps/chat/read',
    {
      summary: "The member has read staff's messages up to upTo",
      body: chatReadBodySchema,
      answer: doneSchema,
    },
    async (req) => chat.markReadByMember(ctx, await who(req), req.body.upTo),
  );

  await app.register(async (uploads) => {
    // Any declared type: the bytes decide (PNG or JPG), never the name or the header.
    acceptImageBodies(uploads);
    envelopeRoutes(uploads, 'chat').post(
      '/wps/chat/attachments',
      {
        summary: 'An image (PNG or JPG, at most 5 MB, judged by its content) sent as the raw body',
        querystring: uploadQuerySchema,
        answer: chatMessageSchema,
      },
      async (req) => chat.sendImageFromMember(ctx, await who(req), uploadedBytes(req.body), req.query.ref),
    );
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/wps/chat/attachments/:id',
    {
      schema: {
        tags: ['chat'],
        summary: "An image of the caller's own conversation (its bytes; another's is NOT_FOUND)",
        params: chatAttachmentParamsSchema,
      },
    },
    async (req, reply) => {
      const image = await chat.memberAttachment(ctx.db, await who(req), req.params.id);
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('content-disposition', 'inline')
        .send(image.bytes);
    },
  );

  memberChatSocket(app);
}
