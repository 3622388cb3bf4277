import {
  CHAT_SOCKET_PROTOCOL,
  type ChatServerMessage,
  type LanguageCode,
  memberSocketMessageSchema,
  normalizeLanguage,
  staffSocketMessageSchema,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import { isConcurrencyConflict } from '../../db/transactions.ts';
import { messageFor } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { isDataException } from '../../plugins/errors.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { findSessionMember } from '../members/members.repository.ts';
import { staffFromToken } from '../staff/staff.service.ts';
import { findConversationOf } from './chat.repository.ts';
import type { ChatContext, ChatParticipant } from './chat-context.ts';
import {
  type ChatCaller,
  chatParticipant,
  markReadByMember,
  memberTyping,
  sendFromMember,
} from './member-chat.service.ts';
import { markReadByStaff, replyText, staffTyping } from './staff-chat.service.ts';

/**
 * The chat's websockets: GET /wps/chat/ws for a member or visitor, GET /ops/api/v1/chat/ws for
 * staff. A browser cannot set headers on a websocket, so the credential rides as the second
 * subprotocol (`ficha-chat, bearer.<token>` or `ficha-chat, visitor.<token>`; the server answers
 * `ficha-chat`) and is moved to the usual header before any check runs: the member is then
 * authenticated, and the staff member gated, exactly as on their HTTP calls.
 */

/** Frames a socket may send per second; more are answered RATE_LIMITED without work. */
const FRAMES_PER_SECOND = 10;
/** A typing notice is passed on at most this often per socket. */
const TYPING_EVERY_MS = 1_500;

const CREDENTIAL = /^(bearer|visitor)\.([A-Za-z0-9_-]{20,100})$/;

function credentialOf(req: FastifyRequest): { kind: 'bearer' | 'visitor'; token: string } | undefined {
  const header = req.headers['sec-websocket-protocol'];
  if (typeof header !== 'string') return undefined;
  for (const protocol of header.split(',')) {
    const match = CREDENTIAL.exec(protocol.trim());
    if (match) return { kind: match[1] as 'bearer' | 'visitor', token: match[2] as string };
  }
  return undefined;
}

/** Moves the subprotocol's credential to Authorization (or X-Chat-Visitor) before auth reads it. */
export const credentialFromProtocol: onRequestHookHandler = async (req) => {
  const credential = credentialOf(req);
  if (credential?.kind === 'bearer') req.headers.authorization = `Bearer ${credential.token}`;
  if (credential?.kind === 'visitor') req.headers['x-chat-visitor'] = credential.token;
};

export function chatCaller(req: FastifyRequest): ChatCaller {
  const visitor = req.headers['x-chat-visitor'];
  return {
    merchant: req.merchant,
    member: req.member,
    hadToken: typeof req.headers.authorization === 'string',
    visitorToken: typeof visitor === 'string' ? visitor : undefined,
  };
}

function errorFrame(error: unknown, language: LanguageCode, ref: string | null): ChatServerMessage {
  const known =
    error instanceof SyntaxError || error instanceof z.ZodError || isDataException(error)
      ? new AppError('BAD_REQUEST')
      : isConcurrencyConflict(error)
        ? new AppError('TRY_AGAIN')
        : error;
  const code = known instanceof AppError ? known.code : 'INTERNAL';
  const params = known instanceof AppError ? known.params : {};
  return { type: 'error', ref, code, message: messageFor(code, language, params) };
}

export const socketLanguage = (req: FastifyRequest): LanguageCode => {
  const query = req.query as Record<string, unknown>;
  return normalizeLanguage(typeof query.lang === 'string' ? query.lang : undefined) ?? requestedLanguage(req);
};

/**
 * Runs a socket: frames that arrive while `open` checks the caller wait for it; then each frame
 * is handled in turn, at most FRAMES_PER_SECOND a second.
 */
export function runSocket(
  app: FastifyInstance,
  socket: WebSocket,
  language: LanguageCode,
  open: () => Promise<FrameHandler>,
): void {
  const early: RawData[] = [];
  let onFrame = (data: RawData) => {
    early.push(data);
  };
  socket.on('message', (data: RawData) => onFrame(data));
  const send = (message: ChatServerMessage) => app.chat.hub.send(socket, message);
  void (async () => {
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open();
    } catch (error) {
      send(errorFrame(error, language, null));
      socket.close(1008, error instanceof AppError ? error.code : 'INTERNAL');
      return;
    }
    let windowStart = Date.now();
    let inWindow = 0;
    let queue = Promise.resolve();
    onFrame = (data) => {
      if (Date.now() - windowStart >= 1_000) {
        windowStart = Date.now();
        inWindow = 0;
      }
      inWindow += 1;
      if (inWindow > FRAMES_PER_SECOND) {
        send(errorFrame(new AppError('RATE_LIMITED'), language, null));
        return;
      }
      // One frame after the other: a member's messages are stored in the order sent.
      queue = queue.then(async () => {
        let ref: string | null = null;
        try {
          const frame: unknown = JSON.parse(data.toString());
          if (frame && typeof frame === 'object' && typeof (frame as { ref?: unknown }).ref === 'string') {
            ref = (frame as { ref: string }).ref.slice(0, 64);
          }
          await handle(frame, ref);
        } catch (error) {
          if (
            !(error instanceof AppError) &&
            !(error instanceof z.ZodError) &&
            !(error instanceof SyntaxError)
          ) {
            app.log.error({ err: error }, 'chat socket frame failed');
          }
          send(errorFrame(error, language, ref));
        }
      });
    };
    for (const data of early.splice(0)) onFrame(data);
  })().catch((error: unknown) => {
    app.log.error({ err: error }, 'chat socket failed');
    socket.close(1011, 'INTERNAL');
  });
}

