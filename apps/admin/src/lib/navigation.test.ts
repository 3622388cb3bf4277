import { describe, expect, it } from 'vitest';
import { canBlockPlayers, canDecideOrders, canEditMerchants, navItemsFor } from './navigation.ts';

describe('the menu per role (the contract permission table the server enforces)', () => {
  it('gives support and content no dashboard and no money decisions, and content no cashier', () => {
    expect(navItemsFor('FINANCE').map((i) => i.path)).toEqual(['/', '/players', '/cashier', '/merchants']);
    expect(navItemsFor('SUPPORT').map((i) => i.path)).toEqual(['/players', '/cashier', '/merchants']);
    expect(navItemsFor('CONTENT').map((i) => i.path)).toEqual(['/players', '/merchants']);
    expect(canDecideOrders('SUPPORT')).toBe(false);
    expect(canDecideOrders('READ_ONLY')).toBe(false);
    expect(canDecideOrders('FINANCE')).toBe(true);
    expect(canBlockPlayers('RISK')).toBe(true);
    expect(canBlockPlayers('FINANCE')).toBe(false);
    // Every role reads its merchants' settings; only ADMIN changes them.
    expect(canEditMerchants('ADMIN')).toBe(true);
    expect(canEditMerchants('CONTENT')).toBe(false);
  });

  it('shows nothing to a role it does not know', () => {
    expect(navItemsFor('INTRUDER')).toEqual([]);
  });
});
