import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Promotions of every kind (migration 0005, generalised in 0035) and members' comments on them. */
export interface PromotionsTables {
  promotions: {
    id: Generated<number>;
    merchant_id: number;
    titles: JSONColumnType<Record<string, string>>;
    kind: string;
    /** A deposit bonus's percent (capped by max_bonus) or its fixed amount; NULL for other kinds. */
    percent: number | null;
    fixed_amount: string | null;
    max_bonus: string;
    min_deposit: ColumnType<string, string | undefined, string>;
    turnover_multiplier: number;
    active: ColumnType<boolean, boolean | undefined, boolean>;
    max_bet: ColumnType<string, string | undefined, string>;
    max_conversion: string | null;
    category: ColumnType<string, string | undefined, string>;
    descriptions: JSONColumnType<Record<string, string>, string | undefined, string>;
    banner_url: string | null;
    languages: string[] | null;
    starts_at: Date | null;
    ends_at: Date | null;
    audience: ColumnType<'ALL' | 'NEW' | 'VIP' | 'AGENT', 'ALL' | 'NEW' | 'VIP' | 'AGENT' | undefined>;
    audience_vip_levels: ColumnType<number[], number[] | undefined, number[]>;
    audience_agent_ids: ColumnType<string[], string[] | undefined, string[]>;
    settings: JSONColumnType<Record<string, unknown>, string | undefined, string>;
    expiry_days: number | null;
    sort: ColumnType<number, number | undefined, number>;
    created_at: Generated<Date>;
  };
  promotion_comments: {
    id: Generated<string>;
    merchant_id: number;
    promotion_id: number;
    member_id: string;
    body: string;
    status: ColumnType<'PENDING' | 'APPROVED' | 'REJECTED', undefined, 'APPROVED' | 'REJECTED'>;
    created_at: Generated<Date>;
    decided_at: Date | null;
    decided_by: string | null;
    decision_reason: string | null;
  };
  promotion_comment_images: {
    id: Generated<string>;
    comment_id: string;
    mime: 'image/png' | 'image/jpeg';
    bytes: Buffer;
  };
}
