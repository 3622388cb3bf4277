import { z } from 'zod';
import { idTextSchema, listOf } from './common.ts';

/**
 * The back-office console's reads under /ops/api/v1 (issue 15 parts 3-5): who is signed in and
 * which merchants they see, the dashboard computed from the ledger, player search and profile,
 * unblocking. Money is in major units as text ("1250.00"), times ISO 8601, days UTC.
 */

/** A merchant the staff member may look at: their own, or every one for platform staff. */
export const consoleMerchantSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  currency: z.string(),
});
export type ConsoleMerchant = z.infer<typeof consoleMerchantSchema>;

export const consoleSessionSchema = z.object({
  staffId: z.number(),
  username: z.string(),
  role: z.string(),
  /** null: platform staff, who see every merchant. */
  merchantId: z.number().nullable(),
  merchants: z.array(consoleMerchantSchema),
});
export type ConsoleSession = z.infer<typeof consoleSessionSchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** The longest range one dashboard call sums, in days. */
export const DASHBOARD_MAX_DAYS = 366;

/** A merchant (optional for merchant staff: their own) and an inclusive range of UTC days. */
export const dashboardQuerySchema = z
  .object({
    merchantId: z.coerce.number().int().positive().optional(),
    from: isoDay,
    to: isoDay,
  })
  .refine((q) => !Number.isNaN(Date.parse(q.from)) && !Number.isNaN(Date.parse(q.to)), {
    path: ['from'],
    message: 'date',
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'range' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < DASHBOARD_MAX_DAYS, {
    path: ['to'],
    message: 'range',
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/**
 * The day's or range's figures. GGR = bets - wins (rollbacks taken off the bets); bonus cost =
 * bonuses granted - bonuses forfeited back to the house; NGR = GGR - bonus cost. Withdrawals are
 * the paid ones. Play money (trial accounts) is never counted.
 */
export const dashboardFiguresSchema = z.object({
  deposits: z.string(),
  withdrawals: z.string(),
  bets: z.string(),
  wins: z.string(),
  ggr: z.string(),
  bonusCost: z.string(),
  ngr: z.string(),
  newPlayers: z.number(),
  activePlayers: z.number(),
  firstDeposits: z.number(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const dashboardGameRowSchema = z.object({
  vendorCode: z.string(),
  gameCode: z.string(),
  name: z.string(),
  bets: z.string(),
  wins: z.string(),
  ggr: z.string(),
  /** Bets placed (rolled back ones included). */
  betCount: z.number(),
});
export type DashboardGameRow = z.infer<typeof dashboardGameRowSchema>;

export const dashboardVendorRowSchema = dashboardGameRowSchema.omit({ gameCode: true, name: true });
export type DashboardVendorRow = z.infer<typeof dashboardVendorRowSchema>;

export const dashboardSchema = z.object({
  merchantId: z.number(),
  currency: z.string(),
  from: isoDay,
  to: isoDay,
  today: dashboardFiguresSchema,
  range: dashboardFiguresSchema,
  days: z.array(dashboardFiguresSchema.extend({ day: isoDay })),
  games: z.array(dashboardGameRowSchema),
  vendors: z.array(dashboardVendorRowSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** Free text: a username, mobile number, CPF, e-mail or member id; optional merchant for platform staff. */
export const playerSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  merchantId: z.coerce.number().int().positive().optional(),
});
export type PlayerSearchQuery = z.infer<typeof playerSearchQuerySchema>;

export const playerRowSchema = z.object({
  id: z.string(),
  merchantId: z.number(),
  username: z.string(),
  nickname: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  cpf: z.string().nullable(),
  status: z.enum(['active', 'disabled']),
  type: z.number(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type PlayerRow = z.infer<typeof playerRowSchema>;
export const playerSearchSchema = listOf(playerRowSchema);

export const playerIdParamsSchema = z.object({ id: idTextSchema });

const balanceSchema = z.object({ kind: z.string(), currency: z.string(), balance: z.string() });
const statementLineSchema = z.object({
  id: z.string(),
  kind: z.string(),
  account: z.string(),
  currency: z.string(),
  amount: z.string(),
  balanceAfter: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
const roundSchema = z.object({
  txId: z.string(),
  vendorCode: z.string(),
  gameCode: z.string().nullable(),
  roundId: z.string().nullable(),
  amount: z.string().nullable(),
  won: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
const orderSchema = z.object({
  id: z.string(),
  direction: z.enum(['DEPOSIT', 'WITHDRAWAL']),
  amount: z.string(),
  status: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
/** A member session: the login history (address and device), ended or not. */
const sessionSchema = z.object({
  id: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
});
const gameSessionSchema = z.object({
  id: z.string(),
  vendorCode: z.string(),
  gameCode: z.string(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
});

/** The newest rows of each part (up to PLAYER_PROFILE_ROWS). */
export const PLAYER_PROFILE_ROWS = 100;
export const playerProfileSchema = z.object({
  player: playerRowSchema.extend({
    registerIp: z.string().nullable(),
    lastLoginIp: z.string().nullable(),
    vipLabel: z.string().nullable(),
  }),
  balances: z.array(balanceSchema),
  statement: z.array(statementLineSchema),
  rounds: z.array(roundSchema),
  orders: z.array(orderSchema),
  sessions: z.array(sessionSchema),
  gameSessions: z.array(gameSessionSchema),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

export const playerUnblockAnswerSchema = z.object({ memberId: z.number(), status: z.literal('active') });

/** The cashier's live events (server-sent): which queue changed; the client reloads it. */
export const cashierEventSchema = z.object({
  queue: z.enum(['deposits', 'withdrawals', 'all']),
  merchantId: z.number().nullable(),
});
export type CashierEvent = z.infer<typeof cashierEventSchema>;
