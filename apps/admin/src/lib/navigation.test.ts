import { describe, expect, it } from 'vitest';
import {
  canBlockPlayers,
  canDecideOrders,
  canEditMerchants,
  canWritePlayers,
  navItemsFor,
} from './navigation.ts';

describe('the menu per role (the contract permission table the server enforces)', () => {
  it('gives support and content no dashboard and no money decisions, and content no cashier', () => {
    const menu = (role: string) => navItemsFor(role).map((i) => i.path);
    // Each screen's own rows are checked where the screen is built; here, what a role must not see.
    expect(menu('FINANCE')).toEqual(expect.arrayContaining(['/', '/players', '/cashier', '/reports']));
    expect(menu('SUPPORT')).toEqual(expect.arrayContaining(['/players', '/cashier', '/messages/feedback']));
    expect(menu('SUPPORT')).not.toContain('/');
    expect(menu('SUPPORT')).not.toContain('/reports');
    // CONTENT writes announcements and inbox messages; feedback is answered by SUPPORT.
    expect(menu('CONTENT')).toEqual(
      expect.arrayContaining(['/players', '/games', '/messages/announcements', '/messages/inbox']),
    );
    expect(menu('CONTENT')).not.toContain('/cashier');
    expect(menu('CONTENT')).not.toContain('/messages/feedback');
    expect(menu('FINANCE')).not.toContain('/messages/feedback');
    expect(menu('SUPPORT')).toContain('/chat');
    expect(menu('CONTENT')).not.toContain('/chat');
    // Every role reads the site's content (content.read); only ADMIN and CONTENT change it.
    for (const role of ['FINANCE', 'SUPPORT', 'CONTENT']) expect(menu(role)).toContain('/content');
    // Every role reads its merchants' settings (merchants.read); only ADMIN changes them.
    for (const role of ['FINANCE', 'SUPPORT', 'CONTENT', 'READ_ONLY'])
      expect(menu(role)).toContain('/merchants');
    // Every role reads the lottery's games and periods (lottery.read).
    for (const role of ['FINANCE', 'SUPPORT', 'CONTENT']) expect(menu(role)).toContain('/lottery');
    // Identity documents (issue 19 part 4): RISK reviews them; nobody else but ADMIN sees the screen.
    expect(menu('RISK')).toContain('/kyc');
    for (const role of ['FINANCE', 'SUPPORT', 'CONTENT', 'READ_ONLY'])
      expect(menu(role)).not.toContain('/kyc');
    // VIP and rewards (issue 18 part 4): read by every role with vip.read; SUPPORT has none.
    for (const role of ['FINANCE', 'CONTENT', 'RISK', 'READ_ONLY']) expect(menu(role)).toContain('/vip');
    expect(menu('SUPPORT')).not.toContain('/vip');
    expect(canDecideOrders('SUPPORT')).toBe(false);
    expect(canDecideOrders('READ_ONLY')).toBe(false);
    expect(canDecideOrders('FINANCE')).toBe(true);
    expect(canBlockPlayers('RISK')).toBe(true);
    expect(canBlockPlayers('FINANCE')).toBe(false);
    // Every role reads its merchants' settings; only ADMIN changes them.
    expect(canEditMerchants('ADMIN')).toBe(true);
    expect(canEditMerchants('CONTENT')).toBe(false);
  });

  it('opens staff management and payment settings to ADMIN only, the audit log to ADMIN and RISK', () => {
    const admin = navItemsFor('ADMIN').map((i) => i.path);
    expect(admin).toEqual(expect.arrayContaining(['/staff', '/payment-settings', '/audit', '/lottery']));
    expect(navItemsFor('RISK').map((i) => i.path)).toContain('/audit');
    for (const role of ['FINANCE', 'SUPPORT', 'CONTENT', 'RISK', 'READ_ONLY']) {
      const paths = navItemsFor(role).map((i) => i.path);
      expect(paths, role).not.toContain('/staff');
      expect(paths, role).not.toContain('/payment-settings');
    }
    expect(canWritePlayers('SUPPORT')).toBe(true);
    expect(canWritePlayers('FINANCE')).toBe(false);
  });

  it('shows nothing to a role it does not know', () => {
    expect(navItemsFor('INTRUDER')).toEqual([]);
  });
});
