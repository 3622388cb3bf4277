import { z } from 'zod';
import {
  idTextSchema,
  instantTextSchema,
  listOf,
  moneyTextSchema,
  pageOf,
  pagingQuerySchema,
} from './common.ts';

/**
 * Agents and affiliates (issue 17; spec sections 2, 3, 6 and 7). The spec names the calls
 * (ODSFE2_TeamKPIA/B, Subordinate, MemPNL, affiliate URL management, transferDownline...) but
 * shows no payload; these are ours, in the style of the rest of the API.
 */

/** Where an invitation link is shared: the spec's social link keys, or a plain link. */
export const AFFILIATE_CHANNELS = [
  'LINK',
  'WHATSAPP',
  'TELEGRAM',
  'FACEBOOK',
  'INSTAGRAM',
  'TIKTOK',
  'KWAI',
  'YOUTUBE',
  'TWITTER',
  'OTHER',
] as const;
export type AffiliateChannel = (typeof AFFILIATE_CHANNELS)[number];

/** How many usable (not expired, not turned off) links a member may have at once. */
export const MAX_USABLE_AFFILIATE_CODES = 20;
/** The longest validity a link may be given, in days (none: it never expires). */
export const MAX_AFFILIATE_VALID_DAYS = 365;

/** The periods of the team figures: today, yesterday, this and last month, in the site's time zone. */
export const AGENT_PERIODS = ['TODAY', 'YESTERDAY', 'THIS_MONTH', 'LAST_MONTH'] as const;
export type AgentPeriod = (typeof AGENT_PERIODS)[number];

/**
 * The ledger transfer kinds that pay an agent or a referring player (credited to their cash): the
 * money half of issue 17 posts these; "what they earned" sums them.
 */
export const AGENT_EARNING_KINDS = [
  'AGENT_REBATE',
  'AGENT_SALARY',
  'AGENT_DIVIDEND',
  'REFERRAL_REWARD',
] as const;

export const agentPeriodQuerySchema = z.object({ period: z.enum(AGENT_PERIODS).default('TODAY') });
export type AgentPeriodQuery = z.infer<typeof agentPeriodQuerySchema>;

/** The money of a member or a team over a period, from the ledger. */
export const agentMoneySchema = z.object({
  /** Credited to cash by deposits. */
  deposits: moneyTextSchema,
  /** Taken from cash by withdrawal requests, less those returned. */
  withdrawals: moneyTextSchema,
  /** Stakes of bets (cash and bonus), less rolled back ones. */
  turnover: moneyTextSchema,
  /** Winnings credited by games. */
  wins: moneyTextSchema,
  /** The players' result: wins less turnover (negative: the players lost). */
  net: moneyTextSchema,
});
export type AgentMoney = z.infer<typeof agentMoneySchema>;

/** GET /wps/relay/ODSFE2_TeamKPIA: the team's money (the agent's downlines at every depth). */
export const teamKpiASchema = agentMoneySchema.extend({
  period: z.enum(AGENT_PERIODS),
  from: instantTextSchema,
  to: instantTextSchema,
  /** One entry per day of the period (the home chart). */
  days: z.array(
    z.object({ day: z.string(), deposits: moneyTextSchema, turnover: moneyTextSchema, net: moneyTextSchema }),
  ),
});
export type TeamKpiA = z.infer<typeof teamKpiASchema>;

/** GET /wps/relay/ODSFE2_TeamKPIB: the team's people. */
export const teamKpiBSchema = z.object({
  period: z.enum(AGENT_PERIODS),
  from: instantTextSchema,
  to: instantTextSchema,
  /** Everyone below the agent, at every depth, now. */
  teamSize: z.number(),
  /** Its direct downlines, now. */
  directCount: z.number(),
  /** Team members who placed a bet in the period. */
  activePlayers: z.number(),
  /** Team members who registered in the period. */
  newPlayers: z.number(),
  /** Team members whose first deposit ever fell in the period, and its sum. */
  firstDeposits: z.number(),
  firstDepositAmount: moneyTextSchema,
});
export type TeamKpiB = z.infer<typeof teamKpiBSchema>;

/** GET /wps/relay/ODSFE2_Subordinate: the agent's team, searched and paged. */
export const subordinateQuerySchema = pagingQuerySchema.extend({
  /** Part of a username or nickname. */
  keyword: z.string().trim().max(30).optional(),
  /** DIRECT: depth 1 only; ALL: every depth. */
  scope: z.enum(['DIRECT', 'ALL']).default('ALL'),
});
export type SubordinateQuery = z.infer<typeof subordinateQuerySchema>;

export const subordinateSchema = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  type: z.number(),
  isAgent: z.boolean(),
  /** 1 a direct downline, 2 a downline's downline, ... */
  level: z.number(),
  /** The account of its upline. */
  upline: z.string(),
  /** Its own team's size. */
  teamSize: z.number(),
  registeredAt: instantTextSchema,
  lastLoginAt: instantTextSchema.nullable(),
});
export type Subordinate = z.infer<typeof subordinateSchema>;
export const subordinatePageSchema = pageOf(subordinateSchema);
export type SubordinatePage = z.infer<typeof subordinatePageSchema>;

/** GET /wps/relay/ODSFE2_MemPNL: one team member's profit and loss (or the agent's own). */
export const memPnlQuerySchema = agentPeriodQuerySchema.extend({
  memberId: z.coerce.number().int().positive().optional(),
});
export const memPnlSchema = agentMoneySchema.extend({
  period: z.enum(AGENT_PERIODS),
  memberId: z.number(),
  account: z.string(),
});
export type MemPnl = z.infer<typeof memPnlSchema>;

