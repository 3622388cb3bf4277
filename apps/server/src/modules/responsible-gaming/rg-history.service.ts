import { formatMinor, RG_HISTORY_DAYS, type RgHistory, type RgHistoryDay } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { rgNow } from './rg-clock.ts';
import { historyDays } from './rg-history.queries.ts';

/**
 * GET /wps/rg/history (issue 19 part 5): the member's deposits, bets, wins, net result and time in
 * games for each of the last RG_HISTORY_DAYS days, so the player can see how they play.
 */
export async function memberHistory(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: number,
): Promise<RgHistory> {
  const rows = await historyDays(db, {
    memberId,
    currency: merchant.currency,
    timeZone: merchant.time_zone,
    now: rgNow(),
    days: RG_HISTORY_DAYS,
  });
  const total = { deposits: 0n, bets: 0n, wins: 0n, minutes: 0 };
  const days = rows.map((row): RgHistoryDay => {
    const deposits = BigInt(row.deposits);
    const bets = BigInt(row.bets);
    const wins = BigInt(row.wins);
    const minutes = Math.round(Number(row.seconds) / 60);
    total.deposits += deposits;
    total.bets += bets;
    total.wins += wins;
    total.minutes += minutes;
    return {
      date: row.day,
      deposits: formatMinor(deposits),
      bets: formatMinor(bets),
      wins: formatMinor(wins),
      net: formatMinor(wins - bets),
      minutesPlayed: minutes,
    };
  });
  return {
    currency: merchant.currency,
    timeZone: merchant.time_zone,
    days,
    totals: {
      deposits: formatMinor(total.deposits),
      bets: formatMinor(total.bets),
      wins: formatMinor(total.wins),
      net: formatMinor(total.wins - total.bets),
      minutesPlayed: total.minutes,
    },
  };
}
