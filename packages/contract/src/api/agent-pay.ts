import { z } from 'zod';
import { idTextSchema, instantTextSchema, moneyTextSchema } from './common.ts';

/**
 * Agents' pay (issue 17 parts 2, 3 and 5): rebate rates and quotas, salary and dividend contracts,
 * the contract check of the home page (spec section 3: dailysalreqtype, divtypecompperiodreq,
 * contracthoursalreq), current salary and dividends, and the operator's settlement runs.
 */

export const AGENT_CONTRACT_KINDS = ['DAILY_SALARY', 'HOURLY_SALARY', 'DIVIDEND'] as const;
export type AgentContractKind = (typeof AGENT_CONTRACT_KINDS)[number];
export const AGENT_CONTRACT_STATUSES = ['PENDING', 'ACTIVE', 'REFUSED', 'CANCELLED'] as const;
export const AGENT_RUN_KINDS = [...AGENT_CONTRACT_KINDS, 'REBATE'] as const;
export type AgentRunKind = (typeof AGENT_RUN_KINDS)[number];
/** The most tiers a contract may have, and the longest notice. */
export const AGENT_MAX_TIERS = 20;
export const AGENT_MAX_NOTICE_DAYS = 90;
/** Rebate rates are basis points of valid turnover: at most 10% (1000). */
export const AGENT_MAX_REBATE_BP = 1000;

/**
 * A tier: reached when the team's turnover and active players are both at least the minimums.
 * Salaries pay `amount`; dividends pay `sharePercent` of the team's net loss.
 */
export const agentTierSchema = z.object({
  minTurnover: moneyTextSchema,
  minActivePlayers: z.number().int().min(0).max(1_000_000),
  amount: moneyTextSchema.optional(),
  sharePercent: z.number().int().min(1).max(100).optional(),
});
export type AgentTier = z.infer<typeof agentTierSchema>;

export const agentContractOfferSchema = z.object({
  memberId: idTextSchema,
  kind: z.enum(AGENT_CONTRACT_KINDS),
  tiers: z.array(agentTierSchema).min(1).max(AGENT_MAX_TIERS),
  noticeDays: z.number().int().min(0).max(AGENT_MAX_NOTICE_DAYS).default(7),
});
export type AgentContractOffer = z.infer<typeof agentContractOfferSchema>;

export const agentContractSchema = z.object({
  id: idTextSchema,
  memberId: idTextSchema,
  username: z.string(),
  kind: z.enum(AGENT_CONTRACT_KINDS),
  tiers: z.array(agentTierSchema),
  noticeDays: z.number().int(),
  offeredBy: z.enum(['UPLINE', 'OPERATOR']),
  status: z.enum(AGENT_CONTRACT_STATUSES),
  createdAt: instantTextSchema,
  decidedAt: instantTextSchema.nullable(),
  endsAt: instantTextSchema.nullable(),
});
export type AgentContract = z.infer<typeof agentContractSchema>;
export const agentContractListSchema = z.object({ list: z.array(agentContractSchema) });

/** GET /wps/agent/contractCheck: 1 when a request of that kind waits for the agent's answer. */
export const agentContractCheckSchema = z.object({
  dailysalreqtype: z.union([z.literal(0), z.literal(1)]),
  divtypecompperiodreq: z.union([z.literal(0), z.literal(1)]),
  contracthoursalreq: z.union([z.literal(0), z.literal(1)]),
});
export type AgentContractCheck = z.infer<typeof agentContractCheckSchema>;

export const agentContractParamsSchema = z.object({ id: idTextSchema });
export const agentContractKindQuerySchema = z.object({ kind: z.enum(AGENT_CONTRACT_KINDS) });
export const agentDownlineContractsQuerySchema = agentContractKindQuerySchema.extend({
  memberId: idTextSchema,
});

