// npm run merchant:add -- <file.json>: adds a merchant (white-label site) from a JSON description
// in the shape of db/seed/demo-merchants.ts. An existing merchant code is left untouched.
import fs from 'node:fs';
import path from 'node:path';
import { BANNER_GROUPS, CS_TYPES, FEATURE_FLAGS, LANGUAGE_CODES } from '@ficha/contract';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedMerchant } from '../db/seed/seed.ts';

const texts = z.object({
  appBonus: z.string().optional(),
  declaration: z.string().optional(),
  copyright: z.string().optional(),
  maintenance: z.string().optional(),
});

// Label and art per language are optional: a seal whose art carries text needs one per language.
const footerImage = z.object({
  name: z.string(),
  url: z.string(),
  names: z.partialRecord(z.enum(LANGUAGE_CODES), z.string()).optional(),
  urls: z.partialRecord(z.enum(LANGUAGE_CODES), z.string()).optional(),
});

const merchantFile = z.object({
  code: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  name: z.string().min(1),
  logoUrl: z.string().min(1),
  brand: z.object({ primary: z.string(), primaryContrast: z.string(), accent: z.string() }),
  defaultLanguage: z.enum(LANGUAGE_CODES),
  languages: z.array(z.enum(LANGUAGE_CODES)).min(1),
  currency: z.string().regex(/^[A-Z]{3}$/),
  currencySymbol: z.string().min(1),
  country: z.string().regex(/^[A-Z]{2}$/),
  flags: z.array(z.enum(FEATURE_FLAGS)).default([]),
  templates: z
    .object({ mem_cen: z.enum(['0', '1']), dep_func: z.enum(['0', '1']) })
    .default({ mem_cen: '0', dep_func: '0' }),
  socialLinks: z.array(z.object({ type: z.string(), url: z.string() })).default([]),
  downloadLinks: z.array(z.object({ resourceType: z.string(), url: z.string() })).default([]),
  texts: z.partialRecord(z.enum(LANGUAGE_CODES), texts).default({}),
  footerImages: z
    .object({ payment: z.array(footerImage), licence: z.array(footerImage) })
    .default({ payment: [], licence: [] }),
  hosts: z.array(z.string().toLowerCase()).min(1),
  blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).default([]),
  dialingCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).default([]),
  banners: z
    .array(
      z.object({
        group: z.enum(BANNER_GROUPS),
        image: z.string(),
        title: z.string(),
        link: z.string().nullable(),
        // A banner for one language only (its art carries text); none: every language.
        language: z.enum(LANGUAGE_CODES).optional(),
      }),
    )
    .default([]),
  customerService: z
    .array(z.object({ type: z.enum(CS_TYPES), title: z.string(), url: z.string() }))
    .default([]),
  notices: z
    .partialRecord(z.enum(LANGUAGE_CODES), z.array(z.object({ title: z.string(), content: z.string() })))
    .default({}),
});

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run merchant:add -- <merchant.json>');
  process.exit(2);
}
const parsed = merchantFile.safeParse(JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')));
if (!parsed.success) {
  console.error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  process.exit(2);
}
const m = parsed.data;
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
);
await migrate(database.db);
const created = await database.db.transaction().execute((trx) =>
  seedMerchant(trx, {
    merchant: {
      code: m.code,
      name: m.name,
      logo_url: m.logoUrl,
      brand: JSON.stringify(m.brand),
      default_language: m.defaultLanguage,
      languages: m.languages,
      currency: m.currency,
      currency_symbol: m.currencySymbol,
      country: m.country,
      flags: m.flags,
      templates: JSON.stringify(m.templates),
      social_links: JSON.stringify(m.socialLinks),
      download_links: JSON.stringify(m.downloadLinks),
      texts: JSON.stringify(m.texts),
      footer_images: JSON.stringify(m.footerImages),
      blocked_countries: m.blockedCountries,
      dialing_countries: m.dialingCountries,
    },
    hosts: m.hosts,
    banners: m.banners,
    customerService: m.customerService,
    notices: m.notices,
  }),
);
await database.close();
console.log(
  created
    ? `merchant ${m.code} is ready on ${m.hosts.join(', ')}`
    : `merchant ${m.code} exists already; nothing was changed`,
);
