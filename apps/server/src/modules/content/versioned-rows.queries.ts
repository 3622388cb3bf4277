import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The content tables the console edits row by row: each row has an id, a merchant and a version. */
export type VersionedTable = 'banners' | 'notices' | 'help_items' | 'customer_service_entries';

const nextVersion = sql<number>`version + 1`;

/**
 * The statements an edit of one versioned row runs, the same for every content table. An edit
 * names the version it was made on: the UPDATE or DELETE matches nothing when the row moved on
 * since (the service answers EDIT_CONFLICT), and every change adds one to the version.
 */
export function versionedRows<T extends VersionedTable>(table: T) {
  type Row = Selectable<DB[T]>;
  // Kysely cannot narrow a query of a generic table name (as in db/merchant-rows.ts): at each call
  // `T` is one table, and these statements name only the columns every VersionedTable has.
  const name = table as VersionedTable;
  return {
    /** One row, locked for the rest of the transaction (an edit reads what it changes). */
    findForUpdate: (db: Kysely<DB>, id: number) =>
      db.selectFrom(name).selectAll().where('id', '=', id).forUpdate().executeTakeFirst() as Promise<
        Row | undefined
      >,

    insert: (db: Kysely<DB>, values: Insertable<DB[T]>) =>
      db
        .insertInto(name)
        .values(values as Insertable<DB[VersionedTable]>)
        .returningAll()
        .executeTakeFirstOrThrow() as Promise<Row>,

    updateIfVersion: (db: Kysely<DB>, id: number, version: number, values: Updateable<DB[T]>) =>
      db
        .updateTable(name)
        .set({ ...(values as Updateable<DB[VersionedTable]>), version: nextVersion })
        .where('id', '=', id)
        .where('version', '=', version)
        .returningAll()
        .executeTakeFirst() as Promise<Row | undefined>,

    deleteIfVersion: (db: Kysely<DB>, id: number, version: number) =>
      db
        .deleteFrom(name)
        .where('id', '=', id)
        .where('version', '=', version)
        .returningAll()
        .executeTakeFirst() as Promise<Row | undefined>,
  };
}

export type VersionedRows<T extends VersionedTable> = ReturnType<typeof versionedRows<T>>;
