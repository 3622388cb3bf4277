/**
 * The console's screens and who sees them in the menu. The server refuses the rest whatever the
 * menu shows (backoffice-access.ts and the staff routes); hiding only spares a staff member a
 * screen that would answer FORBIDDEN.
 */
export interface NavItem {
  path: string;
  /** i18n key of the menu label. */
  label: string;
  roles: readonly string[];
}

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/', label: 'nav.dashboard', roles: ['ADMIN', 'FINANCE'] },
  { path: '/players', label: 'nav.players', roles: ['ADMIN', 'FINANCE', 'SUPPORT'] },
  { path: '/cashier', label: 'nav.cashier', roles: ['ADMIN', 'FINANCE', 'SUPPORT'] },
];

export const navItemsFor = (role: string) => NAV_ITEMS.filter((item) => item.roles.includes(role));

/** Only FINANCE and ADMIN decide deposits and withdrawals (the server's rule, operator.routes.ts). */
export const canDecideOrders = (role: string) => role === 'ADMIN' || role === 'FINANCE';
export const canBlockPlayers = (role: string) => role === 'ADMIN' || role === 'SUPPORT';
