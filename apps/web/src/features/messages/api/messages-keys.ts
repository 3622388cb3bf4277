import type { LanguageCode } from '@ficha/contract';

/** Query keys of announcements and the inbox, per member (a guest is ''). */
export const messagesKeys = {
  all: ['messages'] as const,
  announcements: (who: string, language: LanguageCode) =>
    [...messagesKeys.all, 'announcements', who, language] as const,
  inbox: (who: string, language: LanguageCode) => [...messagesKeys.all, 'inbox', who, language] as const,
  inboxUnread: (who: string) => [...messagesKeys.all, 'inbox-unread', who] as const,
};
