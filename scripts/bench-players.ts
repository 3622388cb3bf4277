// Funded players with an open game session each, for the benches that post through the wallet.
import type { Kysely } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';
import { postTransfer } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { playerAccount, systemAccount } from '../apps/server/src/modules/ledger/ledger-accounts.ts';
import {
  type GameSession,
  openGameSession,
} from '../apps/server/src/modules/wallet/seamless-wallet.service.ts';

/** `count` new members named `{prefix}{i}`, each credited R$ 1,000,000.00 and in a session of the game. */
export async function fundedGameSessions(
  db: Kysely<DB>,
  merchantId: number,
  {
    count,
    prefix,
    vendorCode,
    gameCode,
  }: { count: number; prefix: string; vendorCode: string; gameCode: string },
): Promise<GameSession[]> {
  const clearing = await systemAccount(db, merchantId, 'DEPOSIT_CLEARING', 'BRL');
  const sessions: GameSession[] = [];
  for (let i = 0; i < count; i++) {
    const member = await db
      .insertInto('members')
      .values({ merchant_id: merchantId, username: `${prefix}${i}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const memberId = Number(member.id);
    await postTransfer(db, {
      merchantId,
      key: `${prefix}-fund:${memberId}`,
      kind: 'DEPOSIT',
      createdBy: 'bench',
      legs: [
        {
          accountId: await playerAccount(db, merchantId, memberId, 'PLAYER_CASH', 'BRL'),
          amount: 100_000_000n,
        },
        { accountId: clearing, amount: -100_000_000n },
      ],
    });
    sessions.push(await openGameSession(db, { merchantId, memberId, vendorCode, gameCode, currency: 'BRL' }));
  }
  return sessions;
}
