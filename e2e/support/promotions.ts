import { e2eQuery } from './database.ts';

/**
 * Helpers of e2e/promotions.spec.ts (issue 18 'Done means'): what the journey changes on the demo
 * Ficha merchant, written down first and put back after, so the specs sharing the server find it as
 * seeded; and real-money rounds whose stakes the journey chooses.
 */

export const fichaId = async (): Promise<number> =>
  Number((await e2eQuery("SELECT id FROM merchants WHERE code = 'FICHA'")).rows[0].id);

/** What the journey may change on Ficha: its licence, sign-in calendar and members' VIP levels. */
export interface FichaSnapshot {
  merchantId: number;
  jurisdiction: string;
  calendar: Record<string, unknown> | undefined;
  vip: Array<{ id: string; vip_label: string | null; level: number | null; changed_at: Date | null }>;
}

export async function snapshotFicha(): Promise<FichaSnapshot> {
  const merchantId = await fichaId();
  const merchant = await e2eQuery('SELECT jurisdiction FROM merchants WHERE id = $1', [merchantId]);
  const calendar = await e2eQuery('SELECT * FROM sign_in_calendars WHERE merchant_id = $1', [merchantId]);
  const vip = await e2eQuery(
    `SELECT m.id::text, m.vip_label, v.level, v.changed_at FROM members m
       LEFT JOIN member_vip v ON v.member_id = m.id WHERE m.merchant_id = $1`,
    [merchantId],
  );
  return {
    merchantId,
    jurisdiction: String(merchant.rows[0].jurisdiction),
    calendar: calendar.rows[0],
    vip: vip.rows,
  };
}

/**
 * Puts Ficha back as the snapshot found it: its licence and calendar, and the VIP level and label
 * of every member it had (the operator's level review looks at all of them); members who joined
 * since (the journey's own) keep theirs. The journey's promotion and leaderboard are closed.
 */
export async function restoreFicha(
  snapshot: FichaSnapshot,
  made: { promotionId?: number; leaderboardId?: number },
): Promise<void> {
  const { merchantId } = snapshot;
  if (made.promotionId !== undefined)
    await e2eQuery('UPDATE promotions SET active = false WHERE id = $1', [made.promotionId]);
  if (made.leaderboardId !== undefined) {
    await e2eQuery('DELETE FROM leaderboard_winners WHERE leaderboard_id = $1', [made.leaderboardId]);
    await e2eQuery('DELETE FROM leaderboards WHERE id = $1', [made.leaderboardId]);
  }
  await e2eQuery('DELETE FROM sign_in_calendars WHERE merchant_id = $1', [merchantId]);
  if (snapshot.calendar) {
    const columns = Object.keys(snapshot.calendar);
    await e2eQuery(
      `INSERT INTO sign_in_calendars (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(snapshot.calendar),
    );
  }
  const had = snapshot.vip.map((m) => m.id);
  await e2eQuery('DELETE FROM member_vip WHERE member_id = ANY($1::bigint[])', [had]);
  const levelled = snapshot.vip.filter((m) => m.level !== null);
  await e2eQuery(
    `INSERT INTO member_vip (member_id, merchant_id, level, changed_at)
     SELECT unnest($1::bigint[]), $2, unnest($3::int[]), unnest($4::timestamptz[])`,
    [levelled.map((m) => m.id), merchantId, levelled.map((m) => m.level), levelled.map((m) => m.changed_at)],
  );
  await e2eQuery(
    `UPDATE members m SET vip_label = s.label
       FROM unnest($1::bigint[], $2::text[]) AS s(id, label) WHERE m.id = s.id`,
    [had, snapshot.vip.map((m) => m.vip_label)],
  );
  await e2eQuery('UPDATE merchants SET jurisdiction = $1 WHERE id = $2', [snapshot.jurisdiction, merchantId]);
}
