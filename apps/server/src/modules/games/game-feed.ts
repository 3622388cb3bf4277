import { GAME_CATEGORIES, parseAmount } from '@ficha/contract';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { selectVendorCodes, upsertGames, upsertVendor } from './game-feed.queries.ts';
import { forgetCatalogue } from './games.service.ts';

/** A vendor's game feed, as the import command reads it (JSON; CSV rows carry the game fields). */
export const feedVendorSchema = z.object({
  code: z.string().regex(/^[A-Z0-9_]{1,32}$/),
  displayName: z.string().min(1).max(60),
  accountTypeName: z.string().min(1).max(60),
  category: z.enum(GAME_CATEGORIES),
  logoUrl: z.string().max(300).default(''),
  launchUrl: z.string().max(300).nullable().default(null),
  sort: z.coerce.number().int().default(0),
});

const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false', ''])])
  .transform((v) => v === true || v === '1' || v === 'true');

export const feedGameSchema = z.object({
  vendor: z.string().regex(/^[A-Z0-9_]{1,32}$/),
  gameCode: z.string().min(1).max(80),
  gameId: z.string().min(1).max(80),
  nameEN: z.string().min(1).max(80),
  namePT: z.string().max(80).optional(),
  gameType: z.enum(GAME_CATEGORIES),
  classify: z
    .union([z.array(z.string()), z.string()])
    .transform((v) => (Array.isArray(v) ? v : v.split(';').filter(Boolean)))
    .default([]),
  supportPlay: z.coerce.number().int().min(0).max(1).default(1),
  minBet: z
    .string()
    .default('0.10')
    .transform((v, ctx) => {
      const minor = parseAmount(v);
      if (!minor) ctx.addIssue({ code: 'custom', message: 'minBet: an amount with at most 2 decimals' });
      return minor ?? 1n;
    }),
  minLine: z.coerce.number().int().min(0).default(0),
  /** Return to player in percent ("96.5"); leave it out when the vendor publishes none. */
  rtp: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().gt(0).max(100).optional(),
  ),
  isNew: flag.default(false),
  hotRank: z.coerce.number().int().positive().optional(),
  roomId: z.string().max(80).optional(),
  gameGroupId: z.string().max(80).optional(),
  lottoMode: z.string().max(20).optional(),
  sort: z.coerce.number().int().default(0),
});

export const feedSchema = z.object({
  vendors: z.array(feedVendorSchema).default([]),
  games: z.array(feedGameSchema),
});
export type Feed = z.input<typeof feedSchema>;

/** Parses CSV with a header row (quoted fields with "" escapes). */
export function parseCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((f) => f !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  row.push(field);
  if (row.some((f) => f !== '')) rows.push(row);
  const [header, ...body] = rows;
  if (!header) return [];
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h.trim(), (r[i] ?? '').trim()])));
}

/** A game of a vendor neither in the feed nor in the catalogue is refused, as a bad field of the feed. */
async function refuseUnknownVendors(db: Kysely<DB>, feed: z.output<typeof feedSchema>): Promise<void> {
  const known = new Set([...feed.vendors.map((v) => v.code), ...(await selectVendorCodes(db))]);
  const issues = feed.games.flatMap((g, i) =>
    known.has(g.vendor)
      ? []
      : [
          {
            code: 'custom' as const,
            path: ['games', i, 'vendor'],
            message: `unknown vendor ${g.vendor}`,
            input: g.vendor,
          },
        ],
  );
  if (issues.length > 0) throw new z.ZodError(issues);
}

/** A game an import wrote, as the console lists it. */
export interface ImportedGame {
  vendorCode: string;
  gameCode: string;
  name: string;
}

export interface ImportResult {
  vendors: number;
  games: number;
  /** Games new to the catalogue. */
  added: ImportedGame[];
  /** Games whose feed values changed. */
  updated: ImportedGame[];
  /** Games the feed left as they were. */
  unchanged: number;
}

/**
 * Loads a feed idempotently: vendors and games are upserted by their codes, so importing the same
 * feed twice changes nothing (the second time every game is unchanged) and a newer feed updates
 * names, flags and limits in place. The CLI (`npm run games:import`) and the back office call this.
 */
export async function importFeed(db: Kysely<DB>, input: unknown): Promise<ImportResult> {
  const feed = feedSchema.parse(input);
  const apply = async (trx: Kysely<DB>): Promise<ImportResult> => {
    await refuseUnknownVendors(trx, feed);
    for (const v of feed.vendors) await upsertVendor(trx, v);
    const added: ImportedGame[] = [];
    const updated: ImportedGame[] = [];
    for (let i = 0; i < feed.games.length; i += 500) {
      for (const row of await upsertGames(trx, feed.games.slice(i, i + 500))) {
        const game = {
          vendorCode: row.vendor_code,
          gameCode: row.game_code,
          name: row.names.EN ?? row.game_code,
        };
        (row.inserted ? added : updated).push(game);
      }
    }
    return {
      vendors: feed.vendors.length,
      games: feed.games.length,
      added,
      updated,
      unchanged: feed.games.length - added.length - updated.length,
    };
  };
  const result = await (db.isTransaction ? apply(db) : db.transaction().execute(apply));
  forgetCatalogue(db);
  return result;
}
