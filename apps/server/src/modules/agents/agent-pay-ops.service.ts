import type { AgentContract, AgentContractOffer, AgentRebateSettings } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit, type StaffActor } from '../staff/staff.service.ts';
import { worksFor } from '../staff/staff-guards.ts';
import { merchantOfMember } from './agent-pay.repository.ts';
import { agentPayNow } from './agent-pay-clock.ts';
import { contractsOfMerchant, findContract, merchantOfContract } from './contracts.repository.ts';
import { cancelContract, contractView, offerContract } from './contracts.service.ts';
import { rebateSettings, setAgentRates } from './rebates.service.ts';

/** The operator's side of agents' contracts and rebates; a member of another merchant is NOT_FOUND. */

interface Actor {
  staff: StaffActor;
  ip: string;
}

async function memberMerchant(db: Kysely<DB>, staff: StaffActor, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select('merchant_id')
    .where('id', '=', String(memberId))
    .executeTakeFirst();
  if (!row || !worksFor(staff, row.merchant_id)) throw new AppError('NOT_FOUND');
  return row.merchant_id;
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
  const row = await db
    .selectFrom('agent_contracts')
    .select('merchant_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || !worksFor(actor.staff, row.merchant_id)) throw new AppError('NOT_FOUND');
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
