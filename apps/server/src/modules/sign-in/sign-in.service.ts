import { formatMinor, isRealMemberType, type LanguageCode, type SignInState } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { grantBonus, jurisdictionOf, mayRun } from '../promotions/index.ts';
import { type CalendarRow, calendarOf, insertClaim, lastClaim, setClaimGrant } from './sign-in.repository.ts';

/**
 * The daily sign-in calendar (issue 18, `/m/activity/signIn`): one claim per member and local day
 * in the merchant's time zone; day N of a streak pays the calendar's Nth reward (the cycle starts
 * again after its last day); a missed day starts the streak again or not, as configured. The
 * reward is a bonus grant keyed `sign-in:<member>:<day>`; the claim's primary key (member, day)
 * makes a double tap or two racing requests claim once. Trial accounts and merchants whose
 * licence forbids the kind (Brazil) are refused, and the page says why.
 */

/** The calendar date (YYYY-MM-DD) of `now` in the time zone. */
export function localDay(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function previousDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The streak today's claim makes, given the member's last claim. */
export function nextStreak(
  last: { day: string; streak: number } | undefined,
  today: string,
  resetOnMiss: boolean,
) {
  if (!last) return 1;
  if (last.day === today) return last.streak;
  if (last.day === previousDay(today) || !resetOnMiss) return last.streak + 1;
  return 1;
}

const rewardOf = (calendar: CalendarRow, streak: number) =>
  BigInt(calendar.rewards[(streak - 1) % calendar.rewards.length]!);

/** Why the merchant runs no sign-in calendar, when its licence forbids it (else null). */
function forbiddenNotice(merchant: Merchant, language: LanguageCode): string | null {
  const profile = jurisdictionOf(merchant);
  if (mayRun(profile, 'SIGN_IN')) return null;
  return profile.notice?.[language] ?? profile.notice?.EN ?? null;
}

export async function signInState(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: number,
  language: LanguageCode,
  now = new Date(),
): Promise<SignInState> {
  const calendar = await calendarOf(db, merchant.id);
  const notice = forbiddenNotice(merchant, language);
  const today = localDay(now, merchant.time_zone);
  const last = await lastClaim(db, memberId);
  const resetOnMiss = calendar?.reset_on_miss ?? true;
  const streak = nextStreak(last, today, resetOnMiss);
  const reward = calendar ? rewardOf(calendar, streak) : 0n;
  return {
    enabled: Boolean(calendar?.enabled) && notice === null,
    notice,
    currency: merchant.currency,
    days: (calendar?.rewards ?? []).map((r, i) => ({ day: i + 1, reward: formatMinor(r) })),
    resetOnMiss,
    today,
    claimedToday: last?.day === today,
    // the streak so far: with today's claim, else the one today's claim would continue (0: none)
    streak: last?.day === today ? last.streak : streak - 1,
    todayDay: calendar ? ((streak - 1) % calendar.rewards.length) + 1 : 1,
    todayReward: formatMinor(reward),
    turnoverMultiple: calendar?.turnover_multiple ?? 0,
  };
}

/** Claims today's reward: once per local day, whatever the number of taps or processes. */
export async function claimToday(
  db: Kysely<DB>,
  merchant: Merchant,
  member: { id: number; type: number },
  language: LanguageCode,
  now = new Date(),
): Promise<SignInState> {
  if (!isRealMemberType(member.type)) throw new AppError('FREE_REJECT');
  const calendar = await calendarOf(db, merchant.id);
  if (!calendar?.enabled) throw new AppError('PROMOTION_CLOSED');
  const today = localDay(now, merchant.time_zone);
  await inTransaction(db, async (trx) => {
    const last = await lastClaim(trx, member.id);
    if (last?.day === today) throw new AppError('PROMOTION_ALREADY_CLAIMED');
    const streak = nextStreak(last, today, calendar.reset_on_miss);
    const amount = rewardOf(calendar, streak);
    const claim = await insertClaim(trx, {
      memberId: member.id,
      merchantId: merchant.id,
      day: today,
      streak,
      amount,
    });
    // Another request of the same member claimed today meanwhile: it pays, this one does not.
    if (!claim) throw new AppError('PROMOTION_ALREADY_CLAIMED');
    if (amount === 0n) return;
    // Refused by the jurisdiction (PROMOTION_NOT_ALLOWED) rolls the claim back with it.
    const grant = await grantBonus(trx, {
      merchantId: merchant.id,
      memberId: member.id,
      amount,
      currency: merchant.currency,
      key: `sign-in:${member.id}:${today}`,
      kind: 'SIGN_IN',
      turnoverMultiple: calendar.turnover_multiple,
      expiresAt: null,
      maxConversion: null,
      maxBet: null,
      reason: `Daily sign-in ${today}, day ${((streak - 1) % calendar.rewards.length) + 1}`,
      createdBy: `member:${member.id}`,
    });
    await setClaimGrant(trx, member.id, today, grant.grantId);
  });
  return signInState(db, merchant, member.id, language, now);
}
