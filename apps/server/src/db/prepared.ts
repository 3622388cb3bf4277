import { createHash } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import type pg from 'pg';

/**
 * Statements prepared once per connection (PostgreSQL only; PGlite runs them as they are).
 *
 * A statement sent unnamed is parsed and planned every time. For the seamless wallet's batch
 * (batch.queries.ts: one read of eight subqueries, one write of five) that work was most of what
 * PostgreSQL spent on a lone bet, several times what running the statements took. A statement
 * marked with `prepared` goes out as a named prepared statement: the connection parses it once, and
 * after a few runs PostgreSQL keeps one generic plan for it, as pgbench -M prepared does.
 *
 * Only for statements whose text is the same whatever their values (arrays, never lists of
 * parameters), run often, whose right plan does not depend on the values: each distinct text
 * stays prepared on every connection that ran it. A cached plan does not follow planner settings
 * changed later in the session (keyed-plans.ts), so statements run under such settings are not
 * marked.
 */

const MARK = '\n/* prepared */';

export function prepared<T>(statement: RawBuilder<T>): RawBuilder<T> {
  return sql<T>`${statement}${sql.raw(MARK)}`;
}

/** Statement names by text: the few marked texts, each hashed once. */
const names = new Map<string, string>();
const MAX_NAMES = 200;

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `ficha_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    if (names.size >= MAX_NAMES) names.delete(names.keys().next().value!);
    names.set(text, name);
  }
  return name;
}

/** Has a node-postgres client send marked statements as named prepared statements. */
export function preparesMarked(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    if (args.length === 2 && typeof text === 'string' && text.endsWith(MARK) && Array.isArray(values))
      return query({ name: nameOf(text), text, values });
    return query(...args);
  };
}
