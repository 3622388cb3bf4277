import { describe, expect, it } from 'vitest';
import { canBlockPlayers, canDecideOrders, navItemsFor } from './navigation.ts';

describe('the menu per role (the contract permission table the server enforces)', () => {
  it('gives support and content no dashboard and no money decisions, and content no cashier', () => {
    // Every role reads the site's content (content.read); only ADMIN and CONTENT change it.
    expect(navItemsFor('FINANCE').map((i) => i.path)).toEqual(['/', '/players', '/cashier', '/content']);
    expect(navItemsFor('SUPPORT').map((i) => i.path)).toEqual(['/players', '/cashier', '/content']);
    expect(navItemsFor('CONTENT').map((i) => i.path)).toEqual(['/players', '/content']);
    expect(canDecideOrders('SUPPORT')).toBe(false);
    expect(canDecideOrders('READ_ONLY')).toBe(false);
    expect(canDecideOrders('FINANCE')).toBe(true);
    expect(canBlockPlayers('RISK')).toBe(true);
    expect(canBlockPlayers('FINANCE')).toBe(false);
  });

  it('shows nothing to a role it does not know', () => {
    expect(navItemsFor('INTRUDER')).toEqual([]);
  });
});