/** An invitation link: its code, where it is shared, its validity and what it brought. */
export const affiliateUrlSchema = z.object({
  id: idTextSchema,
  code: z.string(),
  channel: z.enum(AFFILIATE_CHANNELS),
  label: z.string(),
  /** The registration address with the code: /m/register?code=... on the site's host. */
  url: z.string(),
  expiresAt: instantTextSchema.nullable(),
  disabledAt: instantTextSchema.nullable(),
  status: z.enum(['ACTIVE', 'EXPIRED', 'DISABLED']),
  registerCount: z.number(),
  createdAt: instantTextSchema,
});
export type AffiliateUrl = z.infer<typeof affiliateUrlSchema>;
export const affiliateUrlListSchema = listOf(affiliateUrlSchema);

export const affiliateUrlCreateSchema = z.object({
  channel: z.enum(AFFILIATE_CHANNELS).default('LINK'),
  label: z.string().trim().max(40).default(''),
  /** Days it stays valid; absent: never expires. */
  validDays: z.number().int().min(1).max(MAX_AFFILIATE_VALID_DAYS).optional(),
});
export type AffiliateUrlCreate = z.input<typeof affiliateUrlCreateSchema>;
export const affiliateUrlParamsSchema = z.object({ id: idTextSchema });

/**
 * GET /wps/agent/affiliate without a code, signed in: the member's own invitation (its first usable
 * link, made on first ask), how many registered through any of its links, what it earned.
 */
export const myInvitationSchema = z.object({
  code: z.string(),
  url: z.string(),
  registerCount: z.number(),
  earned: moneyTextSchema,
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;

/**
 * POST /wps/agent/register (/m/agentRegister): an agent opens an account for a new downline with
 * an initial password, which the downline changes on first login (spec section 3 firstTimeLogin).
 */
export const agentRegisterBodySchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9_]{4,16}$/),
  password: z.string().min(8).max(32),
  /** PLAYER: type 0; AGENT: a sub-agent (type 1) who brings players of its own. */
  kind: z.enum(['PLAYER', 'AGENT']).default('PLAYER'),
  nickname: z.string().trim().max(20).default(''),
});
export type AgentRegisterBody = z.input<typeof agentRegisterBodySchema>;
export const agentRegisterAnswerSchema = z.object({ id: z.number(), account: z.string(), type: z.number() });

/** The most one transfer to a downline may move, and the least (decimal text, the currency's unit). */
export const AGENT_TRANSFER_MAX_AMOUNT = '50000.00';
export const AGENT_TRANSFER_MIN_AMOUNT = '0.01';

/**
 * POST /wps/agent/transferToDownline (issue 17 part 6, while the site's AGENT_TRANSFER flag is on):
 * the agent moves cash from its own balance to a member of its team, confirmed by its payment
 * password. `requestId` is the client's idempotency key for this one transfer: the same id again
 * (a double tap, a retry) moves the money once and answers the same.
 */
export const agentTransferBodySchema = z.object({
  memberId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** As the agent typed it: positive, at most 2 decimals, at most AGENT_TRANSFER_MAX_AMOUNT. */
  amount: z.string().trim().min(1).max(24),
  paymentPassword: z.string().max(32),
  requestId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type AgentTransferBody = z.infer<typeof agentTransferBodySchema>;
export const agentTransferAnswerSchema = z.object({
  /** The ledger transfer. */
  transferId: idTextSchema,
  memberId: z.number(),
  amount: moneyTextSchema,
  /** The agent's cash balance after the transfer. */
  balance: moneyTextSchema,
});
export type AgentTransferAnswer = z.infer<typeof agentTransferAnswerSchema>;

// ---- back office (/ops/api/v1/agents) ----

export const opsAgentSearchQuerySchema = pagingQuerySchema.extend({
  merchantId: z.coerce.number().int().positive().optional(),
  keyword: z.string().trim().max(30).optional(),
});
export const opsAgentSchema = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  type: z.number(),
  status: z.enum(['active', 'disabled']),
  upline: z.string().nullable(),
  directCount: z.number(),
  teamSize: z.number(),
  registeredAt: instantTextSchema,
});
export type OpsAgent = z.infer<typeof opsAgentSchema>;
export const opsAgentPageSchema = pageOf(opsAgentSchema);
export type OpsAgentPage = z.infer<typeof opsAgentPageSchema>;

export const opsAgentParamsSchema = z.object({ agentId: z.coerce.number().int().positive() });
export const opsDownlineQuerySchema = pagingQuerySchema.extend({
  merchantId: z.coerce.number().int().positive().optional(),
});
export const opsDownlinePageSchema = pageOf(opsAgentSchema);

/** transferDownline: a member (with its whole team) moves under another agent. */
export const opsTransferDownlineSchema = z.object({
  merchantId: z.number().int().positive().optional(),
  memberId: z.number().int().positive(),
  targetAgentId: z.number().int().positive(),
  reason: z.string().trim().min(3).max(200),
});
export type OpsTransferDownline = z.infer<typeof opsTransferDownlineSchema>;
/** transferMultipleDownline: several at once, all or none. */
export const opsTransferMultipleDownlineSchema = opsTransferDownlineSchema
  .omit({ memberId: true })
  .extend({ memberIds: z.array(z.number().int().positive()).min(1).max(100) });
export type OpsTransferMultipleDownline = z.infer<typeof opsTransferMultipleDownlineSchema>;
export const opsTransferAnswerSchema = z.object({
  moved: z.array(z.object({ memberId: z.number(), previousUpline: z.string().nullable() })),
  targetAgentId: z.number(),
});
