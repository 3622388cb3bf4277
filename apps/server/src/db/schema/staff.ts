import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Operator staff, their sessions and second factor, the audit log. */
export interface StaffTables {
  staff: {
    id: Generated<number>;
    merchant_id: number | null;
    username: string;
    password_hash: string;
    role: 'ADMIN' | 'FINANCE' | 'SUPPORT';
    active: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: Generated<Date>;
    /** AES-256-GCM sealed (totp-secret-box.ts); counts once totp_enabled_at is set. */
    totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
    totp_enabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    /** bigint: the driver answers a string. */
    totp_last_step: ColumnType<string | null, number | null | undefined, number | null>;
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
  };
}
