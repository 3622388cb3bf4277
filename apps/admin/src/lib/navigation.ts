import { roleHasPermission, type StaffPermission, type StaffRole } from '@ficha/contract';

/**
 * The console's screens and who sees them in the menu, read from the contract's permission table
 * (the one the server enforces on every /ops route). Hiding only spares a staff member a screen
 * that would answer FORBIDDEN; the server refuses the rest whatever the menu shows.
 */
export interface NavItem {
  path: string;
  /** i18n key of the menu label. */
  label: string;
  permission: StaffPermission;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/', label: 'nav.dashboard', permission: 'dashboard.read' },
  { path: '/players', label: 'nav.players', permission: 'players.read' },
  { path: '/kyc', label: 'kyc.nav', permission: 'kyc.review' },
  { path: '/responsible-gaming', label: 'rgOps.nav', permission: 'players.read' },
  { path: '/cashier', label: 'nav.cashier', permission: 'withdrawals.read' },
  { path: '/payment-settings', label: 'paymentSettings.nav', permission: 'payments.settings' },
  { path: '/games', label: 'games.nav', permission: 'games.read' },
  { path: '/lottery', label: 'lotteryOps.nav', permission: 'lottery.read' },
  { path: '/agents', label: 'agentsOps.nav', permission: 'agents.read' },
  { path: '/agent-pay', label: 'agentPay.nav', permission: 'agentpay.read' },
  { path: '/reports', label: 'reports.nav', permission: 'reports.read' },
  { path: '/content', label: 'content.nav', permission: 'content.read' },
  { path: '/promotions', label: 'promotionsOps.nav', permission: 'promotions.read' },
  { path: '/vip', label: 'vipOps.nav', permission: 'vip.read' },
  { path: '/promotion-comments', label: 'promotionComments.nav', permission: 'promotions.moderate' },
  { path: '/messages/announcements', label: 'messages.nav.announcements', permission: 'messages.write' },
  { path: '/messages/inbox', label: 'messages.nav.inbox', permission: 'messages.write' },
  { path: '/messages/feedback', label: 'messages.nav.feedback', permission: 'feedback.answer' },
  { path: '/chat', label: 'chat.nav', permission: 'chat.handle' },
  { path: '/merchants', label: 'merchants.title', permission: 'merchants.read' },
  { path: '/staff', label: 'staffAdmin.nav', permission: 'staff.read' },
  { path: '/audit', label: 'auditLog.nav', permission: 'audit.read' },
];

/** Whether the signed-in role holds a permission (an unknown role holds none). */
export const may = (role: string, permission: StaffPermission) =>
  roleHasPermission(role as StaffRole, permission);

export const navItemsFor = (role: string) => NAV_ITEMS.filter((item) => may(role, item.permission));

export const canDecideOrders = (role: string) => may(role, 'withdrawals.decide');
export const canBlockPlayers = (role: string) => may(role, 'players.block');

export const canManageChat = (role: string) => may(role, 'chat.manage');
export const canEditMerchants = (role: string) => may(role, 'merchants.write');
export const canWritePlayers = (role: string) => may(role, 'players.write');
