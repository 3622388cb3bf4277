import {
  type LanguageCode,
  LIVE_SOCKET_PATH,
  type MemberUnreadCounts,
  memberSocketMessageSchema,
  TRIAL_TYPE,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { changeFeedOf, EVERY_TABLE } from '../../db/change-feed.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { UnreadTarget } from '../chat/chat-hub.ts';
import {
  bearerOf,
  chatCaller,
  credentialFromProtocol,
  type FrameHandler,
  joinMemberChat,
  runSocket,
  socketLanguage,
} from '../chat/chat-sockets.ts';
import { chatParticipant } from '../chat/member-chat.service.ts';
import { type AuthenticatedMember, findSessionMember } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { memberUnreadCounts, sameCounts } from './unread-counts.ts';

/**
 * The member's live socket, GET /wps/live/ws (issue 16 part 3): one per tab, shared by the unread
 * badges and the live chat. It pushes the member's unread counts (announcements, inbox, chat) at
 * opening and whenever one changes, and carries the chat's frames when the caller may chat, so
 * the chat page needs no socket of its own. Visitors allowed to chat use it for the chat alone
 * (they have no badges); trial users are refused (spec section 6: "no chat unread fetch").
 *
 * What tells a page to count again, across every process serving the site:
 * - inbox messages (operator, system, feedback answers; read, unread, deleted), announcements
 *   published or changed and announcement reads: migration 0039's triggers notify
 *   `unread:member:<id>` or `unread:merchant:<id>` on ficha_changes at commit, heard by every
 *   process through its change feed (PostgreSQL LISTEN; the embedded database's own listen);
 * - the chat: a staff reply or a read is an event of the chat's bus (Redis pub/sub across
 *   processes, in-process without Redis), which the hub turns into a recount.
 */

/** A burst of changes for one member (a read of ten messages) makes one recount. */
const RECOUNT_AFTER_MS = 50;
/** A broadcast tells every open page at once: their recounts are spread over this much time. */
const WIDE_SPREAD_MS = 1_000;

/** What a change notice means to the badges, if anything. */
export function unreadTargetOf(notice: string): UnreadTarget | undefined {
  if (notice === EVERY_TABLE) return 'everyone';
  const [prefix, scope, id] = notice.split(':');
  if (prefix !== 'unread' || !id || !/^\d+$/.test(id)) return undefined;
  if (scope === 'member') return { memberId: id };
  if (scope === 'merchant') return { merchantId: Number(id) };
  return undefined;
}

/**
 * Pushes the member's counts on `socket`: now, then after every change that may concern them,
 * only when they differ from the last pushed. A session that ended (logout, blocked account)
 * closes the socket instead.
 */
function pushUnreadCounts(
  app: FastifyInstance,
  socket: WebSocket,
  merchant: Merchant,
  member: AuthenticatedMember,
  language: LanguageCode,
  bearer: string,
): Promise<void> {
  const { db, hub } = app.chat;
  let last: MemberUnreadCounts | undefined;
  let timer: NodeJS.Timeout | undefined;
  let counting = false;
  let again = false;
  const count = async (): Promise<void> => {
    if (counting) {
      again = true;
      return;
    }
    counting = true;
    try {
      if (!(await findSessionMember(db, hashToken(bearer)))) {
        socket.close(1008, 'SESSION_EXPIRED');
        return;
      }
      const counts = await memberUnreadCounts(db, merchant, member, language);
      if (!sameCounts(last, counts)) {
        last = counts;
        hub.send(socket, { type: 'unread', counts });
      }
    } catch (error) {
      // The page keeps its last counts; the next change counts again.
      app.log.warn({ err: error }, 'live socket: unread counts');
    } finally {
      counting = false;
      if (again) {
        again = false;
        schedule(RECOUNT_AFTER_MS);
      }
    }
  };
  const schedule = (delay: number) => {
    if (timer !== undefined || socket.readyState !== socket.OPEN) return;
    timer = setTimeout(() => {
      timer = undefined;
      void count();
    }, delay);
  };
  hub.watchUnread(String(member.id), socket, {
    merchantId: member.merchantId,
    recount: (wide) => schedule(wide ? RECOUNT_AFTER_MS + Math.random() * WIDE_SPREAD_MS : RECOUNT_AFTER_MS),
  });
  socket.on('close', () => clearTimeout(timer));
  return count();
}

/** Frames of a socket without the chat (CBS3 off): only pings are answered. */
const withoutChat =
  (app: FastifyInstance, socket: WebSocket): FrameHandler =>
  async (raw) => {
    const frame = memberSocketMessageSchema.parse(raw);
    if (frame.type === 'ping') return app.chat.hub.send(socket, { type: 'pong' });
    throw new AppError('CHAT_UNAVAILABLE');
  };

/** Registered in the /wps scope (merchant, language and member resolved there). */
export async function liveRoutes(app: FastifyInstance): Promise<void> {
  const stop = changeFeedOf(app.db)?.onChange((notice) => {
    const target = unreadTargetOf(notice);
    if (target) app.chat.hub.unreadChanged(target);
  });
  app.addHook('onClose', async () => stop?.());

  app.route({
    method: 'GET',
    url: LIVE_SOCKET_PATH,
    schema: { hide: true },
    onRequest: credentialFromProtocol,
    handler: async () => {
      throw new AppError('BAD_REQUEST');
    },
    wsHandler: (socket: WebSocket, req) => {
      const ctx = app.chat;
      const language = socketLanguage(req);
      const caller = chatCaller(req);
      // The subprotocol's token (a browser), else the Authorization header (any other client).
      const bearer = bearerOf(req) ?? /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
      runSocket(app, socket, language, async () => {
        const { member, merchant } = caller;
        if (member?.type === TRIAL_TYPE) throw new AppError('FREE_REJECT');
        if (caller.hadToken && !member) throw new AppError('SESSION_EXPIRED');
        if (!member || !bearer) {
          if (!caller.visitorToken) throw new AppError('UNAUTHORIZED');
          // A visitor: the chat alone, when the merchant lets visitors chat.
          const { conversationId, handle } = await joinMemberChat(
            ctx,
            socket,
            await chatParticipant(ctx.db, caller),
            undefined,
          );
          ctx.hub.send(socket, { type: 'hello', conversationId });
          return handle;
        }
        let handle = withoutChat(app, socket);
        let conversationId: string | null = null;
        if (merchant.flags.includes('CBS3')) {
          const chat = await joinMemberChat(ctx, socket, await chatParticipant(ctx.db, caller), bearer);
          handle = chat.handle;
          conversationId = chat.conversationId;
        }
        ctx.hub.send(socket, { type: 'hello', conversationId });
        await pushUnreadCounts(app, socket, merchant, member, language, bearer);
        return handle;
      });
    },
  });
}
