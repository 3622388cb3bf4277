import { lazy } from 'react';

export { useAnnouncements, useMarkAnnouncementRead } from './api/announcements';
export { useInboxUnread } from './api/inbox';
export { type UnreadCounts, useUnreadCounts, useUnreadTotal } from './api/unread';
export { FeedbackForm } from './components/feedback-form';
export { InboxList } from './components/inbox-list';
export { LiveUnreadHost } from './components/live-unread-host';
export { MessageCenter, type MessageCenterRow } from './components/message-center';
export { UnreadBadge } from './components/unread-badge';

/**
 * The announcement popup (spec section 4) loads on its own, after the page it sits on: a lazy
 * component, so the pages that import this feature for its badges do not carry the popup.
 */
export const AnnouncementPopupHost = lazy(async () => ({
  default: (await import('./components/popup-host')).AnnouncementPopupHost,
}));
