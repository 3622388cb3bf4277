import type { StaffRole } from '@ficha/contract';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Operator staff, their sessions and second factor, the audit log. */
export interface StaffTables {
  staff: {
    id: Generated<number>;
    merchant_id: number | null;
    username: string;
    password_hash: string;
    role: StaffRole;
    active: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: Generated<Date>;
    /** AES-256-GCM sealed (totp-secret-box.ts); counts once totp_enabled_at is set. */
    totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
    totp_enabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    /** bigint: the driver answers a string. */
    totp_last_step: ColumnType<string | null, number | null | undefined, number | null>;
    /** Bumped by every administrator's change (optimistic concurrency). */
    version: Generated<number>;
  };
  /** The merchants of a merchant staff member (none for platform staff, staff.merchant_id null). */
  staff_merchants: {
    staff_id: number;
    merchant_id: number;
  };
  staff_sessions: {
    token_hash: Buffer;
    staff_id: number;
    created_at: Generated<Date>;
    expires_at: Date;
    revoked_at: Date | null;
    scope: ColumnType<'FULL' | 'TOTP_ENROLMENT', 'FULL' | 'TOTP_ENROLMENT' | undefined, never>;
  };
  staff_recovery_codes: {
    id: Generated<number>;
    staff_id: number;
    code_hash: string;
    used_at: Date | null;
    created_at: Generated<Date>;
  };
  audit_log: {
    id: Generated<string>;
    staff_id: number | null;
    /** null: platform-level, read by platform staff only. */
    merchant_id: number | null;
    action: string;
    target: string;
    details: JSONColumnType<Record<string, unknown>>;
    ip: string | null;
    created_at: Generated<Date>;
    reason: string | null;
    before: ColumnType<unknown, string | null | undefined, never>;
    after: ColumnType<unknown, string | null | undefined, never>;
    /** bigint; seq, prev_hash and hash are set by the chain trigger (migration 0015). */
    seq: Generated<string>;
    prev_hash: Generated<string>;
    hash: Generated<string>;
  };
  /** The end of the audit chain: one row, locked by every insert. */
  audit_chain_head: {
    id: boolean;
    seq: string;
    hash: string;
  };
  /** Adjustments above the four-eyes threshold, waiting for a second staff member. */
  adjustment_requests: {
    id: Generated<string>;
    merchant_id: number;
    member_id: ColumnType<string, number | string, never>;
    /** signed minor units (bigint: the driver answers a string) */
    amount: ColumnType<string, bigint | string, never>;
    currency: string;
    reason: string;
    idempotency_key: string;
    status: ColumnType<AdjustmentStatus, AdjustmentStatus | undefined, AdjustmentStatus>;
    requested_by: number;
    decided_by: number | null;
    decision_reason: string | null;
    transfer_id: string | null;
    created_at: Generated<Date>;
    decided_at: Date | null;
  };
}

export type AdjustmentStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'REFUSED';
