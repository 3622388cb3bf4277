import { expect } from 'vitest';
import { postTransfer } from '../src/modules/ledger/ledger.service.ts';
import { playerAccount, systemAccount } from '../src/modules/ledger/ledger-accounts.ts';
import { openGameSession } from '../src/modules/wallet/seamless-wallet.service.ts';
import { merchantIdOf, type TestApp } from './test-app.ts';
import type { vendorClient } from './wallet-fixtures.ts';

/**
 * Stakes `amount` (USD text) on Rio Sorte in one bet of the test vendor through the seamless
 * wallet, after funding the member with as much: turnover for the VIP and reward tests. `tag`
 * names the bet (and its funding), so each call stakes once.
 */
export async function stakeOnRio(
  env: TestApp,
  bets: ReturnType<typeof vendorClient>,
  vendor: string,
  memberId: number,
  amount: string,
  tag: string,
): Promise<void> {
  const rioId = await merchantIdOf(env.db, 'RIO');
  const minor = BigInt(Math.round(Number(amount) * 100));
  await postTransfer(env.db, {
    merchantId: rioId,
    key: `${vendor}-fund:${memberId}:${tag}`,
    kind: 'DEPOSIT',
    createdBy: 'test',
    legs: [
      { accountId: await playerAccount(env.db, rioId, memberId, 'PLAYER_CASH', 'USD'), amount: minor },
      { accountId: await systemAccount(env.db, rioId, 'DEPOSIT_CLEARING', 'USD'), amount: -minor },
    ],
  });
  const session = await openGameSession(env.db, {
    merchantId: rioId,
    memberId,
    vendorCode: vendor,
    gameCode: `${vendor.toLowerCase()}-slot`,
    currency: 'USD',
  });
  const res = await bets('bet', {
    sessionId: session.id,
    transactionId: `${vendor}-${memberId}-${tag}`,
    roundId: tag,
    amount,
  });
  expect(res.body.code).toBe('OK');
}
