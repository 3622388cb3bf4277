import type { FeedbackStatus, InboxAudience, InboxKind } from '@ficha/contract';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Announcements' read state and popup flags, the inbox, feedback (migration 0029). */
export interface MessagesTables {
  announcement_settings: {
    merchant_id: number;
    popup_members: ColumnType<boolean, boolean | undefined, boolean>;
    popup_visitors: ColumnType<boolean, boolean | undefined, boolean>;
  };
  announcement_reads: {
    member_id: string;
    notice_id: number;
    read_at: Generated<Date>;
  };
  inbox_broadcasts: {
    id: Generated<string>;
    merchant_id: number | null;
    audience: InboxAudience;
    audience_value: string | null;
    title: string;
    content: string;
    recipients: ColumnType<number, number | undefined, number>;
    staff_id: number;
    created_at: Generated<Date>;
  };
  inbox_messages: {
    id: Generated<string>;
    merchant_id: number;
    member_id: string;
    kind: InboxKind;
    template: string | null;
    params: JSONColumnType<Record<string, string>, Record<string, string> | undefined>;
    title: ColumnType<string, string | undefined, string>;
    content: ColumnType<string, string | undefined, string>;
    broadcast_id: string | null;
    dedupe_key: string | null;
    created_at: Generated<Date>;
    read_at: Date | null;
    deleted_at: Date | null;
  };
  feedback: {
    id: Generated<string>;
    merchant_id: number;
    member_id: string;
    type: number;
    content: string;
    sender: ColumnType<string, string | undefined, string>;
    status: ColumnType<FeedbackStatus, FeedbackStatus | undefined, FeedbackStatus>;
    answer: string | null;
    answered_by: number | null;
    answered_at: Date | null;
    created_at: Generated<Date>;
  };
}
