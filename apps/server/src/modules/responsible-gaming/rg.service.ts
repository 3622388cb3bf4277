import type {
  RgExclusionBody,
  RgExclusionView,
  RgLimitChange,
  RgLimitKey,
  RgRealityCheck,
  RgState,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthenticatedMember } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { takeExclusion } from './exclusion.service.ts';
import { answerRealityCheck, realityCheck, setRealityCheck } from './reality-check.service.ts';
import { realityCheckRow } from './rg.repository.ts';
import { changeLimits, confirmLimit, limitViews } from './rg-limits.service.ts';

/** What the member's routes call: each change answers the page's state as it now stands. */

export async function memberState(
  db: Kysely<DB>,
  merchant: Merchant,
  member: AuthenticatedMember,
): Promise<RgState> {
  const [limits, settings] = await Promise.all([limitViews(db, member.id), realityCheckRow(db, member.id)]);
  return {
    currency: merchant.currency,
    coolingOffHours: merchant.rg_cooling_off_hours,
    limits,
    realityCheckMinutes: settings?.reality_check_minutes ?? null,
  };
}

export async function changeMemberLimits(
  db: Kysely<DB>,
  merchant: Merchant,
  member: AuthenticatedMember,
  changes: RgLimitChange[],
): Promise<RgState> {
  await changeLimits(db, merchant, member.id, changes);
  return memberState(db, merchant, member);
}

export async function confirmMemberLimit(
  db: Kysely<DB>,
  merchant: Merchant,
  member: AuthenticatedMember,
  key: RgLimitKey,
): Promise<RgState> {
  await confirmLimit(db, merchant, member.id, key);
  return memberState(db, merchant, member);
}

export async function takeMemberExclusion(
  db: Kysely<DB>,
  merchant: Merchant,
  member: AuthenticatedMember,
  body: RgExclusionBody,
): Promise<RgExclusionView> {
  return takeExclusion(db, merchant, member.id, body);
}

export async function changeRealityCheck(
  db: Kysely<DB>,
  merchant: Merchant,
  member: AuthenticatedMember,
  minutes: number | null,
): Promise<RgState> {
  await setRealityCheck(db, member.id, minutes);
  return memberState(db, merchant, member);
}

export async function memberRealityCheck(
  db: Kysely<DB>,
  merchant: Merchant,
  member: AuthenticatedMember,
): Promise<RgRealityCheck> {
  return realityCheck(db, member, merchant.currency);
}

export async function answerMemberRealityCheck(
  db: Kysely<DB>,
  member: AuthenticatedMember,
  choice: 'CONTINUE' | 'STOP',
): Promise<void> {
  await answerRealityCheck(db, member, choice);
}
