import { CHAT_MESSAGE_MAX } from '@ficha/contract';
import { AppError } from '../../lib/app-error.ts';

/** A message's text as stored: trimmed, not empty, at most CHAT_MESSAGE_MAX characters (code points, as PostgreSQL counts). */
export function messageText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw new AppError('CHAT_MESSAGE_EMPTY');
  if ([...trimmed].length > CHAT_MESSAGE_MAX) {
    throw new AppError('CHAT_MESSAGE_TOO_LONG', null, { max: CHAT_MESSAGE_MAX });
  }
  return trimmed;
}
