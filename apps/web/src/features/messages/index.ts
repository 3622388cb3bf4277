export { useAnnouncements, useMarkAnnouncementRead } from './api/announcements';
export { useInboxUnread } from './api/inbox';
export { type UnreadCounts, useUnreadCounts, useUnreadTotal } from './api/unread';
export { FeedbackForm } from './components/feedback-form';
export { InboxList } from './components/inbox-list';
export { LiveUnreadHost } from './components/live-unread-host';
export { MessageCenter, type MessageCenterRow } from './components/message-center';
export { AnnouncementPopupHost } from './components/popup-host';
export { UnreadBadge } from './components/unread-badge';
