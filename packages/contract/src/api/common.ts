import { z } from 'zod';

/** Shapes shared by many calls. Each module's calls live in `api/<module>.ts` beside this file. */

/** `pageNo` from 1, `pageSize` up to 100 (spec section 7: paged lists). */
export const pagingQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A page of a list with its position and totals. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), pageNo: z.number(), totalPages: z.number(), total: z.number() });

/** A whole list, unpaged. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item) });

/** An answer without a value: the envelope's `value` is null. */
export const doneSchema = z.null();

/** An order or row id sent as text: up to 18 digits (a PostgreSQL bigint). */
export const idTextSchema = z.string().regex(/^\d{1,18}$/);

/**
 * A money amount as the API sends it: a decimal string in the currency's unit ("1234.50"), never a
 * float, so no amount is rounded on its way (money.ts parses and formats it).
 */
export const moneyTextSchema = z.string();

/** A moment as the API sends it: ISO 8601 text in UTC ("2026-01-31T12:00:00.000Z"). */
export const instantTextSchema = z.string();
