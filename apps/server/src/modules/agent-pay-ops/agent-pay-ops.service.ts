import type { AgentContract, AgentContractOffer, AgentRebateSettings } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { merchantOfMember } from '../agents/agent-pay.repository.ts';
import { agentPayNow } from '../agents/agent-pay-clock.ts';
import { contractsOfMerchant, findContract, merchantOfContract } from '../agents/contracts.repository.ts';
import { cancelContract, contractView, offerContract } from '../agents/contracts.service.ts';
import { rebateSettings, setAgentRates } from '../agents/rebates.service.ts';
import { audit, type StaffActor } from '../staff/staff.service.ts';
import { worksFor } from '../staff/staff-guards.ts';

/** The operator's side of agents' contracts and rebates; a member of another merchant is NOT_FOUND. */

interface Actor {
  staff: StaffActor;
  ip: string;
}

async function memberMerchant(db: Kysely<DB>, staff: StaffActor, memberId: number): Promise<number> {
  const merchantId = await merchantOfMember(db, memberId);
  if (merchantId === undefined || !worksFor(staff, merchantId)) throw new AppError('NOT_FOUND');
  return merchantId;
}

export async function contractsOf(db: Kysely<DB>, staff: StaffActor, merchantId: number) {
  if (!worksFor(staff, merchantId)) throw new AppError('NOT_FOUND');
  return { list: (await contractsOfMerchant(db, merchantId)).map(contractView) };
}

export async function offer(
  db: Kysely<DB>,
  actor: Actor,
  body: AgentContractOffer & { reason: string },
): Promise<AgentContract> {
  const merchantId = await memberMerchant(db, actor.staff, Number(body.memberId));
  return inTransaction(db, async (trx) => {
    const contract = await offerContract(trx, merchantId, { staffId: actor.staff.id }, body, agentPayNow());
    await audit(
      trx,
      actor.staff,
      'agentpay.contract.offer',
      `agent-contract:${contract.id}`,
      { reason: body.reason, after: contract },
      actor.ip,
      merchantId,
    );
    return contract;
  });
}

export async function cancel(
  db: Kysely<DB>,
  actor: Actor,
  id: string,
  reason: string,
): Promise<AgentContract> {
  const merchantId = await merchantOfContract(db, id);
  if (merchantId === undefined || !worksFor(actor.staff, merchantId)) throw new AppError('NOT_FOUND');
  const row = { merchant_id: merchantId };
  return inTransaction(db, async (trx) => {
    const before = await findContract(trx, row.merchant_id, id);
    const contract = await cancelContract(
      trx,
      row.merchant_id,
      { staffId: actor.staff.id },
      id,
      agentPayNow(),
    );
    await audit(
      trx,
      actor.staff,
      'agentpay.contract.cancel',
      `agent-contract:${id}`,
      { reason, before: before && contractView(before), after: contract },
      actor.ip,
      row.merchant_id,
    );
    return contract;
  });
}

export async function rebatesOf(
  db: Kysely<DB>,
  staff: StaffActor,
  memberId: number,
): Promise<AgentRebateSettings> {
  return rebateSettings(db, await memberMerchant(db, staff, memberId), memberId);
}

export async function setRebates(
  db: Kysely<DB>,
  actor: Actor,
  memberId: number,
  body: {
    rates: Array<{ gameType: string; rateBp: number }>;
    quotas: Array<{ rateBp: number; quota: number }>;
    reason: string;
  },
): Promise<AgentRebateSettings> {
  const merchantId = await memberMerchant(db, actor.staff, memberId);
  return inTransaction(db, async (trx) => {
    const before = await rebateSettings(trx, merchantId, memberId);
    const after = await setAgentRates(trx, merchantId, memberId, body.rates, body.quotas, agentPayNow());
    await audit(
      trx,
      actor.staff,
      'agentpay.rebates.set',
      `member:${memberId}`,
      {
        reason: body.reason,
        before: { rates: before.rates, quotas: before.quotas },
        after: { rates: after.rates, quotas: after.quotas },
      },
      actor.ip,
      merchantId,
    );
    return after;
  });
}
