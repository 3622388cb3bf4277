import { formatMinor, type LanguageCode, type Leaderboard } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { findMerchantById, type Merchant } from '../merchants/merchants.repository.ts';
import { grantBonus } from '../promotions/index.ts';
import { maskedName } from '../studio/shared-rounds/player-name.ts';
import {
  dueLeaderboards,
  endPeriodAt,
  insertWinner,
  type LeaderboardRow,
  leaderboardsOf,
  lockLeaderboard,
  markClosed,
  placeOf,
  standings,
  winnersOf,
} from './leaderboards.repository.ts';

/**
 * Leaderboards (issue 18, `/m/leaderBoard`): members ranked by turnover or wins of a period, read
 * from the wallet's bets; at the period's end one run ranks and pays prizes[rank-1] as bonus
 * grants keyed `leaderboard:<id>:<rank>`. The run locks the leaderboard's row and closes it in the
 * same transaction, so a repeated or raced run pays once (the second finds it closed).
 */

function titleOf(row: LeaderboardRow, language: LanguageCode): string {
  return row.titles[language] ?? row.titles.EN ?? Object.values(row.titles)[0] ?? '';
}

export async function leaderboardView(
  db: Kysely<DB>,
  row: LeaderboardRow,
  currency: string,
  language: LanguageCode,
  memberId: number | null,
): Promise<Leaderboard> {
  const entries =
    row.status === 'CLOSED'
      ? (await winnersOf(db, row.id)).map((w) => ({ ...w, member_id: String(w.member_id) }))
      : (await standings(db, row, row.prizes.length)).map((s, i) => ({
          ...s,
          rank: i + 1,
          prize: row.prizes[i] ?? '0',
        }));
  const list = entries.map((e) => ({
    rank: e.rank,
    username: maskedName(e.username),
    score: formatMinor(e.score),
    prize: formatMinor(e.prize),
    mine: memberId !== null && e.member_id === String(memberId),
  }));
  let mine = list.find((e) => e.mine) ?? null;
  if (!mine && memberId !== null) {
    const own = (await standings(db, row, 1, memberId))[0];
    if (own)
      mine = {
        rank: await placeOf(db, row, own.score),
        username: maskedName(own.username),
        score: formatMinor(own.score),
        prize: formatMinor(0n),
        mine: true,
      };
  }
  return {
    id: row.id,
    title: titleOf(row, language),
    metric: row.metric,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    status: row.status,
    currency,
    prizes: row.prizes.map((p) => formatMinor(p)),
    entries: list,
    mine,
  };
}

/** The merchant's leaderboards that have started, running first, for the member's page. */
export async function memberLeaderboards(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: number | null,
  language: LanguageCode,
  now = new Date(),
): Promise<{ list: Leaderboard[] }> {
  const rows = (await leaderboardsOf(db, merchant.id, 10)).filter((r) => r.starts_at <= now);
  rows.sort((a, b) => (a.status === b.status ? 0 : a.status === 'RUNNING' ? -1 : 1));
  return {
    list: await Promise.all(rows.map((r) => leaderboardView(db, r, merchant.currency, language, memberId))),
  };
}

/**
 * Closes a leaderboard whose period is over and pays its prizes; `early` ends a running period
 * now first (the operator's "close now"). Answers how many prizes this run paid (0 when it was
 * closed before). A period not over yet, without `early`, is refused.
 */
export async function closeLeaderboard(
  db: Kysely<DB>,
  merchantId: number,
  id: number,
  now = new Date(),
  early = false,
): Promise<number> {
  const merchant = await findMerchantById(db, merchantId);
  if (!merchant) throw new AppError('NOT_FOUND');
  return inTransaction(db, async (trx) => {
    const board = await lockLeaderboard(trx, id);
    if (!board || board.merchant_id !== merchantId) throw new AppError('NOT_FOUND');
    if (board.status === 'CLOSED') return 0;
    if (board.ends_at > now) {
      if (!early) throw new AppError('PROMOTION_CLOSED');
      await endPeriodAt(trx, id, now);
      board.ends_at = now;
    }
    const ranked = await standings(trx, board, board.prizes.length);
    let paid = 0;
    for (const [i, s] of ranked.entries()) {
      const prize = BigInt(board.prizes[i]!);
      let grantId: string | null = null;
      if (prize > 0n) {
        const result = await grantBonus(trx, {
          merchantId,
          memberId: Number(s.member_id),
          amount: prize,
          currency: merchant.currency,
          key: `leaderboard:${id}:${i + 1}`,
          kind: 'LEADERBOARD',
          turnoverMultiple: board.turnover_multiple,
          expiresAt: null,
          maxConversion: null,
          maxBet: null,
          reason: `Leaderboard "${titleOf(board, 'EN')}" rank ${i + 1}`,
          createdBy: 'system:leaderboard',
        });
        grantId = result.grantId;
        if (result.granted) paid += 1;
      }
      await insertWinner(trx, {
        leaderboard_id: id,
        rank: i + 1,
        member_id: s.member_id,
        score: s.score,
        prize: prize.toString(),
        grant_id: grantId,
      });
    }
    await markClosed(trx, id, now);
    return paid;
  });
}

/** The periodic run: closes every leaderboard whose period is over. Idempotent. */
export async function closeDueLeaderboards(db: Kysely<DB>, now = new Date()): Promise<number> {
  let paid = 0;
  for (const row of await dueLeaderboards(db, now))
    paid += await closeLeaderboard(db, row.merchant_id, row.id, now);
  return paid;
}
