import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { insertOutboxMessage } from './verification.repository.ts';

export interface OutgoingMessage {
  merchantId: number;
  channel: 'SMS' | 'EMAIL';
  /** E.164 number (+5511...) or e-mail address. */
  recipient: string;
  body: string;
}

/** Where SMS and e-mail go. A real gateway implements this and is chosen in buildApp. */
export interface MessageProvider {
  readonly name: string;
  send(db: Kysely<DB>, message: OutgoingMessage): Promise<void>;
}

/** Built-in provider: writes to the outbox table, which the operator and the tests read. */
export const outboxProvider: MessageProvider = {
  name: 'outbox',
  async send(db, message) {
    await insertOutboxMessage(db, {
      merchant_id: message.merchantId,
      channel: message.channel,
      recipient: message.recipient,
      body: message.body,
      provider: 'outbox',
    });
  },
};
