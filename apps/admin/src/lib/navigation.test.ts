import { describe, expect, it } from 'vitest';
import { canBlockPlayers, canDecideOrders, canWritePlayers, navItemsFor } from './navigation.ts';

describe('the menu per role (the contract permission table the server enforces)', () => {
  it('gives support and content no dashboard and no money decisions, and content no cashier', () => {
    expect(navItemsFor('FINANCE').map((i) => i.path)).toEqual(['/', '/players', '/cashier', '/lottery']);
    expect(navItemsFor('SUPPORT').map((i) => i.path)).toEqual(['/players', '/cashier', '/lottery']);
    expect(navItemsFor('CONTENT').map((i) => i.path)).toEqual(['/players', '/lottery']);
    expect(canDecideOrders('SUPPORT')).toBe(false);
    expect(canDecideOrders('READ_ONLY')).toBe(false);
    expect(canDecideOrders('FINANCE')).toBe(true);
    expect(canBlockPlayers('RISK')).toBe(true);
    expect(canBlockPlayers('FINANCE')).toBe(false);
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
