import { PLAY_CURRENCY, RG_PERIODS, type RgPeriod } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { betUsage } from './rg.repository.ts';
import { exclusionError, limitError, sessionLimitError, sessionOver } from './rg-rules.ts';

/**
 * Responsible gaming at the one place every bet passes: the seamless wallet's batch (studio games,
 * the lottery and every vendor's /wallet/v1/bet). The batch reads each bettor's exclusion and
 * limits with its first statement (`bettorsRg`), locks the bettors' accounts, and then, for members
 * with a loss or wager limit, reads what they staked and won in each window: the locks make
 * concurrent batches of one member take turns, so each sees the bets of the one before.
 * Each bet is then judged in arrival order, and a placed one counts at once for the next.
 */

/** One bettor's row of `bettorsRg`. */
export interface BettorRg {
  member_id: string;
  time_zone: string;
  exclusion: { kind: string; ends_at: string | null; reopens_at: string | null } | null;
  limits: Array<{ kind: 'LOSS' | 'WAGER' | 'SESSION'; period: RgPeriod | 'SESSION'; limit: string }>;
  session_started_at: string | null;
  /** Identity not yet verified at a merchant that wants it before any play (issue 19 part 4). */
  activation_held: boolean;
}

interface Running {
  staked: Record<RgPeriod, bigint>;
  won: Record<RgPeriod, bigint>;
}

export interface BatchRg {
  /** The refusal of a new real-money bet, or undefined when it may go on to the balance check. */
  refusal(bet: { memberId: number; amount: bigint; currency: string }): AppError | undefined;
  /** A bet that was placed: it counts towards the next bets' limits. */
  placed(bet: { memberId: number; amount: bigint }): void;
}

const NONE: BatchRg = { refusal: () => undefined, placed: () => undefined };

export async function batchRg(trx: Kysely<DB>, bettors: BettorRg[], now: Date): Promise<BatchRg> {
  if (bettors.length === 0) return NONE;
  const byMember = new Map(bettors.map((b) => [b.member_id, b]));
  const counted = bettors.filter((b) => b.limits.some((l) => l.kind !== 'SESSION')).map((b) => b.member_id);
  const running = new Map<string, Running>();
  for (const row of counted.length > 0 ? await betUsage(trx, counted, now) : [])
    running.set(row.member_id, {
      staked: { DAY: BigInt(row.staked_day), WEEK: BigInt(row.staked_week), MONTH: BigInt(row.staked_month) },
      won: { DAY: BigInt(row.won_day), WEEK: BigInt(row.won_week), MONTH: BigInt(row.won_month) },
    });
  const usageOf = (memberId: string): Running => {
    let usage = running.get(memberId);
    if (!usage) {
      usage = { staked: { DAY: 0n, WEEK: 0n, MONTH: 0n }, won: { DAY: 0n, WEEK: 0n, MONTH: 0n } };
      running.set(memberId, usage);
    }
    return usage;
  };

  return {
    refusal(bet) {
      if (bet.currency === PLAY_CURRENCY) return undefined;
      const rg = byMember.get(String(bet.memberId));
      if (!rg) return undefined;
      if (rg.activation_held) return new AppError('KYC_ACTIVATION_HELD');
      if (rg.exclusion) return exclusionError(rg.exclusion, now, rg.time_zone);
      for (const limit of rg.limits) {
        if (limit.kind === 'SESSION') {
          const minutes = Number(limit.limit);
          if (rg.session_started_at && sessionOver(new Date(rg.session_started_at), minutes, now))
            return sessionLimitError(minutes);
          continue;
        }
        const period = limit.period as RgPeriod;
        const max = BigInt(limit.limit);
        const usage = usageOf(rg.member_id);
        // A loss limit counts the stake as lost: the bet could lose it all.
        const used = limit.kind === 'WAGER' ? usage.staked[period] : usage.staked[period] - usage.won[period];
        if (used + bet.amount > max)
          return limitError(
            limit.kind === 'WAGER' ? 'RG_WAGER_LIMIT' : 'RG_LOSS_LIMIT',
            period,
            max,
            used,
            bet.currency,
          );
      }
      return undefined;
    },
    placed(bet) {
      if (!byMember.has(String(bet.memberId))) return;
      const usage = usageOf(String(bet.memberId));
      for (const period of RG_PERIODS) usage.staked[period] += bet.amount;
    },
  };
}
