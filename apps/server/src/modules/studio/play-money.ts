import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import { balanceOf, PLAY_CURRENCY, playerAccount, systemAccount } from '../ledger/ledger-accounts.ts';
import type { GameSession } from '../wallet/seamless-wallet.service.ts';

/** Free play starts with this much play money, topped up when a launch finds less than the floor. */
export const PLAY_MONEY_TOP_UP = 1_000_00n;
export const PLAY_MONEY_FLOOR = 10_00n;

/**
 * Free play needs play money: a member who launches in free play with less than the floor gets
 * topped back up to 1,000.00 by the merchant's play-money issuer (once per game session).
 */
export async function topUpPlayMoney(db: Kysely<DB>, session: GameSession): Promise<void> {
  if (session.currency !== PLAY_CURRENCY) return;
  const player = await playerAccount(db, session.merchantId, session.memberId, 'PLAYER_PLAY', PLAY_CURRENCY);
  const balance = await balanceOf(db, player);
  if (balance >= PLAY_MONEY_FLOOR) return;
  await postTransfer(db, {
    merchantId: session.merchantId,
    key: `play-top-up:${session.id}`,
    kind: 'PLAY_TOP_UP',
    createdBy: 'system:studio',
    legs: [
      { accountId: player, amount: PLAY_MONEY_TOP_UP - balance },
      {
        accountId: await systemAccount(db, session.merchantId, 'PLAY_ISSUER', PLAY_CURRENCY),
        amount: balance - PLAY_MONEY_TOP_UP,
      },
    ],
  });
}
