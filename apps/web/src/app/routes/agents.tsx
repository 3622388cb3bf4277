import { AgentPage, InviteFriendsPage } from '@/features/agents';

/** /m/agentRegister: the agent's home, team, invitation links and new downline accounts (issue 17). */
export function AgentRegisterRoute() {
  return <AgentPage />;
}

/** /m/inviteFriends: the member's invitation code, link and QR (issue 17). */
export function InviteFriendsRoute() {
  return <InviteFriendsPage />;
}
