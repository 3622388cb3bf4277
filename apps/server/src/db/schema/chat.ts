import type { ColumnType, Generated } from 'kysely';

/** Live chat with customer service (migration 0030). bigint ids come back as strings. */
export interface ChatTables {
  chat_settings: {
    merchant_id: number;
    visitors_allowed: ColumnType<boolean, boolean | undefined, boolean>;
    updated_at: Generated<Date>;
  };
  chat_visitors: {
    id: Generated<string>;
    merchant_id: number;
    token_hash: Buffer;
    created_at: Generated<Date>;
  };
  chat_conversations: {
    id: Generated<string>;
    merchant_id: number;
    member_id: string | number | null;
    visitor_id: string | number | null;
    status: ColumnType<'OPEN' | 'CLOSED', 'OPEN' | 'CLOSED' | undefined, 'OPEN' | 'CLOSED'>;
    assigned_staff_id: number | null;
    member_read_id: ColumnType<string, string | number | undefined, string | number>;
    staff_read_id: ColumnType<string, string | number | undefined, string | number>;
    last_message_id: ColumnType<string, string | number | undefined, string | number>;
    last_message_at: Date | null;
    created_at: Generated<Date>;
  };
  chat_attachments: {
    id: string;
    conversation_id: string | number;
    content_type: 'image/png' | 'image/jpeg';
    size: number;
    bytes: Buffer;
    created_at: Generated<Date>;
  };
  chat_messages: {
    id: Generated<string>;
    conversation_id: string | number;
    sender: 'MEMBER' | 'STAFF';
    staff_id: number | null;
    body: ColumnType<string, string | undefined, string>;
    attachment_id: string | null;
    client_ref: string | null;
    created_at: Generated<Date>;
  };
  chat_canned_replies: {
    id: Generated<string>;
    merchant_id: number;
    title: string;
    body: string;
    created_by: number | null;
    created_at: Generated<Date>;
  };
  chat_live_models: {
    id: Generated<string>;
    merchant_id: number;
    name: string;
    avatar_url: ColumnType<string, string | undefined, string>;
    active: ColumnType<boolean, boolean | undefined, boolean>;
    streaming: ColumnType<boolean, boolean | undefined, boolean>;
    sort: ColumnType<number, number | undefined, number>;
    created_at: Generated<Date>;
  };
}
