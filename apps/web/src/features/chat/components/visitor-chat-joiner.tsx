import type { ChatClaimAnswer } from '@ficha/contract';
import { useEffect } from 'react';
import { useSession } from '@/features/session';
import { useWhitelabel } from '@/features/system';
import { ApiError, apiSend } from '@/lib/api-client';
import { forgetVisitorToken, readVisitorToken } from '../api/visitor-token';

/**
 * Issue 16 part 4: a visitor who chatted before logging in (when the merchant allows it), then
 * logs in or registers in this browser, keeps the conversation: its token is sent once with the
 * member's session (POST /wps/chat/visitor/claim) and the server makes the history the member's,
 * for them and for staff. The token is forgotten after a definite answer; a network failure
 * tries again at the next page load.
 */
export function VisitorChatJoiner() {
  const session = useSession();
  const whitelabel = useWhitelabel();
  const merchant = whitelabel?.merchantCode;
  const member = session.isLoggedIn && !session.isTrial && whitelabel?.flags.CBS3 === true;

  useEffect(() => {
    if (!member || !merchant) return;
    const visitor = readVisitorToken(merchant);
    if (!visitor) return;
    apiSend<ChatClaimAnswer>('POST', '/wps/chat/visitor/claim', { headers: { 'X-Chat-Visitor': visitor } })
      .then(() => forgetVisitorToken(merchant))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.code !== 'NETWORK_ERROR') forgetVisitorToken(merchant);
      });
  }, [member, merchant]);
  return null;
}
