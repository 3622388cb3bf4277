export { AgentPage } from './components/agent-page';
export { InviteFriendsPage } from './components/invite-friends-page';
