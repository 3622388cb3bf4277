import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_MESSAGE_MAX,
  type ChatMessage,
  type ChatServerMessage,
} from '@ficha/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { liveChannel } from '@/features/live';
import { ApiError } from '@/lib/api-client';
import { getChatHistory, markChatRead, sendChatText, uploadChatImage } from './api/chat-calls';
import { chatKeys } from './api/chat-keys';

/** A message on the page: stored (from the server) or still on its way (pending, or failed with a code). */
export interface ShownMessage extends ChatMessage {
  pending?: boolean;
  failedCode?: string;
}

export interface ChatIdentity {
  /** The socket's credential: `bearer.<member token>` or `visitor.<visitor token>`. */
  credential: string;
  /** A visitor's token for the HTTP calls; undefined for a member. */
  visitor: string | undefined;
}

const TYPING_SHOWN_MS = 4_000;
const TYPING_SENT_EVERY_MS = 1_500;

const newRef = () => `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

function merge(shown: ShownMessage[], incoming: ChatMessage[]): ShownMessage[] {
  const byKey = new Map<string, ShownMessage>();
  for (const m of shown) byKey.set(m.ref && m.pending ? `ref:${m.ref}` : m.id, m);
  for (const m of incoming) {
    if (m.ref) byKey.delete(`ref:${m.ref}`);
    byKey.set(m.id, m);
  }
  // Stored messages in id order; those on their way after them, in the order written.
  const all = [...byKey.values()];
  const stored = all.filter((m) => !m.pending && !m.failedCode).sort((a, b) => Number(a.id) - Number(b.id));
  return [...stored, ...all.filter((m) => m.pending || m.failedCode)];
}

/**
 * The conversation the chat page shows (issue 16 part 4): history from the server, news from the
 * socket, messages sent with a ref of their own so a resend after a drop (or a server restart) is
 * stored once; staff's replies marked read while the page is visible.
 */
export function useChatConversation(identity: ChatIdentity | undefined, language: string) {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [connection, setConnection] = useState<'connecting' | 'open' | 'closed'>('connecting');
  const [staffTyping, setStaffTyping] = useState(false);
  const [staffReadId, setStaffReadId] = useState('0');
  const [errorCode, setErrorCode] = useState<string>();
  const pendingRef = useRef(new Map<string, string>());
  const readRef = useRef('0');
  const typingRef = useRef(0);
  const typingTimer = useRef<number>(undefined);
  const visitor = identity?.visitor;

  const load = useCallback(async () => {
    try {
      const chat = await getChatHistory(visitor);
      setMessages((shown) => merge(shown, chat.messages));
      setStaffReadId(chat.staffReadId);
      readRef.current = chat.memberReadId;
      setStatus('ready');
    } catch (error) {
      setErrorCode(error instanceof ApiError ? error.code : 'NETWORK_ERROR');
      setStatus((s) => (s === 'ready' ? s : 'error'));
    }
  }, [visitor]);

  const handle = useCallback((frame: ChatServerMessage) => {
    if (frame.type === 'message' || frame.type === 'ack') {
      if (frame.type === 'ack') pendingRef.current.delete(frame.ref);
      setMessages((shown) => merge(shown, [frame.message]));
      if (frame.message.sender === 'STAFF') setStaffTyping(false);
    } else if (frame.type === 'typing' && frame.sender === 'STAFF') {
      setStaffTyping(true);
      window.clearTimeout(typingTimer.current);
      typingTimer.current = window.setTimeout(() => setStaffTyping(false), TYPING_SHOWN_MS);
    } else if (frame.type === 'read' && frame.reader === 'STAFF') {
      setStaffReadId(frame.upTo);
    } else if (frame.type === 'error' && frame.ref && pendingRef.current.has(frame.ref)) {
      const ref = frame.ref;
      pendingRef.current.delete(ref);
      setMessages((shown) =>
        shown.map((m) => (m.ref === ref ? { ...m, pending: false, failedCode: frame.code } : m)),
      );
    }
  }, []);

  useEffect(() => {
    if (!identity) return;
    void load();
    // The tab's live socket (shared with the badges): held while the page is open.
    const release = liveChannel.hold(identity.credential, language);
    const stopFrames = liveChannel.onFrame(handle);
    const followStatus = (status: typeof liveChannel.status) => {
      setConnection(status === 'idle' ? 'connecting' : status);
      if (status !== 'open') return;
      // After a drop: what was missed comes from the history, what was not acknowledged goes again.
      void load();
      for (const [ref, text] of pendingRef.current) liveChannel.send({ type: 'send', ref, text });
    };
    const stopStatus = liveChannel.onStatus(followStatus);
    setConnection(liveChannel.status === 'open' ? 'open' : 'connecting');
    return () => {
      stopStatus();
      stopFrames();
      release();
      window.clearTimeout(typingTimer.current);
    };
  }, [identity, language, load, handle]);

  // Staff's replies count as read once the page shows them; the badge elsewhere follows.
  useEffect(() => {
    const last = [...messages].reverse().find((m) => m.sender === 'STAFF' && !m.pending);
    if (!last || Number(last.id) <= Number(readRef.current) || document.visibilityState !== 'visible') return;
    readRef.current = last.id;
    if (!liveChannel.send({ type: 'read', upTo: last.id }))
      void markChatRead(visitor, last.id).catch(() => {});
    void queryClient.invalidateQueries({ queryKey: chatKeys.all });
  }, [messages, visitor, queryClient]);

  const sendText = useCallback(
    (raw: string): string | undefined => {
      const text = raw.trim();
      if (!text) return 'CHAT_MESSAGE_EMPTY';
      if ([...text].length > CHAT_MESSAGE_MAX) return 'CHAT_MESSAGE_TOO_LONG';
      const ref = newRef();
      const draft: ShownMessage = {
        id: `pending-${ref}`,
        conversationId: '0',
        sender: 'MEMBER',
        staffName: null,
        body: text,
        attachment: null,
        ref,
        createdAt: new Date().toISOString(),
        pending: true,
      };
      setMessages((shown) => [...shown, draft]);
      pendingRef.current.set(ref, text);
      if (!liveChannel.send({ type: 'send', ref, text })) {
        // No socket right now: the same message by HTTP (its ref keeps it single if both arrive).
        sendChatText(visitor, text, ref)
          .then((message) => handle({ type: 'ack', ref, message }))
          .catch((error: unknown) =>
            handle({
              type: 'error',
              ref,
              code: error instanceof ApiError ? error.code : 'NETWORK_ERROR',
              message: '',
            }),
          );
      }
      return undefined;
    },
    [visitor, handle],
  );

  const sendImage = useCallback(
    async (file: File): Promise<string | undefined> => {
      if (!['image/png', 'image/jpeg'].includes(file.type)) return 'CHAT_IMAGE_INVALID';
      if (file.size > CHAT_IMAGE_MAX_BYTES) return 'CHAT_IMAGE_TOO_LARGE';
      try {
        const message = await uploadChatImage(visitor, file, newRef());
        setMessages((shown) => merge(shown, [message]));
        return undefined;
      } catch (error) {
        return error instanceof ApiError ? error.code : 'NETWORK_ERROR';
      }
    },
    [visitor],
  );

  const typing = useCallback(() => {
    if (Date.now() - typingRef.current < TYPING_SENT_EVERY_MS) return;
    typingRef.current = Date.now();
    liveChannel.send({ type: 'typing' });
  }, []);

  return {
    messages,
    status,
    errorCode,
    connection,
    staffTyping,
    staffReadId,
    sendText,
    sendImage,
    typing,
    reload: load,
  };
}
