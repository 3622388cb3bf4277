import type { LanguageCode } from '@ficha/contract';

/** Query keys of the deposit and withdraw calls; member data is keyed by the account. */
export const paymentsKeys = {
  all: ['payments'] as const,
  member: (member: string) => [...paymentsKeys.all, member] as const,
  methods: (member: string) => [...paymentsKeys.member(member), 'methods'] as const,
  promotions: (member: string, language: LanguageCode) =>
    [...paymentsKeys.member(member), 'promotions', language] as const,
  depositReport: (member: string) => [...paymentsKeys.member(member), 'depositReport'] as const,
  cards: (member: string) => [...paymentsKeys.member(member), 'cards'] as const,
  hasPassword: (member: string) => [...paymentsKeys.member(member), 'hasPassword'] as const,
  withdrawReport: (member: string) => [...paymentsKeys.member(member), 'withdrawReport'] as const,
  withdrawSettings: (member: string) => [...paymentsKeys.member(member), 'withdrawSettings'] as const,
};
