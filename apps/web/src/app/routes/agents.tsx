import { AgentPage, InviteFriendsPage } from '@/features/agents';
import { MembersOnly } from './members-only';

/** /m/agentRegister: the agent's home, team, invitation links and new downline accounts (issue 17). */
export function AgentRegisterRoute() {
  return (
    <MembersOnly real>
      <AgentPage />
    </MembersOnly>
  );
}

/** /m/inviteFriends: the member's invitation code, link and QR (issue 17). */
export function InviteFriendsRoute() {
  return (
    <MembersOnly real>
      <InviteFriendsPage />
    </MembersOnly>
  );
}
