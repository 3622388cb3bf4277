import {
  type MerchantFileInput,
  type MerchantSettingsInput,
  merchantFileSchema,
  merchantSettingsSchema,
} from '@ficha/contract';

/**
 * The editor's draft: the contract's settings as typed so far. It is checked with the very schema
 * the server applies (merchantSettingsSchema; a new merchant: merchantFileSchema, as merchant:add),
 * so the form names the same fields the server would refuse.
 */
export type Draft = MerchantSettingsInput & { code?: string };

/** Field path ('brand.primary', 'hosts.0') -> the first problem with it. */
export type DraftErrors = Record<string, string>;

export function checkDraft(draft: Draft, isNew: boolean): DraftErrors {
  const result = isNew ? merchantFileSchema.safeParse(draft) : merchantSettingsSchema.safeParse(draft);
  const errors: DraftErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The first problem of a field or of anything under it ('hosts' covers 'hosts.2'). */
export function errorOf(errors: DraftErrors, path: string): string | undefined {
  return errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
}

/** A new merchant's starting draft: what merchant:add would default, with the demo's look. */
export function newMerchantDraft(): Draft & MerchantFileInput {
  return {
    code: '',
    name: '',
    logoUrl: '/static/demo/ficha-logo.svg',
    brand: { primary: '#12a150', primaryContrast: '#ffffff', accent: '#f5c542' },
    defaultLanguage: 'PT',
    languages: ['PT', 'EN'],
    currency: 'BRL',
    currencySymbol: 'R$',
    country: 'BR',
    flags: ['USERNAMEREG3'],
    templates: { mem_cen: '0', dep_func: '0' },
    imageCdns: [],
    defaultImageHost: '',
    socialLinks: [],
    downloadLinks: [],
    texts: {},
    footerImages: { payment: [], licence: [] },
    hosts: [],
    blockedCountries: [],
    dialingCountries: ['BR'],
    maintenance: false,
    ageThreshold: 18,
    timeZone: 'America/Sao_Paulo',
    demo: false,
    pixGateway: null,
    kycRule: 'FIRST_WITHDRAWAL',
    registrationRules: [],
  };
}

/** A file's bytes as base64, for the image upload. */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
