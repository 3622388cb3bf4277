import { ChatPage } from '@/features/chat';

/** /m/chat: the customer-service chat CBS_launchChat opens (issue 16 part 4), with its own header. */
export function ChatRoute() {
  return <ChatPage />;
}
