import { z } from 'zod';
import { doneSchema, instantTextSchema, moneyTextSchema } from './common.ts';
import {
  RG_LIMIT_KINDS,
  RG_MAX_TIME_OUT_DAYS,
  RG_MONEY_LIMIT_KINDS,
  RG_PERIODS,
  RG_REALITY_CHECK_MAX_MINUTES,
  RG_SELF_EXCLUSION_PERIODS,
} from './rg-constants.ts';

/**
 * Responsible gaming (issue 19 parts 1-3): the member's limits, time-out and self-exclusion, and
 * the reality check; the operators' stricter limits and the self-exclusion register.
 */

/** Which limit: a money kind with its window, or the session time limit. */
export const rgLimitKeySchema = z.union([
  z.object({ kind: z.enum(RG_MONEY_LIMIT_KINDS), period: z.enum(RG_PERIODS) }),
  z.object({ kind: z.literal('SESSION'), period: z.literal('SESSION') }),
]);
export type RgLimitKey = z.infer<typeof rgLimitKeySchema>;

/**
 * A limit change: `amount` is money ("100.00") for DEPOSIT, LOSS and WAGER, whole minutes ("60")
 * for SESSION; null removes the limit. Lowering holds at once; raising or removing waits.
 */
export const rgLimitChangeSchema = z.union([
  z.object({
    kind: z.enum(RG_MONEY_LIMIT_KINDS),
    period: z.enum(RG_PERIODS),
    amount: z.string().max(20).nullable(),
  }),
  z.object({
    kind: z.literal('SESSION'),
    period: z.literal('SESSION'),
    amount: z.string().max(20).nullable(),
  }),
]);
export type RgLimitChange = z.infer<typeof rgLimitChangeSchema>;

/** PUT /wps/rg/limits: one or more changes, applied together or not at all. */
export const rgLimitsBodySchema = z.object({ limits: z.array(rgLimitChangeSchema).min(1).max(10) });
export type RgLimitsBody = z.infer<typeof rgLimitsBodySchema>;

/** A limit as the member sees it; amounts are money text, or minutes for SESSION. */
export const rgLimitViewSchema = z.object({
  kind: z.enum(RG_LIMIT_KINDS),
  period: z.enum([...RG_PERIODS, 'SESSION']),
  /** The member's own limit; null: none. */
  amount: z.string().nullable(),
  /** A stricter limit the operator set; null: none. */
  operatorAmount: z.string().nullable(),
  /** What holds: the lower of the two. */
  effective: z.string().nullable(),
  /** Used in the window so far (deposits, stakes, or net loss); minutes of this session for SESSION. */
  used: z.string(),
  /** A raise or removal waiting for its cooling-off, then the member's confirmation. */
  pending: z
    .object({ amount: z.string().nullable(), from: instantTextSchema, confirmable: z.boolean() })
    .nullable(),
});
export type RgLimitView = z.infer<typeof rgLimitViewSchema>;

export const rgExclusionViewSchema = z.object({
  kind: z.enum(['TIME_OUT', 'SELF_EXCLUSION']),
  endsAt: instantTextSchema.nullable(),
  /** A self-exclusion may be lifted on request from this moment; null for a time-out. */
  reopenableFrom: instantTextSchema.nullable(),
  reopensAt: instantTextSchema.nullable(),
});

/** GET /wps/rg: everything the member's responsible-gaming page shows. */
export const rgStateSchema = z.object({
  currency: z.string(),
  coolingOffHours: z.number(),
  limits: z.array(rgLimitViewSchema),
  realityCheckMinutes: z.number().nullable(),
});
export type RgState = z.infer<typeof rgStateSchema>;

/** POST /wps/rg/limits/confirm: takes a raise whose cooling-off has passed. */
export const rgConfirmBodySchema = rgLimitKeySchema;

/** POST /wps/rg/exclusion: a time-out of 1 to 42 days, or a self-exclusion. Ends the session. */
export const rgExclusionBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('TIME_OUT'), days: z.number().int().min(1).max(RG_MAX_TIME_OUT_DAYS) }),
  z.object({ kind: z.literal('SELF_EXCLUSION'), period: z.enum(RG_SELF_EXCLUSION_PERIODS) }),
]);
export type RgExclusionBody = z.infer<typeof rgExclusionBodySchema>;
export const rgExclusionAnswerSchema = rgExclusionViewSchema;
export type RgExclusionView = z.infer<typeof rgExclusionViewSchema>;

/** PUT /wps/rg/reality-check: every N minutes of play, or null for none. */
export const rgRealityCheckBodySchema = z.object({
  minutes: z.number().int().min(1).max(RG_REALITY_CHECK_MAX_MINUTES).nullable(),
});

/**
 * The reality check as any client reads it (the site, the studio's games, the lottery frame): the
 * session so far and when the next reminder is due. `due` true: show it now.
 */
export const rgRealityCheckSchema = z.object({
  intervalMinutes: z.number().nullable(),
  sessionStartedAt: instantTextSchema,
  minutesPlayed: z.number(),
  /** Won less staked in this session: negative is a loss. */
  net: moneyTextSchema,
  currency: z.string(),
  nextCheckAt: instantTextSchema.nullable(),
  due: z.boolean(),
});
export type RgRealityCheck = z.infer<typeof rgRealityCheckSchema>;

/** POST .../reality-check/answer: continue (next reminder in N minutes) or stop (the session ends). */
export const rgRealityCheckAnswerBodySchema = z.object({ choice: z.enum(['CONTINUE', 'STOP']) });

export const rgDoneSchema = doneSchema;

/** Operators: a stricter limit for a member (null lifts the operator's limit), with a reason. */
export const rgOpsLimitBodySchema = z.object({
  limits: z.array(rgLimitChangeSchema).min(1).max(10),
  reason: z.string().trim().min(3).max(500),
});
/** Operators: a reopening request after a self-exclusion, with its reason. */
export const rgOpsReopenBodySchema = z.object({ reason: z.string().trim().min(3).max(500) });
export const rgOpsMemberParamsSchema = z.object({ memberId: z.string().regex(/^\d{1,18}$/) });
export const rgOpsMemberStateSchema = z.object({
  memberId: z.string(),
  limits: z.array(rgLimitViewSchema),
  exclusion: rgExclusionViewSchema.nullable(),
});
export type RgOpsMemberState = z.infer<typeof rgOpsMemberStateSchema>;

/** Operators: CPFs of the national self-exclusion register, imported into the local register. */
export const rgRegisterImportBodySchema = z.object({
  cpfs: z.array(z.string().max(20)).min(1).max(50_000),
  source: z.string().trim().min(2).max(100),
  reason: z.string().trim().min(3).max(500),
});
export const rgRegisterImportAnswerSchema = z.object({
  imported: z.number(),
  /** Entries that are not a valid CPF, as sent. */
  rejected: z.array(z.string()),
});
