import { formatMinor, type RgRealityCheck } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  endMemberSessions,
  latestLoginSession,
  loginSessionStart,
  realityCheckRow,
  saveRealityCheckAnswer,
  saveRealityCheckMinutes,
  sessionResult,
} from './rg.repository.ts';
import { rgNow } from './rg-clock.ts';

/**
 * Reality checks (issue 19 part 3): every N minutes of a login session (N chosen by the member) a
 * reminder shows the time played and the net result of the session, with "continue" and "stop".
 * The server says when the next one is due, so every client shows it alike: the site, the studio's
 * games and the lottery frame ask the same question and answer it the same way.
 */

export async function setRealityCheck(
  db: Kysely<DB>,
  memberId: number,
  minutes: number | null,
): Promise<void> {
  await saveRealityCheckMinutes(db, memberId, minutes, rgNow());
}

/** The session a game's client plays in: the member's latest live login session. */
export async function memberLoginSession(db: Kysely<DB>, memberId: number): Promise<string> {
  const session = await latestLoginSession(db, memberId);
  if (!session) throw new AppError('SESSION_EXPIRED');
  return session.id;
}

export async function realityCheck(
  db: Kysely<DB>,
  member: { id: number; sessionId: string },
  currency: string,
): Promise<RgRealityCheck> {
  const [settings, startedAt] = await Promise.all([
    realityCheckRow(db, member.id),
    loginSessionStart(db, member.sessionId),
  ]);
  if (!startedAt) throw new AppError('SESSION_EXPIRED');
  const now = rgNow();
  const start = new Date(startedAt);
  const { staked, won } = await sessionResult(db, member.id, start);
  const interval = settings?.reality_check_minutes ?? null;
  const lastAnswer =
    settings?.checked_at && settings.checked_session_id === String(member.sessionId)
      ? new Date(settings.checked_at)
      : start;
  const next = interval === null ? null : new Date(lastAnswer.getTime() + interval * 60_000);
  return {
    intervalMinutes: interval,
    sessionStartedAt: start.toISOString(),
    minutesPlayed: Math.max(0, Math.floor((now.getTime() - start.getTime()) / 60_000)),
    net: formatMinor(won - staked),
    currency,
    nextCheckAt: next?.toISOString() ?? null,
    due: next !== null && next <= now,
  };
}

/** Continue: the next reminder is N minutes from now. Stop: the session and the member's games end. */
export async function answerRealityCheck(
  db: Kysely<DB>,
  member: { id: number; sessionId: string },
  choice: 'CONTINUE' | 'STOP',
): Promise<void> {
  if (choice === 'CONTINUE') {
    await saveRealityCheckAnswer(db, member.id, String(member.sessionId), rgNow());
    return;
  }
  await db.transaction().execute((trx) => endMemberSessions(trx, member.id, 'LOGOUT'));
}
