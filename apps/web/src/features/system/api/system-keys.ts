import type { LanguageCode } from '@ficha/contract';

/** Query keys of the /wps/system calls. */
export const systemKeys = {
  all: ['system'] as const,
  domainRoute: () => [...systemKeys.all, 'domainRoute'] as const,
  status: () => [...systemKeys.all, 'status'] as const,
  consolidated: (language: LanguageCode) => [...systemKeys.all, 'consolidated', language] as const,
};