/** The team's figures over a period, and what a contract makes of them. */
export const agentPeriodFiguresSchema = z.object({
  periodStart: instantTextSchema,
  periodEnd: instantTextSchema,
  turnover: moneyTextSchema,
  activePlayers: z.number().int(),
  netLoss: moneyTextSchema,
  /** Dividends: the negative net carried in from earlier periods (0.00 or below). */
  carryIn: moneyTextSchema,
  tier: z.number().int().nullable(),
  amount: moneyTextSchema,
  contractId: idTextSchema.nullable(),
});
export type AgentPeriodFigures = z.infer<typeof agentPeriodFiguresSchema>;

export const agentPayLineSchema = z.object({
  runId: idTextSchema,
  kind: z.enum(AGENT_RUN_KINDS),
  periodStart: instantTextSchema,
  periodEnd: instantTextSchema,
  amount: moneyTextSchema,
  status: z.enum(['PREVIEW', 'PAID']),
  paidAt: instantTextSchema.nullable(),
  basis: z.record(z.string(), z.unknown()),
});
export type AgentPayLine = z.infer<typeof agentPayLineSchema>;
export const agentPayLinesSchema = z.object({ list: z.array(agentPayLineSchema) });
export const agentPayHistoryQuerySchema = z.object({
  kind: z.enum(AGENT_RUN_KINDS).optional(),
  from: z.string().date().optional(),
  to: z.string().date().optional(),
});

export const agentRebateRateSchema = z.object({
  gameType: z.string().min(1).max(40),
  rateBp: z.number().int().min(0).max(AGENT_MAX_REBATE_BP),
});
export const agentRebateQuotaSchema = z.object({
  rateBp: z.number().int().min(0).max(AGENT_MAX_REBATE_BP),
  quota: z.number().int().min(0).max(100_000),
  used: z.number().int().optional(),
});
export const agentRebateSettingsSchema = z.object({
  rates: z.array(agentRebateRateSchema),
  quotas: z.array(agentRebateQuotaSchema),
  downlines: z.array(
    z.object({ memberId: idTextSchema, username: z.string(), rates: z.array(agentRebateRateSchema) }),
  ),
});
export type AgentRebateSettings = z.infer<typeof agentRebateSettingsSchema>;
export const agentUpdateDownlineRebatesSchema = z.object({
  memberId: idTextSchema,
  rates: z.array(agentRebateRateSchema).min(1).max(50),
});

// The operator's side.
export const agentOpsContractOfferSchema = agentContractOfferSchema.extend({
  reason: z.string().min(1).max(500),
});
export const agentOpsReasonSchema = z.object({ reason: z.string().min(1).max(500) });
export const agentOpsMerchantQuerySchema = z.object({ merchantId: z.coerce.number().int().positive() });
export const agentOpsRatesBodySchema = z.object({
  rates: z.array(agentRebateRateSchema).max(50),
  quotas: z.array(agentRebateQuotaSchema).max(50),
  reason: z.string().min(1).max(500),
});
export const agentOpsMemberParamsSchema = z.object({ memberId: idTextSchema });
export const agentRunParamsSchema = z.object({ id: idTextSchema });
export const agentRunPreviewBodySchema = z.object({
  merchantId: z.number().int().positive(),
  kind: z.enum(AGENT_RUN_KINDS),
  /** Any instant inside the period: its day (salary, rebate), hour (hourly) or month (dividend). */
  at: z.string().datetime({ offset: true }),
});
export const agentRunSchema = z.object({
  id: idTextSchema,
  merchantId: z.number().int(),
  kind: z.enum(AGENT_RUN_KINDS),
  periodStart: instantTextSchema,
  periodEnd: instantTextSchema,
  status: z.enum(['PREVIEW', 'PAID']),
  total: moneyTextSchema,
  createdAt: instantTextSchema,
  approvedAt: instantTextSchema.nullable(),
  lines: z.array(
    z.object({
      memberId: idTextSchema,
      username: z.string(),
      amount: moneyTextSchema,
      basis: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type AgentRun = z.infer<typeof agentRunSchema>;
export const agentRunListSchema = z.object({ list: z.array(agentRunSchema.omit({ lines: true })) });
