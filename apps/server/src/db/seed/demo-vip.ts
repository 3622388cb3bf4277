import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';

/**
 * Demo VIP levels, sign-in calendar and leaderboard (issue 18). Amounts in minor units. Ficha's
 * Brazilian licence forbids bonuses for betting: its levels are labels with no money attached and
 * it runs no sign-in calendar or leaderboard (the sign-in page says why). Rio Sorte (permissive,
 * USD) shows every part: levels with bonuses (level-up, weekly, monthly, birthday), cashback rates, a
 * higher daily withdrawal limit at Gold, a 7-day calendar and a week's turnover leaderboard.
 */
const level = (
  level: number,
  name: string,
  minDeposit: number,
  minTurnover: number,
  bonuses: [levelUp: number, weekly: number, monthly: number, birthday: number] = [0, 0, 0, 0],
  cashbackBps = 0,
  withdrawDailyMax: number | null = null,
) => ({
  level,
  name,
  min_deposit: String(minDeposit),
  min_turnover: String(minTurnover),
  level_up_bonus: String(bonuses[0]),
  weekly_bonus: String(bonuses[1]),
  monthly_bonus: String(bonuses[2]),
  birthday_bonus: String(bonuses[3]),
  withdraw_daily_max: withdrawDailyMax === null ? null : String(withdrawDailyMax),
  cashback_bps: cashbackBps,
});

const LEVELS: Record<string, ReturnType<typeof level>[]> = {
  FICHA: [
    level(1, 'Bronze', 10_000, 50_000),
    level(2, 'Prata', 100_000, 500_000),
    level(3, 'Ouro', 500_000, 2_500_000),
  ],
  RIO: [
    level(1, 'Bronze', 0, 5_000, [200, 0, 0, 500], 100),
    level(2, 'Silver', 5_000, 50_000, [1_000, 200, 500, 2_000], 250),
    level(3, 'Gold', 50_000, 500_000, [5_000, 1_000, 2_500, 10_000], 500, 20_000_000),
  ],
};

export async function seedDemoVip(db: Kysely<DB>, code: string, merchantId: number): Promise<void> {
  const levels = LEVELS[code];
  if (!levels) return;
  await db
    .insertInto('vip_settings')
    .values({ merchant_id: merchantId, window_days: null, downgrade: false, turnover_multiple: 1 })
    .execute();
  await db
    .insertInto('vip_levels')
    .values(levels.map((l) => ({ ...l, merchant_id: merchantId })))
    .execute();
  if (code !== 'RIO') return;
  await db
    .insertInto('sign_in_calendars')
    .values({
      merchant_id: merchantId,
      rewards: ['50', '50', '100', '100', '150', '200', '500'],
      reset_on_miss: true,
      turnover_multiple: 1,
    })
    .execute();
  const now = Date.now();
  await db
    .insertInto('leaderboards')
    .values({
      merchant_id: merchantId,
      titles: JSON.stringify({ EN: 'Weekly turnover race', PT: 'Corrida semanal de apostas' }),
      metric: 'TURNOVER',
      starts_at: new Date(now - 3_600_000),
      ends_at: new Date(now + 7 * 86_400_000),
      prizes: ['10000', '5000', '2500', '1000', '500'],
      turnover_multiple: 1,
    })
    .execute();
}
