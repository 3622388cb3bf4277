import {
  AGENT_TRANSFER_MAX_AMOUNT,
  AGENT_TRANSFER_MIN_AMOUNT,
  type AgentTransferAnswer,
  type AgentTransferBody,
  formatMinor,
  parseAmount,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { moneyParam } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkPaymentPassword } from '../accounts/payment-password-lock.ts';
import { isInTeam } from '../agents/agent-tree.repository.ts';
import { type AgentActor, requireAgent } from '../agents/agents.service.ts';
import { transferExists } from '../ledger/ledger.repository.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import { lockAccounts, playerAccount } from '../ledger/ledger-accounts.ts';
import { settleTurnover } from '../wallet/member-wallet.service.ts';

/** The ledger kind of a transfer to a downline: both statements show it (GLS2_TxCodeList). */
export const AGENT_TRANSFER_KIND = 'AGENT_TRANSFER';

const MIN = parseAmount(AGENT_TRANSFER_MIN_AMOUNT)!;
const MAX = parseAmount(AGENT_TRANSFER_MAX_AMOUNT)!;

/** The amount in minor units, or the refusal on the amount field (nothing checked further). */
function transferAmount(text: string): bigint {
  const amount = parseAmount(text);
  if (amount === undefined || amount <= 0n) throw new AppError('INVALID_AMOUNT', { field: 'amount' });
  if (amount < MIN || amount > MAX) {
    throw new AppError(
      'AMOUNT_OUT_OF_RANGE',
      { field: 'amount', min: AGENT_TRANSFER_MIN_AMOUNT, max: AGENT_TRANSFER_MAX_AMOUNT },
      { min: moneyParam(AGENT_TRANSFER_MIN_AMOUNT), max: moneyParam(AGENT_TRANSFER_MAX_AMOUNT) },
    );
  }
  return amount;
}

/**
 * POST /wps/agent/transferToDownline (issue 17 part 6: "transfer to a downline if the operator
 * allows it"). Checked in this order, each refusal changing nothing: the site's AGENT_TRANSFER flag,
 * the caller an agent, the amount, the member in the caller's own team (another tree's member, or
 * no such member, is AGENT_NOT_IN_TEAM alike, so ids cannot be probed), then the payment password on
 * the withdrawals' count and lock. The money moves through the ledger keyed by the agent and the
 * client's requestId: a double tap, a retry, or two processes move it once.
 */
export async function transferToDownline(
  db: Kysely<DB>,
  actor: AgentActor,
  input: AgentTransferBody,
): Promise<AgentTransferAnswer> {
  const { merchant } = actor;
  if (!merchant.flags.includes('AGENT_TRANSFER')) throw new AppError('AGENT_TRANSFER_OFF');
  requireAgent(actor);
  const amount = transferAmount(input.amount);
  if (!(await isInTeam(db, merchant.id, actor.id, input.memberId))) throw new AppError('AGENT_NOT_IN_TEAM');
  await checkPaymentPassword(db, actor.id, input.paymentPassword);

  const key = `agent-transfer:${actor.id}:${input.requestId}`;
  // Cash still owed as bonus turnover cannot leave by a transfer any more than by a withdrawal.
  const unmet = await settleTurnover(db, merchant, actor.id);
  const from = await playerAccount(db, merchant.id, actor.id, 'PLAYER_CASH', merchant.currency);
  const to = await playerAccount(db, merchant.id, input.memberId, 'PLAYER_CASH', merchant.currency);

  return inTransaction(db, async (trx) => {
    // Both balances are locked (in id order) before the agent's is judged: no bet spends it meanwhile.
    const cash = (await lockAccounts(trx, [from, to])).get(from)!;
    // A key already used is a retry: the ledger answers its first result, whatever the cash is now.
    const isRetry = await transferExists(trx, merchant.id, key);
    const transferable = cash > unmet ? cash - unmet : 0n;
    if (!isRetry && amount > transferable)
      throw new AppError('INSUFFICIENT_FUNDS', { field: 'amount', balance: formatMinor(transferable) });
    const moved = await postTransfer(trx, {
      merchantId: merchant.id,
      key,
      kind: AGENT_TRANSFER_KIND,
      createdBy: `member:${actor.id}`,
      legs: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
      details: { memberId: input.memberId },
    });
    if (moved.status === 'REFUSED')
      throw new AppError('INSUFFICIENT_FUNDS', {
        field: 'amount',
        balance: formatMinor(moved.balances[from] ?? '0'),
      });
    return {
      transferId: moved.transferId,
      memberId: input.memberId,
      amount: formatMinor(amount),
      balance: formatMinor(moved.balances[from]!),
    };
  });
}
