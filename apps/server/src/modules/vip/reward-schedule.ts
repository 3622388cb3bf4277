import type { PromotionKind, VipRunName } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { localDate } from '../kyc/kyc-rules.ts';
import { closeDueLeaderboards } from '../leaderboards/leaderboards.service.ts';
import { findMerchantById, type Merchant } from '../merchants/merchants.repository.ts';
import { jurisdictionOf, mayRun } from '../promotions/index.ts';
import { vipMerchantIds } from './vip.repository.ts';
import { payBirthdayBonuses, payVipCashback } from './vip-benefit-runs.ts';
import { evaluateAllMembers, payPeriodBonuses, periodKey } from './vip-runs.ts';

/** The runs in the order a merchant's round takes them: levels first, so bonuses see today's level. */
const RUNS = ['LEVELS', 'WEEKLY', 'MONTHLY', 'CASHBACK', 'BIRTHDAY'] as const satisfies readonly VipRunName[];

/** The grant kind each paying run needs the merchant's licence to allow. */
const KIND_OF: Record<Exclude<VipRunName, 'LEVELS'>, PromotionKind> = {
  WEEKLY: 'VIP_WEEKLY',
  MONTHLY: 'VIP_MONTHLY',
  CASHBACK: 'VIP_CASHBACK',
  BIRTHDAY: 'VIP_BIRTHDAY',
};

/**
 * The period a run belongs to at `now`: it is due once per period, at its boundary. Levels are
 * reviewed daily (a window's totals move every day); the weekly and monthly bonuses at the start
 * of the week (Monday, UTC) and month; the cashback of a week once it is over, so with the next
 * week; birthdays on each local day of the merchant.
 */
export function runPeriod(run: VipRunName, merchant: Merchant, now: Date): string {
  switch (run) {
    case 'LEVELS':
      return now.toISOString().slice(0, 10);
    case 'WEEKLY':
    case 'CASHBACK':
      return periodKey('WEEKLY', now);
    case 'MONTHLY':
      return periodKey('MONTHLY', now);
    case 'BIRTHDAY':
      return localDate(now, merchant.time_zone);
  }
}

export async function runVipAt(db: Kysely<DB>, merchant: Merchant, run: VipRunName, now: Date) {
  switch (run) {
    case 'LEVELS':
      return evaluateAllMembers(db, merchant, now);
    case 'CASHBACK':
      return payVipCashback(db, merchant, now);
    case 'BIRTHDAY':
      return payBirthdayBonuses(db, merchant, now);
    default:
      return payPeriodBonuses(db, merchant, run, now);
  }
}

export interface RunOutcome {
  merchantId: number;
  run: VipRunName | 'LEADERBOARDS';
  period: string;
  granted: number;
}

/**
 * The reward runs' schedule in one process (issue 18 part 3, "benefits applied by the engine"):
 * on each tick, every VIP run whose period began since this process last ran it, for every
 * merchant with a VIP programme and a licence that allows it, then the leaderboards whose period
 * is over. A process that starts runs the current periods at once (catching up on what was missed
 * while none ran). Every run is idempotent by its grant keys, so several processes on the same
 * schedule pay each reward once. A run that fails is tried again on the next tick.
 */
export class RewardSchedule {
  readonly #done = new Map<string, string>();

  async tick(
    db: Kysely<DB>,
    now: Date,
    onError: (error: unknown, what: string) => void = (error) => {
      throw error;
    },
  ): Promise<RunOutcome[]> {
    const outcomes: RunOutcome[] = [];
    for (const id of await vipMerchantIds(db)) {
      const merchant = await findMerchantById(db, id);
      if (!merchant) continue;
      const profile = jurisdictionOf(merchant);
      for (const run of RUNS) {
        if (run !== 'LEVELS' && !mayRun(profile, KIND_OF[run])) continue;
        const slot = `${id}|${run}`;
        const period = runPeriod(run, merchant, now);
        if (this.#done.get(slot) === period) continue;
        try {
          const result = await runVipAt(db, merchant, run, now);
          this.#done.set(slot, period);
          outcomes.push({ merchantId: id, run, period, granted: result.granted });
        } catch (error) {
          onError(error, `vip ${run} of merchant ${id}`);
        }
      }
    }
    try {
      const paid = await closeDueLeaderboards(db, now);
      if (paid > 0)
        outcomes.push({ merchantId: 0, run: 'LEADERBOARDS', period: now.toISOString(), granted: paid });
    } catch (error) {
      onError(error, 'leaderboards');
    }
    return outcomes;
  }
}
