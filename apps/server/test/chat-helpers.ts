import { deflateSync } from 'node:zlib';
import type { ChatServerMessage } from '@ficha/contract';
import WebSocket from 'ws';

/** What the live-chat tests share: a chat socket that keeps what it hears, and real images. */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A chat websocket as the site or the console opens it: credential as the second subprotocol. */
export class ChatSocket {
  readonly heard: ChatServerMessage[] = [];
  readonly #waiters: Array<() => void> = [];
  closeCode: number | undefined;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.heard.push(JSON.parse(data.toString()) as ChatServerMessage);
      for (const wake of this.#waiters.splice(0)) wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      for (const wake of this.#waiters.splice(0)) wake();
    });
  }

  /** `merchant`: the Merchant header (the site's host names it otherwise). */
  static open(url: string, credential: string, merchant?: string): Promise<ChatSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(
        url,
        ['ficha-chat', credential],
        merchant ? { headers: { merchant } } : {},
      );
      const chat = new ChatSocket(socket);
      socket.once('open', () => resolve(chat));
      socket.once('error', reject);
      socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
  }

  send(frame: Record<string, unknown>): void {
    this.socket.send(JSON.stringify(frame));
  }

  /** The first message heard (or yet to come) that `matches`; fails after `timeoutMs`. */
  async next<T extends ChatServerMessage>(
    matches: (message: ChatServerMessage) => message is T,
    timeoutMs = 5_000,
  ): Promise<T> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = this.heard.find(matches);
      if (found) return found;
      if (this.closeCode !== undefined)
        throw new Error(`socket closed (${this.closeCode}) before the message`);
      const left = until - Date.now();
      if (left <= 0) throw new Error(`no such message; heard ${JSON.stringify(this.heard)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.socket.close();
  }
}

export const isType =
  <K extends ChatServerMessage['type']>(
    type: K,
    extra: (m: Extract<ChatServerMessage, { type: K }>) => boolean = () => true,
  ) =>
  (m: ChatServerMessage): m is Extract<ChatServerMessage, { type: K }> =>
    m.type === type && extra(m as Extract<ChatServerMessage, { type: K }>);

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 2x2 PNG (a viewer opens it). */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The smallest JPEG frame markers: start, a comment, end. */
export function tinyJpeg(): Buffer {
  return Buffer.from([0xff, 0xd8, 0xff, 0xfe, 0x00, 0x04, 0x68, 0x69, 0xff, 0xd9]);
}

/**
 * A conversation of a member written straight to the database (for a merchant whose site has no
 * chat, as the IDOR matrix needs), with a message carrying `marker`, an image, a canned reply and a
 * live model of that merchant.
 */
export async function seedChatObjects(
  db: import('kysely').Kysely<import('../src/db/schema.ts').DB>,
  merchantId: number,
  memberId: string,
  marker: string,
) {
  const conversation = await db
    .insertInto('chat_conversations')
    .values({ merchant_id: merchantId, member_id: memberId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const attachmentId = (await import('node:crypto')).randomUUID();
  await db
    .insertInto('chat_attachments')
    .values({
      id: attachmentId,
      conversation_id: conversation.id,
      content_type: 'image/png',
      size: tinyPng().length,
      bytes: tinyPng(),
    })
    .execute();
  const message = await db
    .insertInto('chat_messages')
    .values({
      conversation_id: conversation.id,
      sender: 'MEMBER',
      staff_id: null,
      body: marker,
      attachment_id: attachmentId,
      client_ref: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('chat_conversations')
    .set({ last_message_id: message.id, last_message_at: new Date() })
    .where('id', '=', conversation.id)
    .execute();
  const canned = await db
    .insertInto('chat_canned_replies')
    .values({ merchant_id: merchantId, title: `${marker} canned`, body: marker, created_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const model = await db
    .insertInto('chat_live_models')
    .values({ merchant_id: merchantId, name: `${marker.slice(0, 40)} model` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    conversationId: String(conversation.id),
    attachmentId,
    cannedReplyId: String(canned.id),
    liveModelId: String(model.id),
  };
}
