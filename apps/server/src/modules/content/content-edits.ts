import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { scopedMerchant } from '../backoffice/backoffice-access.ts';
import { findMerchantById, type Merchant } from '../merchants/merchants.repository.ts';
import { audit, type StaffActor } from '../staff/staff.service.ts';
import { worksFor } from '../staff/staff-guards.ts';

/**
 * How every content edit runs (issue 15 part 6): in one transaction, on a row the staff member's
 * merchants own (another merchant's row is NOT_FOUND, as if it did not exist), only if nobody
 * changed it since the version the page showed (else EDIT_CONFLICT), and with an audit row holding
 * the row before and after. The change notifies `ficha_changes` (migrations 0020, 0025), so every
 * process's player site shows it on its next request.
 */

/** Who edits, from where. */
export interface Editor {
  staff: StaffActor;
  ip: string;
}

/** The merchant a new row or a list is for: one the staff member works for. */
export function editedMerchant(db: Kysely<DB>, staff: StaffActor, merchantId: number | undefined) {
  return scopedMerchant(db, staff, merchantId);
}

interface OwnedRow {
  id: number;
  merchant_id: number;
  version: number;
}

interface RowEdit<R extends OwnedRow, A> {
  /** e.g. content.banner.update */
  action: string;
  target: (row: R) => string;
  /** Reads the row, locked. */
  find: (trx: Kysely<DB>) => Promise<R | undefined>;
  /** The version the page showed. */
  version: number;
  /** Checks of the change that need the row (a slug taken...); throws to refuse. */
  check?: (trx: Kysely<DB>, row: R) => Promise<void>;
  /** Writes the change if the version still matches; undefined when it moved on. */
  write: (trx: Kysely<DB>) => Promise<R | undefined>;
  /** The answer (and the audit's before/after) of a row. */
  view: (row: R) => A;
  /** A deletion: the audit's "after" is null and the answer is the deleted row. */
  deletes?: boolean;
}

/** One edit of an existing row: scoped, versioned, audited. */
export function editRow<R extends OwnedRow, A>(db: Kysely<DB>, by: Editor, edit: RowEdit<R, A>): Promise<A> {
  return inTransaction(db, async (trx) => {
    const before = await edit.find(trx);
    if (!before || !worksFor(by.staff, before.merchant_id)) throw new AppError('NOT_FOUND');
    if (before.version !== edit.version) throw new AppError('EDIT_CONFLICT');
    await edit.check?.(trx, before);
    const after = await edit.write(trx);
    if (!after) throw new AppError('EDIT_CONFLICT');
    const answer = edit.view(after);
    await audit(
      trx,
      by.staff,
      edit.action,
      edit.target(before),
      { before: edit.view(before), after: edit.deletes ? null : answer },
      by.ip,
      before.merchant_id,
    );
    return answer;
  });
}

/** One new row of the merchant, audited (before: null). */
export function createRow<R extends OwnedRow, A>(
  db: Kysely<DB>,
  by: Editor,
  merchant: Merchant,
  create: {
    action: string;
    target: (row: R) => string;
    check?: (trx: Kysely<DB>) => Promise<void>;
    insert: (trx: Kysely<DB>) => Promise<R>;
    view: (row: R) => A;
  },
): Promise<A> {
  return inTransaction(db, async (trx) => {
    await create.check?.(trx);
    const row = await create.insert(trx);
    const answer = create.view(row);
    await audit(
      trx,
      by.staff,
      create.action,
      create.target(row),
      { before: null, after: answer },
      by.ip,
      merchant.id,
    );
    return answer;
  });
}

