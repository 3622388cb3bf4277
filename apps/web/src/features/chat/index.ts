export { getChatUnreadCount, setChatUnreadCount, useChatUnreadCount } from './api/chat-unread';
export { useLaunchChat } from './api/launch-chat';
export { ChatBadge } from './components/chat-badge';
export { ChatLaunching } from './components/chat-launching';
export { ChatPage } from './components/chat-page';
export { VisitorChatJoiner } from './components/visitor-chat-joiner';
