import type { GgrReport, GgrReportQuery, LanguageCode } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { StaffActor } from '../staff/staff.service.ts';
import { scopedMerchant } from './backoffice-access.ts';
import { daysOf, gameTables, rangeWindow, windowFigures } from './dashboard.service.ts';

/**
 * The GGR report (issue 15 part 9): bets, wins and GGR of a range of UTC days, per day, per game and
 * per vendor, summed from the ledger by the dashboard's own queries, so the two never disagree.
 */
export async function ggrReport(
  db: Kysely<DB>,
  staff: StaffActor,
  query: GgrReportQuery,
  language: LanguageCode,
): Promise<GgrReport> {
  const merchant = await scopedMerchant(db, staff, query.merchantId);
  const range = rangeWindow(merchant, query);
  const [figures, tables] = await Promise.all([
    windowFigures(db, range, daysOf(query.from, query.to)),
    gameTables(db, range, language),
  ]);
  const ggrOf = ({ bets, wins, ggr }: { bets: string; wins: string; ggr: string }) => ({ bets, wins, ggr });
  return {
    merchantId: merchant.id,
    currency: merchant.currency,
    from: query.from,
    to: query.to,
    total: ggrOf(figures.total),
    days: figures.days.map((d) => ({ day: d.day, ...ggrOf(d) })),
    ...tables,
  };
}
