import {
  type Announcement,
  type AnnouncementsAnswer,
  type AnnouncementType,
  type LanguageCode,
  TRIAL_TYPE,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeAnnouncement } from '../../lib/sanitize.ts';
import type { AuthenticatedMember } from '../members/members.repository.ts';
import { marketingAllowed } from '../responsible-gaming/rg-guards.ts';
import * as repo from './announcements.repository.ts';

/**
 * Announcements to members and visitors (spec sections 3, 4, 7): MCSFE_getListAnnouncements,
 * MCSFE_markAnnouncementAsRead, GLS2_lobbyNews. The content is sanitized again as it leaves, so
 * a row written by hand in the database cannot carry a script either.
 */

/** Types 40, 41, 42 are trial-like and excluded from agent checks (spec section 3). */
const NOT_AGENT_TYPES = [TRIAL_TYPE, 40, 41, 42];
const isAgent = (member: AuthenticatedMember | null) =>
  member !== null && member.type > 0 && !NOT_AGENT_TYPES.includes(member.type);

/** The announcement types that advertise: promotions and the popup. */
const MARKETING_TYPES: AnnouncementType[] = ['PR', 'PU'];

type Row = Awaited<ReturnType<typeof repo.listShowing>>[number];

const view = (row: Row): Announcement => ({
  id: row.id,
  title: row.title,
  content: sanitizeAnnouncement(row.content),
  promotionType: row.promotion_type,
  execution: row.execution,
  groupName: row.group_name,
  read: row.read === true,
});

/**
 * The popup's items for the caller's group (spec section 4): visitors are group B; members group
 * A, plus the first-login items (F) when this session is their first.
 */
function popupOf(rows: Row[], member: AuthenticatedMember | null, firstLogin: boolean) {
  return rows.filter((row) => {
    if (row.promotion_type !== 'PU') return false;
    if (member === null) return row.execution === 'B';
    return row.execution === 'A' || (row.execution === 'F' && firstLogin);
  });
}

export async function listAnnouncements(
  db: Kysely<DB>,
  merchantId: number,
  language: LanguageCode,
  member: AuthenticatedMember | null,
  query: { types: AnnouncementType[]; groupName?: string | undefined },
): Promise<AnnouncementsAnswer> {
  const types = new Set(query.types);
  // Agents' announcements (A) are read with the player's ones, by agents only.
  if (types.has('PL') && isAgent(member)) types.add('A');
  const [shown, popupFlags, firstLogin, mayMarket] = await Promise.all([
    repo.listShowing(db, merchantId, language, [...types], member?.id ?? null),
    repo.popupFlags(db, merchantId),
    member ? repo.isFirstSession(db, member.id, member.sessionId) : Promise.resolve(false),
    member ? marketingAllowed(db, member.id) : Promise.resolve(true),
  ]);
  // Issue 19: promotions (PR) and popups are marketing, which stops for an excluded member.
  const rows = mayMarket ? shown : shown.filter((row) => !MARKETING_TYPES.includes(row.promotion_type));
  const inGroup = (row: Row) => query.groupName === undefined || row.group_name === query.groupName;
  const ofType = (...wanted: AnnouncementType[]) =>
    rows.filter((row) => wanted.includes(row.promotion_type) && inGroup(row)).map(view);
  // Spec section 7: a promotion request answers value.promotion, any other the three lists.
  if (types.has('PR')) return { promotion: ofType('PR'), popupFlags, firstLogin };
  return {
    banners: ofType('B'),
    player: ofType('PL', 'A'),
    popup: popupOf(rows, member, firstLogin).filter(inGroup).map(view),
    popupFlags,
    firstLogin,
  };
}

/** MCSFE_markAnnouncementAsRead: the member's read mark on an announcement of their merchant. */
export async function markRead(db: Kysely<DB>, member: AuthenticatedMember, announcementId: number) {
  const found = await repo.findAnnouncement(db, member.merchantId, announcementId);
  if (!found) throw new AppError('NOT_FOUND');
  await repo.insertRead(db, member.id, announcementId);
}

/** GLS2_lobbyNews: the player announcements showing now, as the marquee lists them. */
export async function lobbyNews(db: Kysely<DB>, merchantId: number, language: LanguageCode) {
  const rows = await repo.listShowing(db, merchantId, language, ['PL'], null);
  return {
    list: rows.map((row) => ({ id: row.id, title: row.title, content: sanitizeAnnouncement(row.content) })),
  };
}

/**
 * How many of the member's player announcements they have not read: the message center's count,
 * the same rows MCSFE_getListAnnouncements answers as `player` (agents' ones for agents).
 */
export async function unreadAnnouncementCount(
  db: Kysely<DB>,
  member: AuthenticatedMember,
  language: LanguageCode,
): Promise<number> {
  const types: AnnouncementType[] = isAgent(member) ? ['PL', 'A'] : ['PL'];
  const rows = await repo.listShowing(db, member.merchantId, language, types, member.id);
  return rows.filter((row) => row.read !== true).length;
}
