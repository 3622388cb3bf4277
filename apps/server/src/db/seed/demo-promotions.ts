import type { Insertable } from 'kysely';
import type { DB } from '../schema.ts';

/**
 * Demo promotions per merchant code (amounts in minor units). Ficha is licensed in Brazil: Lei
 * 14.790/2023 art. 29 leaves it cashback only (its welcome bonus was removed; its promotions page
 * says why). Rio Sorte's permissive licence shows every kind of the engine.
 */
type DemoPromotion = Omit<Insertable<DB['promotions']>, 'merchant_id'>;

const banner = (file: string) => `/static/demo/${file}`;
const json = (value: unknown): string => JSON.stringify(value);

const FICHA: DemoPromotion[] = [
  {
    kind: 'CASHBACK',
    category: 'CASHBACK',
    titles: json({ PT: 'Cashback semanal de 10%', EN: '10% weekly cashback' }),
    descriptions: json({
      PT: '<p>Toda segunda-feira devolvemos <strong>10% da sua perda líquida</strong> da semana anterior, até R$ 500, em dinheiro: nada a apostar antes de sacar.</p>',
      EN: '<p>Every Monday we return <strong>10% of your net loss</strong> of the week before, up to R$ 500, as cash: nothing to wager before you withdraw.</p>',
    }),
    banner_url: banner('promo-cashback.svg'),
    max_bonus: '50000',
    turnover_multiplier: 0,
    settings: json({ percent: 10, periodDays: 7 }),
    sort: 1,
  },
];

const RIO: DemoPromotion[] = [
  {
    kind: 'WELCOME',
    category: 'DEPOSIT',
    titles: json({ EN: 'Welcome bonus: double your first deposit, up to $200' }),
    descriptions: json({
      EN: '<p>Your <strong>first deposit</strong> is doubled, up to $200. Wager the deposit and the bonus 10 times, then the bonus becomes cash (up to $200).</p><ul><li>Once per person.</li><li>Largest bet while the bonus is active: $10.</li><li>Slots count in full, table and crash games a tenth.</li></ul>',
    }),
    banner_url: banner('promo-deposit.svg'),
    percent: 100,
    max_bonus: '20000',
    min_deposit: '2000',
    turnover_multiplier: 10,
    max_bet: '1000',
    max_conversion: '20000',
    expiry_days: 30,
    sort: 1,
  },
  {
    kind: 'RELOAD',
    category: 'DEPOSIT',
    titles: json({ EN: 'Reload bonus: 50% on any deposit, up to $100' }),
    descriptions: json({
      EN: '<p>Add <strong>50%</strong> to any deposit of $20 or more, up to $100. Wager the deposit and the bonus 8 times within 14 days.</p>',
    }),
    banner_url: banner('promo-deposit.svg'),
    percent: 50,
    max_bonus: '10000',
    min_deposit: '2000',
    turnover_multiplier: 8,
    max_bet: '1000',
    max_conversion: '10000',
    expiry_days: 14,
    sort: 2,
  },
  {
    kind: 'NTH_DEPOSIT',
    category: 'DEPOSIT',
    titles: json({ EN: 'Third deposit: a $20 bonus' }),
    descriptions: json({
      EN: '<p>Your <strong>third deposit</strong> of $30 or more brings a fixed $20 bonus, to wager 5 times.</p>',
    }),
    banner_url: banner('promo-deposit.svg'),
    fixed_amount: '2000',
    max_bonus: '2000',
    min_deposit: '3000',
    turnover_multiplier: 5,
    max_bet: '1000',
    expiry_days: 14,
    settings: json({ nth: 3 }),
    sort: 3,
  },
  {
    kind: 'CASHBACK',
    category: 'CASHBACK',
    titles: json({ EN: '10% weekly cashback' }),
    descriptions: json({
      EN: '<p>Every Monday, <strong>10% of your net loss</strong> of the week before comes back as a bonus, up to $50, to wager once.</p>',
    }),
    banner_url: banner('promo-cashback.svg'),
    max_bonus: '5000',
    turnover_multiplier: 1,
    expiry_days: 7,
    settings: json({ percent: 10, periodDays: 7 }),
    sort: 4,
  },
  {
    kind: 'FREE_PLAY',
    category: 'FREE_PLAY',
    titles: json({ EN: '$5 free play on Ficha Originals' }),
    descriptions: json({
      EN: '<p>Claim <strong>$5</strong> to try our studio games. Wager it 5 times and what is left is yours, up to $25.</p>',
    }),
    banner_url: banner('promo-freeplay.svg'),
    audience: 'NEW',
    fixed_amount: '500',
    max_bonus: '500',
    turnover_multiplier: 5,
    max_bet: '200',
    max_conversion: '2500',
    expiry_days: 3,
    settings: json({ vendorCode: 'FICHA' }),
    sort: 5,
  },
  {
    kind: 'MISSION',
    category: 'MISSION',
    titles: json({ EN: 'Mission: play 20 slot rounds, get $3' }),
    descriptions: json({
      EN: '<p>Play <strong>20 rounds</strong> of any slot game this week and claim a $3 bonus, to wager 3 times.</p>',
    }),
    banner_url: banner('promo-mission.svg'),
    fixed_amount: '300',
    max_bonus: '300',
    turnover_multiplier: 3,
    expiry_days: 7,
    settings: json({ gameType: 'RNG', rounds: 20 }),
    sort: 6,
  },
  {
    kind: 'REFERRAL',
    category: 'REFERRAL',
    titles: json({ EN: 'Invite a friend: $10 for each friend who deposits' }),
    descriptions: json({
      EN: '<p>Share your invitation link. For each friend who signs up with it and deposits $20 or more, you claim <strong>$10</strong>, to wager 5 times.</p>',
    }),
    banner_url: banner('promo-referral.svg'),
    fixed_amount: '1000',
    max_bonus: '1000',
    turnover_multiplier: 5,
    expiry_days: 30,
    settings: json({ minDeposit: 2000 }),
    sort: 7,
  },
];

export const DEMO_PROMOTIONS: Record<string, DemoPromotion[]> = { FICHA, RIO };
