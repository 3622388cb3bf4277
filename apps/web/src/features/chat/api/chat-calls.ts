import type { ChatAccess, ChatMessage, MemberChat } from '@ficha/contract';
import { apiGet, apiGetBlob, apiPostBytes, apiSend } from '@/lib/api-client';

/**
 * The chat page's calls. `visitor` is a visitor's chat token (sent as X-Chat-Visitor) when no
 * member is signed in; a member's calls carry the session's token as every call does.
 */

const visitorHeaders = (visitor: string | undefined): Record<string, string> =>
  visitor ? { 'X-Chat-Visitor': visitor } : {};

export const getChatAccess = () => apiGet<ChatAccess>('/wps/chat/access');

export const createVisitor = () => apiSend<{ visitorToken: string }>('POST', '/wps/chat/visitor');

export function getChatHistory(visitor: string | undefined, before?: string): Promise<MemberChat> {
  return apiGet<MemberChat>('/wps/chat/messages', {
    params: { before, limit: 50 },
    headers: visitorHeaders(visitor),
  });
}

export function sendChatText(visitor: string | undefined, text: string, ref: string): Promise<ChatMessage> {
  return apiSend<ChatMessage>('POST', '/wps/chat/messages', {
    body: { text, ref },
    headers: visitorHeaders(visitor),
  });
}

export function markChatRead(visitor: string | undefined, upTo: string): Promise<null> {
  return apiSend<null>('POST', '/wps/chat/read', { body: { upTo }, headers: visitorHeaders(visitor) });
}

export function uploadChatImage(visitor: string | undefined, file: Blob, ref: string): Promise<ChatMessage> {
  return apiPostBytes<ChatMessage>('/wps/chat/attachments', file, {
    params: { ref },
    headers: visitorHeaders(visitor),
  });
}

export function getChatImage(visitor: string | undefined, id: string): Promise<Blob> {
  return apiGetBlob(`/wps/chat/attachments/${encodeURIComponent(id)}`, visitorHeaders(visitor));
}
