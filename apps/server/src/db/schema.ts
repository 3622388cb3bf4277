import type { AgentPayTables } from './schema/agent-pay.ts';
import type { AgentsTables } from './schema/agents.ts';
import type { ChatTables } from './schema/chat.ts';
import type { GamesTables } from './schema/games.ts';
import type { KycTables } from './schema/kyc.ts';
import type { LotteryTables } from './schema/lottery.ts';
import type { MembersTables } from './schema/members.ts';
import type { MessagesTables } from './schema/messages.ts';
import type { MoneyTables } from './schema/money.ts';
import type { PaymentsTables } from './schema/payments.ts';
import type { PromotionsTables } from './schema/promotions.ts';
import type { ResponsibleGamingTables } from './schema/responsible-gaming.ts';
import type { SiteTables } from './schema/site.ts';
import type { StaffTables } from './schema/staff.ts';
import type { StudioTables } from './schema/studio.ts';
import type { VipTables } from './schema/vip.ts';

/**
 * Kysely's view of the tables in db/migrations, one file per area in db/schema/. Keep each in step
 * with the SQL; a new area adds its file here.
 */
export interface DB
  extends SiteTables,
    ChatTables,
    MembersTables,
    MoneyTables,
    PaymentsTables,
    PromotionsTables,
    GamesTables,
    LotteryTables,
    StudioTables,
    StaffTables,
    MessagesTables,
    ResponsibleGamingTables,
    KycTables,
    AgentsTables,
    AgentPayTables,
    VipTables {}

export type * from './schema/agent-pay.ts';
export type * from './schema/agents.ts';
export type * from './schema/chat.ts';
export type * from './schema/games.ts';
export type * from './schema/kyc.ts';
export type * from './schema/lottery.ts';
export type * from './schema/members.ts';
export type * from './schema/messages.ts';
export type * from './schema/money.ts';
export type * from './schema/payments.ts';
export type * from './schema/promotions.ts';
export type * from './schema/responsible-gaming.ts';
export type * from './schema/site.ts';
export type * from './schema/staff.ts';
export type * from './schema/studio.ts';
export type * from './schema/vip.ts';
