import { formatMinor, type LanguageCode, TRIAL_TYPE } from '@ficha/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import { PLAY_CURRENCY, playerAccount, systemAccount } from '../ledger/ledger-accounts.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import type { AuthenticatedMember } from '../sessions/sessions.repository.ts';

export interface WalletSummary {
  currency: string;
  currencySymbol: string;
  sumBalance: string;
  cashBalance: string;
  bonusBalance: string;
  /** What may be withdrawn now: cash less the wagering still owed. */
  withdrawable: string;
  unmetTurnover: string;
}

async function balanceOf(db: Kysely<DB>, accountId: string): Promise<bigint> {
  return BigInt(
    (
      await db
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).balance,
  );
}

/**
 * Turnover since a moment: each bet's stake as counted when it was placed (stake x its game's
 * weight, nothing for a low-risk bet); a bet rolled back counts nothing.
 */
async function wageredSince(
  db: Kysely<DB>,
  memberId: number,
  currency: string,
  since: Date,
): Promise<bigint> {
  const row = await db
    .selectFrom('wallet_bets')
    .select(sql<string>`coalesce(sum(counted), 0)::text`.as('wagered'))
    .where('member_id', '=', String(memberId))
    .where('currency', '=', currency)
    .where('status', '=', 'PLACED')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return BigInt(row.wagered);
}

/**
 * The turnover a member still owes on open bonuses. When it reaches zero the bonuses are released
 * to cash, each up to its maximum conversion, and what is above goes back to the house: one
 * transfer keyed by the requirements it closes, so a retry does nothing twice, and the amounts
 * come from the requirements themselves (locked), never from a balance read meanwhile.
 */
export async function settleTurnover(db: Kysely<DB>, merchant: Merchant, memberId: number): Promise<bigint> {
  const open = await db
    .selectFrom('turnover_requirements')
    .select(['id', 'required', 'created_at'])
    .where('member_id', '=', String(memberId))
    .where('released_at', 'is', null)
    .orderBy('id')
    .execute();
  if (open.length === 0) return 0n;
  const required = open.reduce((sum, r) => sum + BigInt(r.required), 0n);
  const wagered = await wageredSince(db, memberId, merchant.currency, new Date(open[0]!.created_at));
  if (wagered < required) return required - wagered;
  await db.transaction().execute(async (trx) => {
    const closing = await trx
      .selectFrom('turnover_requirements')
      .select(['id', 'bonus', 'max_conversion'])
      .where(
        'id',
        'in',
        open.map((r) => r.id),
      )
      .where('released_at', 'is', null)
      .orderBy('id')
      .forUpdate()
      .execute();
    if (closing.length === 0) return;
    const accounts = await cashAccounts(trx, merchant, memberId);
    const terms = closing.map((r) => {
      const bonus = BigInt(r.bonus);
      const cap = r.max_conversion === null ? bonus : BigInt(r.max_conversion);
      const released = bonus < cap ? bonus : cap;
      return { id: r.id, released, forfeited: bonus - released };
    });
    const released = terms.reduce((sum, t) => sum + t.released, 0n);
    const forfeited = terms.reduce((sum, t) => sum + t.forfeited, 0n);
    if (released + forfeited > 0n) {
      const release = await postTransfer(trx, {
        merchantId: merchant.id,
        key: `bonus-release:${memberId}:${closing.map((r) => r.id).join('-')}`,
        kind: 'BONUS_RELEASE',
        createdBy: 'system:turnover',
        legs: [
          { accountId: accounts.bonus, amount: -(released + forfeited) },
          { accountId: accounts.cash, amount: released },
          // Above the maximum conversion: forfeited, back to the house.
          { accountId: accounts.house, amount: forfeited },
        ],
        details: { released: formatMinor(released), forfeited: formatMinor(forfeited) },
      });
      // The bonus account holds every open bonus; if it ever did not, nothing may be marked paid.
      if (release.status !== 'APPLIED') throw new Error(`bonus release for member ${memberId} refused`);
    }
    for (const t of terms)
      await trx
        .updateTable('turnover_requirements')
        .set({
          released_at: sql<Date>`now()`,
          released: t.released.toString(),
          forfeited: t.forfeited.toString(),
        })
        .where('id', '=', t.id)
        .execute();
  });
  return 0n;
}

