import { type SelectQueryBuilder, sql } from 'kysely';

/** Which page of a list: from 1, of `pageSize` rows. */
export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

/** One page of an ordered query's rows. */
export function pageRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { pageNo, pageSize }: PageRequest,
): Promise<O[]> {
  return query
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
}

/**
 * How many rows a filtered query has, and one page of them: `read` picks the columns and the order
 * from the same joins and filters that are counted.
 */
export async function countedPage<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  page: PageRequest,
  read: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
): Promise<{ total: number; rows: O[] }> {
  // The selection's type is lost to the generic tables; the count is one text column.
  const counted = (await filtered.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()) as {
    n: string;
  };
  return { total: Number(counted.n), rows: await pageRows(read(filtered), page) };
}