/** One kind of row the console lists, creates, changes and removes (a banner, a notice...). */
export interface RowKind<R extends OwnedRow, A, F, C> {
  /** Its name in the audit: action content.<name>.create, target <name>:<id>. */
  name: string;
  /** Its versioned statements (versioned-rows.queries.ts). */
  rows: {
    findForUpdate: (db: Kysely<DB>, id: number) => Promise<R | undefined>;
    insert: (db: Kysely<DB>, values: C & { merchant_id: number }) => Promise<R>;
    updateIfVersion: (db: Kysely<DB>, id: number, version: number, values: C) => Promise<R | undefined>;
    deleteIfVersion: (db: Kysely<DB>, id: number, version: number) => Promise<R | undefined>;
  };
  view: (row: R) => A;
  /** The columns the form's fields write. */
  columns: (fields: F) => C;
  /** The row's language, which must be one the merchant offers; absent for rows without one. */
  language?: (fields: F) => string | null;
  /** A check of the fields against the merchant's other rows (a slug taken...); throws to refuse. */
  check?: (trx: Kysely<DB>, merchantId: number, fields: F, exceptId?: number) => Promise<void>;
}

/** The create, update and delete of one kind of row, each scoped, versioned and audited. */
export function rowEdits<R extends OwnedRow, A, F, C>(kind: RowKind<R, A, F, C>) {
  const target = (row: R) => `${kind.name}:${row.id}`;
  const action = (verb: 'create' | 'update' | 'delete') => `content.${kind.name}.${verb}`;
  return {
    async create(db: Kysely<DB>, by: Editor, body: F & { merchantId?: number | undefined }): Promise<A> {
      const merchant = await editedMerchant(db, by.staff, body.merchantId);
      if (kind.language) checkLanguage(merchant, kind.language(body));
      const { check } = kind;
      return createRow(db, by, merchant, {
        action: action('create'),
        target,
        check: check && ((trx) => check(trx, merchant.id, body)),
        insert: (trx) => kind.rows.insert(trx, { merchant_id: merchant.id, ...kind.columns(body) }),
        view: kind.view,
      });
    },

    update(db: Kysely<DB>, by: Editor, id: number, body: F & { version: number }): Promise<A> {
      const { version } = body;
      const { language, check } = kind;
      return editRow(db, by, {
        action: action('update'),
        target,
        find: (trx) => kind.rows.findForUpdate(trx, id),
        version,
        check:
          language || check
            ? async (trx, row) => {
                if (language) checkLanguage(await merchantOfRow(trx, row.merchant_id), language(body));
                await check?.(trx, row.merchant_id, body, id);
              }
            : undefined,
        write: (trx) => kind.rows.updateIfVersion(trx, id, version, kind.columns(body)),
        view: kind.view,
      });
    },

    remove(db: Kysely<DB>, by: Editor, id: number, version: number): Promise<A> {
      return editRow(db, by, {
        action: action('delete'),
        target,
        find: (trx) => kind.rows.findForUpdate(trx, id),
        version,
        write: (trx) => kind.rows.deleteIfVersion(trx, id, version),
        view: kind.view,
        deletes: true,
      });
    },
  };
}

/** A moment of the API (ISO text) as the database takes it, and back. */
export const momentIn = (text: string | null): Date | null => (text === null ? null : new Date(text));
export const momentOut = (at: Date | null): string | null =>
  at === null ? null : new Date(at).toISOString();

/** The merchant's languages in the contract's order. */
export function merchantLanguages<L extends string>(merchant: { languages: string[] }, codes: readonly L[]) {
  return codes.filter((code) => merchant.languages.includes(code));
}

/** The merchant a row belongs to (its languages decide what the row may be in). */
export async function merchantOfRow(db: Kysely<DB>, merchantId: number): Promise<Merchant> {
  const merchant = await findMerchantById(db, merchantId);
  if (!merchant) throw new AppError('NOT_FOUND');
  return merchant;
}

/** A row in a language the merchant does not offer would never show. */
export function checkLanguage(merchant: { languages: string[] }, language: string | null): void {
  if (language !== null && !merchant.languages.includes(language))
    throw new AppError('FIELD_INVALID', { field: 'language' });
}