export type FrameHandler = (frame: unknown, ref: string | null) => Promise<void>;

/**
 * A member's (or visitor's) socket joins their conversation: it hears the conversation's news
 * from the hub, and its frames (send, typing, read, ping) are handled here. Used by the chat
 * socket and by the member's live socket (modules/live), which carries the chat too.
 */
export async function joinMemberChat(
  ctx: ChatContext,
  socket: WebSocket,
  who: ChatParticipant,
  bearerToken: string | undefined,
): Promise<{ conversationId: string | null; handle: FrameHandler }> {
  ctx.hub.addMember(who.key, socket);
  const conversation = await findConversationOf(ctx.db, who.party);
  let lastTyping = 0;
  const handle: FrameHandler = async (raw, ref) => {
    const frame = memberSocketMessageSchema.parse(raw);
    if (frame.type === 'ping') return ctx.hub.send(socket, { type: 'pong' });
    if (frame.type === 'typing') {
      if (Date.now() - lastTyping < TYPING_EVERY_MS) return;
      lastTyping = Date.now();
      return memberTyping(ctx, who);
    }
    if (frame.type === 'read') return markReadByMember(ctx, who, frame.upTo);
    // A logout or a block ends the member's right to write on a socket opened before.
    if (bearerToken && !(await findSessionMember(ctx.db, hashToken(bearerToken)))) {
      socket.close(1008, 'SESSION_EXPIRED');
      throw new AppError('SESSION_EXPIRED');
    }
    const message = await sendFromMember(ctx, who, { text: frame.text, ref: frame.ref });
    ctx.hub.send(socket, { type: 'ack', ref: ref ?? frame.ref, message });
  };
  return { conversationId: conversation ? String(conversation.id) : null, handle };
}

/** The member's bearer token on a socket, if the caller is a member (not a visitor). */
export function bearerOf(req: FastifyRequest): string | undefined {
  const credential = credentialOf(req);
  return credential?.kind === 'bearer' ? credential.token : undefined;
}

/** GET /wps/chat/ws (registered in the /wps scope: merchant, language and member are resolved there). */
export function memberChatSocket(app: FastifyInstance): void {
  app.route({
    method: 'GET',
    url: '/wps/chat/ws',
    schema: { hide: true },
    onRequest: credentialFromProtocol,
    handler: async () => {
      throw new AppError('BAD_REQUEST');
    },
    wsHandler: (socket: WebSocket, req) => {
      const ctx = app.chat;
      const caller = chatCaller(req);
      runSocket(app, socket, socketLanguage(req), async () => {
        const who: ChatParticipant = await chatParticipant(ctx.db, caller);
        const { conversationId, handle } = await joinMemberChat(ctx, socket, who, bearerOf(req));
        ctx.hub.send(socket, { type: 'hello', conversationId });
        return handle;
      });
    },
  });
}

/** GET /ops/api/v1/chat/ws: the console's live queue and conversations (permission chat.handle). */
export function staffChatSocket(app: FastifyInstance): void {
  app.route({
    method: 'GET',
    url: '/ops/api/v1/chat/ws',
    schema: {
      tags: ['operator'],
      summary: 'Live chat websocket for staff (subprotocols `ficha-chat`, `bearer.<staff token>`)',
      description:
        `Offer the subprotocols \`${CHAT_SOCKET_PROTOCOL}\` and \`bearer.<token>\`. The server sends message, ` +
        "conversation, typing and read events of the staff member's merchants; send {type: send|typing|read, conversationId, ...}.",
    },
    config: { permission: 'chat.handle' },
    onRequest: credentialFromProtocol,
    handler: async () => {
      throw new AppError('BAD_REQUEST');
    },
    wsHandler: (socket: WebSocket, req) => {
      const ctx = app.chat;
      const language = socketLanguage(req);
      const bearer = credentialOf(req);
      runSocket(app, socket, language, async () => {
        const staff = req.staff;
        if (!staff || !bearer) throw new AppError('UNAUTHORIZED');
        ctx.hub.addStaff(socket, staff.merchantIds);
        ctx.hub.send(socket, { type: 'hello', conversationId: null });
        let lastTyping = 0;
        return async (raw, ref) => {
          const frame = staffSocketMessageSchema.parse(raw);
          if (frame.type === 'ping') return ctx.hub.send(socket, { type: 'pong' });
          if (frame.type === 'typing') {
            if (Date.now() - lastTyping < TYPING_EVERY_MS) return;
            lastTyping = Date.now();
            return staffTyping(ctx, staff, frame.conversationId);
          }
          if (frame.type === 'read') return markReadByStaff(ctx, staff, frame.conversationId, frame.upTo);
          // A staff member disabled or signed out since the socket opened writes no more.
          if (!(await staffFromToken(ctx.db, bearer.token))) {
            socket.close(1008, 'UNAUTHORIZED');
            throw new AppError('UNAUTHORIZED');
          }
          const message = await replyText(ctx, { staff, ip: req.ip }, frame.conversationId, {
            text: frame.text,
            ref: frame.ref,
          });
          ctx.hub.send(socket, { type: 'ack', ref: ref ?? frame.ref, message });
        };
      });
    },
  });
}
