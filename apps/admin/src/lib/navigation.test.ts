import { describe, expect, it } from 'vitest';
import { canDecideOrders, navItemsFor } from './navigation.ts';

describe('the menu per role', () => {
  it('gives support no dashboard and no money decisions', () => {
    expect(navItemsFor('SUPPORT').map((i) => i.path)).toEqual(['/players', '/cashier']);
    expect(navItemsFor('FINANCE').map((i) => i.path)).toEqual(['/', '/players', '/cashier']);
    expect(canDecideOrders('SUPPORT')).toBe(false);
    expect(canDecideOrders('FINANCE')).toBe(true);
  });
});
