import { randomInt } from 'node:crypto';
import type { PlayerNote, PlayerPasswordResetAnswer, PlayerPasswordResetBody } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { checkField, loadRules } from '../accounts/field-rules.ts';
import { findMerchantById } from '../merchants/merchants.repository.ts';
import { revokeOtherSessions } from '../sessions/sessions.service.ts';
import { audit, type StaffActor } from '../staff/staff.service.ts';
import type { MessageProvider } from '../verification/message-provider.ts';
import { phoneKey } from '../verification/verification-codes.service.ts';
import * as repo from './player-care.queries.ts';
import { visibleMember } from './players.service.ts';

/**
 * Staff care of a player (issue 15 part 4): notes, and a password reset the staff member never
 * sees. Every action is scoped to the staff member's merchants (another merchant's player is
 * NOT_FOUND) and audited.
 */

interface StaffRequest {
  staff: StaffActor;
  ip: string;
}

const noteOf = (n: Awaited<ReturnType<typeof repo.memberNotes>>[number]): PlayerNote => ({
  id: String(n.id),
  text: n.body,
  staffId: n.staff_id,
  staffUsername: n.staff_username,
  createdAt: new Date(n.created_at).toISOString(),
});

export async function playerNotes(db: Kysely<DB>, staff: StaffActor, memberId: string) {
  await visibleMember(db, staff, memberId);
  return { list: (await repo.memberNotes(db, memberId)).map(noteOf) };
}

/** A new note; its text goes to the audit row too, so the chain keeps what was written. */
export async function addPlayerNote(
  db: Kysely<DB>,
  { staff, ip }: StaffRequest,
  memberId: string,
  text: string,
): Promise<PlayerNote> {
  const member = await visibleMember(db, staff, memberId);
  return db.transaction().execute(async (trx) => {
    const row = await repo.insertMemberNote(trx, {
      merchantId: member.merchant_id,
      memberId,
      staffId: staff.id,
      body: text,
    });
    await audit(
      trx,
      staff,
      'member.note',
      `member:${memberId}`,
      { after: { note: text }, noteId: String(row.id) },
      ip,
      member.merchant_id,
    );
    return {
      id: String(row.id),
      text,
      staffId: staff.id,
      staffUsername: staff.username,
      createdAt: new Date(row.created_at).toISOString(),
    };
  });
}

// No look-alike characters (0/O, 1/l/I): the player types it from a message.
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const pick = (from: string) => from[randomInt(from.length)];

/** Ten characters, letters and digits, at least two of each: the default password rule's shape. */
function temporaryPassword(): string {
  const chars = [pick(LETTERS), pick(LETTERS), pick(DIGITS), pick(DIGITS)];
  while (chars.length < 10) chars.push(pick(LETTERS + DIGITS));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

const maskPhone = (key: string) =>
  `${key.slice(0, 5)}${'*'.repeat(Math.max(0, key.length - 9))}${key.slice(-4)}`;
const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
};

const MESSAGE = {
  PT: (site: string, password: string) =>
    `${site}: sua senha foi redefinida pelo atendimento. Senha temporária: ${password}. Você escolherá uma nova senha ao entrar.`,
  EN: (site: string, password: string) =>
    `${site}: your password was reset by customer service. Temporary password: ${password}. You will choose a new one when you log in.`,
};

/**
 * What a licensed site does when a player asks the desk for a new password: the desk never learns
 * it. A temporary password goes to the player's own mobile or e-mail (the message provider: the
 * outbox, or a real gateway), the old password stops working, every session and game session ends
 * in the same transaction, and the site asks for a new password at the next login.
 */
export async function resetPlayerPassword(
  db: Kysely<DB>,
  messages: MessageProvider,
  { staff, ip }: StaffRequest,
  memberId: string,
  body: PlayerPasswordResetBody,
): Promise<PlayerPasswordResetAnswer> {
  const member = await visibleMember(db, staff, memberId);
  const recipient =
    body.channel === 'SMS'
      ? member.mobile_num && phoneKey(member.country_dialing_code ?? '', member.mobile_num)
      : member.email?.trim().toLowerCase();
  if (!recipient) {
    throw new AppError('NO_CONTACT', null, { channel: body.channel === 'SMS' ? 'mobile' : 'e-mail' });
  }
  const merchant = await findMerchantById(db, member.merchant_id);
  if (!merchant) throw new AppError('NOT_FOUND');
  // The merchant may have its own password rule: the temporary one must pass it.
  const rule = (await loadRules(db, merchant)).password;
  let password = temporaryPassword();
  for (let tries = 0; checkField({ ...rule, required: true }, password) && tries < 50; tries++) {
    password = temporaryPassword();
  }
  const hash = await hashPassword(password);
  const language = merchant.default_language === 'EN' ? 'EN' : 'PT';
  const sessionsEnded = await db.transaction().execute(async (trx) => {
    const live = await repo.countLiveSessions(trx, memberId);
    await repo.setTemporaryPassword(trx, memberId, hash);
    await revokeOtherSessions(trx, Number(memberId), null, 'PASSWORD_RESET');
    await messages.send(trx, {
      merchantId: merchant.id,
      channel: body.channel,
      recipient,
      body: MESSAGE[language](merchant.name, password),
    });
    await audit(
      trx,
      staff,
      'member.password.reset',
      `member:${memberId}`,
      { reason: body.reason, channel: body.channel, sessionsEnded: live },
      ip,
      member.merchant_id,
    );
    return live;
  });
  return {
    memberId: Number(memberId),
    channel: body.channel,
    sentTo: body.channel === 'SMS' ? maskPhone(recipient) : maskEmail(recipient),
    sessionsEnded,
  };
}