/** GET /wps/wallets/gcs (spec section 3 'Wallet': sumBalance, currencySymbol). */
export async function walletSummary(
  db: Kysely<DB>,
  merchant: Merchant,
  actor: AuthenticatedMember,
): Promise<WalletSummary> {
  if (actor.type === TRIAL_TYPE) {
    const play = await balanceOf(
      db,
      await playerAccount(db, merchant.id, actor.id, 'PLAYER_PLAY', PLAY_CURRENCY),
    );
    return {
      currency: PLAY_CURRENCY,
      currencySymbol: merchant.currency_symbol,
      sumBalance: formatMinor(play),
      cashBalance: formatMinor(play),
      bonusBalance: '0.00',
      withdrawable: '0.00',
      unmetTurnover: '0.00',
    };
  }
  const unmet = await settleTurnover(db, merchant, actor.id);
  const cash = await balanceOf(
    db,
    await playerAccount(db, merchant.id, actor.id, 'PLAYER_CASH', merchant.currency),
  );
  const bonus = await balanceOf(
    db,
    await playerAccount(db, merchant.id, actor.id, 'PLAYER_BONUS', merchant.currency),
  );
  const withdrawable = cash > unmet ? cash - unmet : 0n;
  return {
    currency: merchant.currency,
    currencySymbol: merchant.currency_symbol,
    sumBalance: formatMinor(cash + bonus),
    cashBalance: formatMinor(cash),
    bonusBalance: formatMinor(bonus),
    withdrawable: formatMinor(withdrawable),
    unmetTurnover: formatMinor(unmet),
  };
}

/** Transaction codes of the history filter (GLS2_TxCodeList), named in each language. */
export const TX_CODES: Record<string, Record<LanguageCode, string>> = {
  DEPOSIT: { PT: 'Depósito', EN: 'Deposit' },
  DEPOSIT_BONUS: { PT: 'Bônus de depósito', EN: 'Deposit bonus' },
  BONUS_RELEASE: { PT: 'Bônus liberado', EN: 'Bonus released' },
  WITHDRAW: { PT: 'Saque solicitado', EN: 'Withdrawal requested' },
  WITHDRAW_RETURN: { PT: 'Saque devolvido', EN: 'Withdrawal returned' },
  BET: { PT: 'Aposta', EN: 'Bet' },
  WIN: { PT: 'Prêmio', EN: 'Win' },
  ROLLBACK: { PT: 'Aposta cancelada', EN: 'Bet cancelled' },
  ADJUSTMENT: { PT: 'Ajuste', EN: 'Adjustment' },
  TRIAL_GRANT: { PT: 'Crédito de teste', EN: 'Trial credit' },
};

export async function memberTransactions(
  db: Kysely<DB>,
  actor: AuthenticatedMember,
  language: LanguageCode,
  filter: { txCode?: string; startDate?: Date; endDate?: Date; pageNo: number; pageSize: number },
) {
  let query = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .where('a.member_id', '=', String(actor.id));
  if (filter.txCode) query = query.where('t.kind', '=', filter.txCode);
  if (filter.startDate) query = query.where('e.created_at', '>=', filter.startDate);
  if (filter.endDate) query = query.where('e.created_at', '<', filter.endDate);
  const total = Number(
    (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
  );
  const rows = await query
    .select([
      'e.id',
      't.kind',
      'e.amount',
      'e.balance_after',
      'e.created_at',
      'a.kind as account',
      'a.currency',
      't.idempotency_key',
    ])
    .orderBy('e.id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.pageNo - 1) * filter.pageSize)
    .execute();
  return {
    list: rows.map((r) => ({
      id: r.id,
      txCode: r.kind,
      txName: TX_CODES[r.kind]?.[language] ?? r.kind,
      wallet: r.account === 'PLAYER_BONUS' ? 'BONUS' : r.account === 'PLAYER_PLAY' ? 'PLAY' : 'CASH',
      currency: r.currency,
      amount: formatMinor(r.amount),
      balanceAfter: formatMinor(r.balance_after),
      createdAt: new Date(r.created_at).toISOString(),
    })),
    pageNo: filter.pageNo,
    pageSize: filter.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / filter.pageSize)),
  };
}

/** Used by ledger postings of this module and payments: the merchant's cash accounts. */
export async function cashAccounts(db: Kysely<DB>, merchant: Merchant, memberId: number) {
  return {
    cash: await playerAccount(db, merchant.id, memberId, 'PLAYER_CASH', merchant.currency),
    bonus: await playerAccount(db, merchant.id, memberId, 'PLAYER_BONUS', merchant.currency),
    depositClearing: await systemAccount(db, merchant.id, 'DEPOSIT_CLEARING', merchant.currency),
    withdrawalClearing: await systemAccount(db, merchant.id, 'WITHDRAWAL_CLEARING', merchant.currency),
    house: await systemAccount(db, merchant.id, 'HOUSE', merchant.currency, 0),
  };
}
