import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const perMinute = z.coerce.number().int().positive();

const durationMs = z.coerce.number().int().min(50).max(600_000);

const envSchema = z.object({
  /** HTTP port of the one process that serves API, site and docs. */
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Interface to bind; 0.0.0.0 so a phone on the LAN can open the site. */
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL server; when absent the embedded PGlite database under FICHA_DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Redis shared by several processes (rate limits, news of shared rounds). In-process when absent. */
  REDIS_URL: z.string().url().optional(),
  /** Folder for the embedded database and other local state. */
  FICHA_DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /**
   * Where identity documents (KYC) are kept: outside every served folder, read only through the
   * RISK staff's /ops call. Defaults to kyc-files under FICHA_DATA_DIR. Several processes need one
   * shared folder (a network mount).
   */
  KYC_FILES_DIR: z.string().optional(),
  /** Merchant served when neither the host name nor the Merchant header names one. */
  DEFAULT_MERCHANT: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}$/)
    .default('FICHA'),
  /** Load the demo merchants and content at start (idempotent). */
  SEED_DEMO: booleanFlag.default(true),
  /** Trust X-Forwarded-For from a reverse proxy, so region restriction sees the player's IP. */
  TRUST_PROXY: booleanFlag.default(false),
  /** 'production' refuses the sandbox PIX gateway (it confirms payments no bank made). */
  NODE_ENV: z.string().optional(),
  /** Requests per minute per client IP on the player API (/wps). */
  RATE_LIMIT_PER_MINUTE: perMinute.default(600),
  /** Operator API (/ops) per client IP, and its login apart (tries at staff passwords). */
  OPS_RATE_LIMIT_PER_MINUTE: perMinute.default(300),
  OPS_LOGIN_RATE_LIMIT_PER_MINUTE: perMinute.default(10),
  /** Manual adjustments above this many units of the merchant's currency wait for a second staff member. */
  ADJUSTMENT_APPROVAL_ABOVE: z.coerce.number().int().min(0).max(1_000_000_000).default(1_000),
  /** Seamless-wallet calls per vendor (counted once signed): a vendor's game servers call for every bet. */
  WALLET_RATE_LIMIT_PER_MINUTE: perMinute.default(600_000),
  /** Wallet calls refused for their signature, per client IP, before the address is refused outright. */
  WALLET_BAD_SIGNATURE_LIMIT_PER_MINUTE: perMinute.default(60),
  /** Studio game API (/studio/api) per client IP, and websocket upgrades (/studio/ws) per client IP. */
  STUDIO_RATE_LIMIT_PER_MINUTE: perMinute.default(1_200),
  STUDIO_WS_RATE_LIMIT_PER_MINUTE: perMinute.default(60),
  /** PIX webhook calls per client IP (the PSP's servers), and the sandbox PSP's pages per client IP. */
  PIX_WEBHOOK_RATE_LIMIT_PER_MINUTE: perMinute.default(600),
  SANDBOX_RATE_LIMIT_PER_MINUTE: perMinute.default(30),
  /** Live chat, per member (or visitor): messages and images sent, and CBS_unreadCount calls (one per 250 ms). */
  CHAT_SEND_PER_MINUTE: perMinute.default(30),
  CHAT_UNREAD_PER_MINUTE: perMinute.default(240),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built mobile site served at /m. */
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** Built studio game client served at /studio. */
  STUDIO_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/studio/dist')),
  /** Built back-office console served at /admin. */
  ADMIN_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/admin/dist')),
  /** Run the studio's shared rounds (crash, money wheel) in this process; tests switch it on when they need it. */
  STUDIO_LIVE_ROUNDS: booleanFlag.default(true),
  /** Make, draw and settle the lottery's periods in this process; API tests switch it off. */
  LOTTERY_DRAWS: booleanFlag.default(true),
  /** Run the VIP runs and close leaderboards at their period boundaries in this process; API tests switch it off. */
  REWARD_RUNS: booleanFlag.default(true),
  /** Phase lengths of the shared rounds in ms, and the crash curve's speed (1 in play; tests go faster). */
  STUDIO_CRASH_BETTING_MS: durationMs.default(6_000),
  STUDIO_CRASH_RESULT_MS: durationMs.default(3_000),
  STUDIO_CRASH_SPEED: z.coerce.number().int().min(1).max(1_000).default(1),
  STUDIO_WHEEL_BETTING_MS: durationMs.default(10_000),
  STUDIO_WHEEL_SPIN_MS: durationMs.default(5_000),
  STUDIO_WHEEL_RESULT_MS: durationMs.default(4_000),
});

