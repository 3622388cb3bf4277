import type { LanguageCode } from '@ficha/contract';

/** Query keys of the account screens. */
export const authKeys = {
  all: ['auth'] as const,
  registerSettings: (language: LanguageCode) => [...authKeys.all, 'registerSettings', language] as const,
  countries: (language: LanguageCode) => [...authKeys.all, 'countries', language] as const,
  /** One captcha per form, so the login and register screens never share a single-use key. */
  captcha: (form: string) => [...authKeys.all, 'captcha', form] as const,
  trialUser: () => [...authKeys.all, 'trialUser'] as const,
};
