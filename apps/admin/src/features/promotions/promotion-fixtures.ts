import type { OpsPromotion } from '@ficha/contract';

/** A promotion as the list API answers it; tests override what they look at. */
export function buildPromotion(overrides: Partial<OpsPromotion> = {}): OpsPromotion {
  return {
    id: 1,
    merchantId: 1,
    kind: 'CASHBACK',
    category: 'CASHBACK',
    titles: { PT: 'Cashback semanal de 10%', EN: '10% weekly cashback' },
    descriptions: { PT: '<p>Toda segunda</p>', EN: '<p>Every Monday</p>' },
    bannerUrl: '/static/demo/promo-cashback.svg',
    languages: null,
    startsAt: null,
    endsAt: null,
    audience: 'ALL',
    audienceVipLevels: [],
    audienceAgentIds: [],
    percent: null,
    fixedAmount: null,
    maxBonus: '500.00',
    minDeposit: '0.00',
    turnoverMultiplier: 0,
    maxBet: '25.00',
    maxConversion: null,
    expiryDays: null,
    settings: { percent: 10, periodDays: 7 },
    active: true,
    gameWeights: [],
    allowed: true,
    stats: {
      grants: 12,
      open: 0,
      granted: '340.50',
      converted: '340.50',
      forfeited: '0.00',
      conversionPercent: 100,
    },
    ...overrides,
  };
}