export type Config = Readonly<{
  port: number;
  host: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  dataDir: string;
  /** Identity documents' folder (never served statically). */
  kycFilesDir: string;
  defaultMerchant: string;
  seedDemo: boolean;
  trustProxy: boolean;
  rateLimitPerMinute: number;
  /** NODE_ENV=production: no built-in provider that can create money runs. */
  production: boolean;
  rateLimits: RateLimitsConfig;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDistDir: string;
  /** Built in-house studio games served at /studio. */
  studioDistDir: string;
  /** Built back-office console served at /admin. */
  adminDistDir: string;
  staticDir: string;
  studioRounds: StudioRoundsConfig;
  lotteryDraws: boolean;
  /** VIP runs (levels, weekly, monthly, cashback, birthday) and leaderboard closes on a timer. */
  rewardRuns: boolean;
  /** Minor units: a manual adjustment larger than this (either sign) needs a second staff member. */
  adjustmentApprovalAbove: bigint;
}>;

/** Requests per minute on each surface besides the player API (hardening 3). */
export type RateLimitsConfig = Readonly<{
  ops: number;
  opsLogin: number;
  walletPerVendor: number;
  walletBadSignatures: number;
  studio: number;
  studioSockets: number;
  pixWebhook: number;
  sandbox: number;
  chatSends: number;
  chatUnread: number;
}>;

export type StudioRoundsConfig = Readonly<{
  live: boolean;
  crash: { bettingMs: number; resultMs: number; speed: number };
  wheel: { bettingMs: number; spinMs: number; resultMs: number };
}>;

/** Parses the environment once; fails fast naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    dataDir: e.FICHA_DATA_DIR,
    kycFilesDir: e.KYC_FILES_DIR ?? path.join(e.FICHA_DATA_DIR, 'kyc-files'),
    defaultMerchant: e.DEFAULT_MERCHANT,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    production: e.NODE_ENV === 'production',
    rateLimits: {
      ops: e.OPS_RATE_LIMIT_PER_MINUTE,
      opsLogin: e.OPS_LOGIN_RATE_LIMIT_PER_MINUTE,
      walletPerVendor: e.WALLET_RATE_LIMIT_PER_MINUTE,
      walletBadSignatures: e.WALLET_BAD_SIGNATURE_LIMIT_PER_MINUTE,
      studio: e.STUDIO_RATE_LIMIT_PER_MINUTE,
      studioSockets: e.STUDIO_WS_RATE_LIMIT_PER_MINUTE,
      pixWebhook: e.PIX_WEBHOOK_RATE_LIMIT_PER_MINUTE,
      sandbox: e.SANDBOX_RATE_LIMIT_PER_MINUTE,
      chatSends: e.CHAT_SEND_PER_MINUTE,
      chatUnread: e.CHAT_UNREAD_PER_MINUTE,
    },
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    studioDistDir: e.STUDIO_DIST_DIR,
    adminDistDir: e.ADMIN_DIST_DIR,
    staticDir: path.join(repoRoot, 'apps/server/static'),
    lotteryDraws: e.LOTTERY_DRAWS,
    rewardRuns: e.REWARD_RUNS,
    adjustmentApprovalAbove: BigInt(e.ADJUSTMENT_APPROVAL_ABOVE) * 100n,
    studioRounds: {
      live: e.STUDIO_LIVE_ROUNDS,
      crash: {
        bettingMs: e.STUDIO_CRASH_BETTING_MS,
        resultMs: e.STUDIO_CRASH_RESULT_MS,
        speed: e.STUDIO_CRASH_SPEED,
      },
      wheel: {
        bettingMs: e.STUDIO_WHEEL_BETTING_MS,
        spinMs: e.STUDIO_WHEEL_SPIN_MS,
        resultMs: e.STUDIO_WHEEL_RESULT_MS,
      },
    },
  });
}
