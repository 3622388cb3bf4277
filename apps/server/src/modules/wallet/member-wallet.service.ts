import type { LanguageCode } from '@ficha/contract';
import {
  formatMinor,
  type MemberTransactionPage,
  type memberTransactionsQuerySchema,
  TRIAL_TYPE,
  type TxCode,
  type TxCodeName,
  type WalletSummary,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import { balanceOf, PLAY_CURRENCY, playerAccount, systemAccount } from '../ledger/ledger-accounts.ts';
import type { AuthenticatedMember } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import {
  lockOpenRequirements,
  markRequirementReleased,
  memberEntries,
  openRequirements,
  wageredSince,
} from './member-wallet.repository.ts';

/**
 * The turnover a member still owes on open bonuses. When it reaches zero the bonuses are released
 * to cash, each up to its maximum conversion, and what is above goes back to the house: one
 * transfer keyed by the requirements it closes, so a retry does nothing twice, and the amounts
 * come from the requirements themselves (locked), never from a balance read meanwhile.
 */
export async function settleTurnover(db: Kysely<DB>, merchant: Merchant, memberId: number): Promise<bigint> {
  const open = await openRequirements(db, memberId);
  if (open.length === 0) return 0n;
  const required = open.reduce((sum, r) => sum + BigInt(r.required), 0n);
  const wagered = await wageredSince(db, memberId, merchant.currency, new Date(open[0]!.created_at));
  if (wagered < required) return required - wagered;
  await db.transaction().execute(async (trx) => {
    const closing = await lockOpenRequirements(
      trx,
      open.map((r) => r.id),
    );
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
    for (const t of terms) await markRequirementReleased(trx, t);
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
export const TX_CODES: Record<TxCodeName, Record<LanguageCode, string>> = {
  DEPOSIT: { PT: 'Depósito', EN: 'Deposit' },
  DEPOSIT_BONUS: { PT: 'Bônus de depósito', EN: 'Deposit bonus' },
  BONUS_RELEASE: { PT: 'Bônus liberado', EN: 'Bonus released' },
  PROMOTION_BONUS: { PT: 'Bônus de promoção', EN: 'Promotion bonus' },
  BONUS_EXPIRED: { PT: 'Bônus expirado', EN: 'Bonus expired' },
  WITHDRAW: { PT: 'Saque solicitado', EN: 'Withdrawal requested' },
  WITHDRAW_RETURN: { PT: 'Saque devolvido', EN: 'Withdrawal returned' },
  BET: { PT: 'Aposta', EN: 'Bet' },
  WIN: { PT: 'Prêmio', EN: 'Win' },
  ROLLBACK: { PT: 'Aposta cancelada', EN: 'Bet cancelled' },
  ADJUSTMENT: { PT: 'Ajuste', EN: 'Adjustment' },
  TRIAL_GRANT: { PT: 'Crédito de teste', EN: 'Trial credit' },
  AGENT_TRANSFER: { PT: 'Transferência de agente', EN: 'Agent transfer' },
};

export async function memberTransactions(
  db: Kysely<DB>,
  actor: AuthenticatedMember,
  language: LanguageCode,
  query: z.output<typeof memberTransactionsQuerySchema>,
): Promise<MemberTransactionPage> {
  const { startDate, endDate, ...rest } = query;
  // endDate is inclusive for the member: the whole day counts.
  const end = endDate ? new Date(endDate.getTime() + 86_400_000) : undefined;
  const filter = { ...rest, ...(startDate ? { startDate } : {}), ...(end ? { endDate: end } : {}) };
  const { total, rows } = await memberEntries(db, actor.id, filter);
  return {
    list: rows.map((r) => ({
      id: r.id,
      txCode: r.kind,
      txName: TX_CODES[r.kind as TxCodeName]?.[language] ?? r.kind,
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

/** GLS2_TxCodeList: the codes named in the request's language. */
export function txCodeList(language: LanguageCode): { list: TxCode[] } {
  return { list: Object.entries(TX_CODES).map(([txCode, names]) => ({ txCode, name: names[language] })) };
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
