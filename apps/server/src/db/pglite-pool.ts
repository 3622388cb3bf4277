import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * Lets Kysely's own PostgresDialect drive an embedded PGlite database. PGlite is one connection,
 * so the "pool" hands that connection to one borrower at a time: a transaction keeps it until it
 * commits, and nothing else can interleave statements into it.
 */
export class PGlitePool implements PostgresPool {
  readonly #db: PGlite;
  #busy = false;
  readonly #waiting: Array<() => void> = [];

  constructor(db: PGlite) {
    this.#db = db;
  }

  async connect(): Promise<PostgresPoolClient> {
    if (this.#busy) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#busy = true;
    return {
      query: (async (sql: string, parameters: ReadonlyArray<unknown>) => {
        // Without parameters use the simple protocol, as node-postgres does: a migration script
        // of several statements then runs the same way on both drivers.
        const result =
          parameters.length === 0
            ? ((await this.#db.exec(sql)).at(-1) ?? { rows: [], affectedRows: 0 })
            : await this.#db.query<Record<string, unknown>>(sql, [...parameters]);
        return {
          command: commandOf(sql),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows as Record<string, unknown>[],
        } satisfies PostgresQueryResult<Record<string, unknown>>;
      }) as PostgresPoolClient['query'],
      release: () => this.#release(),
    };
  }

  async end(): Promise<void> {
    await this.#db.close();
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#busy = false;
  }
}

// Kysely reads the command tag to report affected rows of INSERT/UPDATE/DELETE/MERGE.
function commandOf(sql: string): PostgresQueryResult<unknown>['command'] {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase();
  switch (word) {
    case 'INSERT':
    case 'UPDATE':
    case 'DELETE':
    case 'MERGE':
      return word;
    default:
      return 'SELECT';
  }
}
