import { describe, expect, it } from 'vitest';
import {
  choiceFromParams,
  chooseClassify,
  chooseMinBet,
  chooseVendor,
  compactFilters,
  countChoices,
  withChoice,
} from './list-filters';

describe('filter choices (spec sections 2, 4, 5)', () => {
  it('selects a vendor and deselects it when chosen again', () => {
    const picked = chooseVendor({}, 'AURORA');
    expect(picked.vassalage).toBe('AURORA');
    expect(chooseVendor(picked, 'AURORA').vassalage).toBeUndefined();
    expect(chooseVendor(picked, 'LUMEN').vassalage).toBe('LUMEN');
  });

  it('resets the classification to all when the vendor changes', () => {
    expect(chooseVendor({ gameClassify: 'MEGAWAY', minBet: '0.5' }, 'BGS')).toEqual({
      vassalage: 'BGS',
      gameClassify: undefined,
      minBet: '0.5',
    });
  });

  it("clears the vendor when 'new' is chosen and keeps it for other classifications", () => {
    expect(chooseClassify({ vassalage: 'BGS' }, 'new')).toEqual({
      vassalage: undefined,
      gameClassify: 'new',
    });
    expect(chooseClassify({ vassalage: 'BGS' }, 'MEGAWAY').vassalage).toBe('BGS');
    expect(chooseClassify({ gameClassify: 'MEGAWAY' }, 'all').gameClassify).toBeUndefined();
  });

  it('accepts only the minimum-bet choices of spec section 5', () => {
    expect(chooseMinBet({}, '0.05').minBet).toBe('0.05');
    expect(chooseMinBet({ minBet: '0.05' }, undefined).minBet).toBeUndefined();
    expect(chooseMinBet({}, '3').minBet).toBeUndefined();
  });

  it('round-trips through the address and counts what is set', () => {
    const params = withChoice(new URLSearchParams('gameType=RNG'), { vassalage: 'BGS', minBet: '0.1' });
    expect(params.toString()).toBe('gameType=RNG&vassalage=BGS&minBet=0.1');
    expect(choiceFromParams(params)).toEqual({ gameClassify: undefined, vassalage: 'BGS', minBet: '0.1' });
    expect(countChoices(choiceFromParams(params))).toBe(2);
  });

  it('trims the searched name and drops empty fields', () => {
    expect(
      compactFilters({ gameType: 'LIVE', gameName: '  roleta ', gameClassify: 'all', vassalage: '' }),
    ).toEqual({
      gameType: 'LIVE',
      gameName: 'roleta',
    });
  });
});
