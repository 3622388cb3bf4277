import { describe, expect, it } from 'vitest';
import { ageOn, canSubmit, fullNameOf, localDate } from './kyc-rules.ts';

describe('KYC rules (issue 19 part 4)', () => {
  it('counts whole years to the local birthday', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
  it('refuses dates that are not real, before 1900 or in the future', () => {
    expect(ageOn('2001-02-30', '2026-01-01')).toBeUndefined();
    expect(ageOn('1899-12-31', '2026-01-01')).toBeUndefined();
    expect(ageOn('2027-01-01', '2026-01-01')).toBeUndefined();
    expect(ageOn('01/02/2000', '2026-01-01')).toBeUndefined();
  });
  it("takes today's date in the merchant's zone", () => {
    const lateUtc = new Date('2026-06-15T02:00:00Z');
    expect(localDate(lateUtc, 'America/Sao_Paulo')).toBe('2026-06-14');
    expect(localDate(lateUtc, 'Europe/Malta')).toBe('2026-06-15');
  });
  it('wants a first and a last name in letters', () => {
    expect(fullNameOf('  Maria   da Silva ')).toBe('Maria da Silva');
    expect(fullNameOf('Maria')).toBeUndefined();
    expect(fullNameOf('Maria 1234')).toBeUndefined();
    expect(fullNameOf('<b>Maria</b> Silva')).toBeUndefined();
  });
  it('lets a member submit only before a review or after a request for more', () => {
    expect(canSubmit('NOT_STARTED')).toBe(true);
    expect(canSubmit('MORE_INFO_REQUESTED')).toBe(true);
    expect(canSubmit('PENDING')).toBe(false);
    expect(canSubmit('APPROVED')).toBe(false);
    expect(canSubmit('REJECTED')).toBe(false);
  });
});
