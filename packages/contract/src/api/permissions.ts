/**
 * Who may do what in the back office (issue 15 part 1). Every /ops route names one permission (or
 * one of the two access levels below); the server refuses a role the table does not list with
 * FORBIDDEN before the route's handler or its input checks run. The admin app reads the same table
 * to hide what a role cannot do, but hiding is only a courtesy: the server decides.
 */

export const STAFF_ROLES = ['ADMIN', 'FINANCE', 'SUPPORT', 'CONTENT', 'RISK', 'READ_ONLY'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const EVERY_ROLE = STAFF_ROLES;

/**
 * Permission -> the roles that hold it. ADMIN holds every one. Reading money (orders, reports) is
 * open to the roles that watch it; moving money is ADMIN and FINANCE only; RISK blocks players and
 * reads the audit log; CONTENT edits what players see; READ_ONLY reads and changes nothing.
 */
export const PERMISSION_ROLES = {
  'dashboard.read': ['ADMIN', 'FINANCE', 'RISK', 'READ_ONLY'],
  'players.read': EVERY_ROLE,
  'players.block': ['ADMIN', 'SUPPORT', 'RISK'],
  'players.write': ['ADMIN', 'SUPPORT'],
  'deposits.read': ['ADMIN', 'FINANCE', 'SUPPORT', 'RISK', 'READ_ONLY'],
  'deposits.decide': ['ADMIN', 'FINANCE'],
  'withdrawals.read': ['ADMIN', 'FINANCE', 'SUPPORT', 'RISK', 'READ_ONLY'],
  'withdrawals.decide': ['ADMIN', 'FINANCE'],
  /** Asking for a manual adjustment; above the four-eyes threshold it waits for a second person. */
  'adjustments.request': ['ADMIN', 'FINANCE'],
  'adjustments.read': ['ADMIN', 'FINANCE', 'RISK', 'READ_ONLY'],
  /** Approving or rejecting another staff member's adjustment (never one's own). */
  'adjustments.approve': ['ADMIN', 'FINANCE'],
  'payments.settings': ['ADMIN'],
  'content.read': EVERY_ROLE,
  'content.write': ['ADMIN', 'CONTENT'],
  'games.read': EVERY_ROLE,
  'games.write': ['ADMIN', 'CONTENT'],
  'lottery.read': EVERY_ROLE,
  'lottery.manage': ['ADMIN', 'RISK'],
  /** Voiding a period returns every stake through the wallet: a money decision. */
  'lottery.void': ['ADMIN', 'FINANCE'],
  /** Writing announcements and popups, sending inbox messages to a member or a segment. */
  'messages.write': ['ADMIN', 'CONTENT', 'SUPPORT'],
  /** Reading members' feedback and answering it (the answer lands in the member's inbox). */
  'feedback.answer': ['ADMIN', 'SUPPORT'],
  'merchants.read': EVERY_ROLE,
  'merchants.write': ['ADMIN'],
  'reports.read': ['ADMIN', 'FINANCE', 'RISK', 'READ_ONLY'],
  'staff.read': ['ADMIN'],
  'staff.manage': ['ADMIN'],
  'audit.read': ['ADMIN', 'RISK'],
  /** Answering members in the live chat: its queue, replies, canned replies, the member beside it. */
  'chat.handle': ['ADMIN', 'SUPPORT'],
  /** The chat's settings (visitors may chat) and the live models of CBS_modelList. */
  'chat.manage': ['ADMIN', 'CONTENT'],
  /** Responsible gaming: stricter limits for a player, reopening a self-exclusion, the exclusion register. */
  'rg.manage': ['ADMIN', 'RISK', 'SUPPORT'],
  /**
   * Identity verification: the review queue, the documents themselves (a CPF, a face) and the
   * decisions. RISK only (ADMIN holds every permission); support and finance never see the files.
   */
  'kyc.review': ['ADMIN', 'RISK'],
  /** The agent tree: searching agents and their downlines. */
  'agents.read': EVERY_ROLE,
  /** Moving a downline (with its team) under another agent: it changes who earns on whom. */
  'agents.manage': ['ADMIN', 'RISK'],
  /** Promotions (issue 18): reading them with their grants, cost and conversion. */
  'promotions.read': ['ADMIN', 'FINANCE', 'CONTENT', 'RISK', 'READ_ONLY'],
  /** Creating, scheduling, pausing promotions and running a cashback period: they give money. */
  'promotions.write': ['ADMIN', 'FINANCE'],
  /** Approving or rejecting members' comments on a promotion. */
  'promotions.moderate': ['ADMIN', 'CONTENT', 'SUPPORT'],
  /** Agents' contracts, rebate rates and settlement runs: reading them. */
  'agentpay.read': ['ADMIN', 'FINANCE', 'RISK', 'SUPPORT', 'READ_ONLY'],
  /** Offering and cancelling agents' contracts, setting top agents' rebate rates and quotas. */
  'agentpay.contracts': ['ADMIN', 'FINANCE'],
  /** Previewing and approving a settlement run: it pays agents from the house's commission account. */
  'agentpay.runs': ['ADMIN', 'FINANCE'],
  /** VIP levels, the sign-in calendar and leaderboards: reading them and the rewards they paid. */
  'vip.read': ['ADMIN', 'FINANCE', 'CONTENT', 'RISK', 'READ_ONLY'],
  /** Changing VIP levels, the sign-in calendar and leaderboards (what they will pay). */
  'vip.manage': ['ADMIN', 'CONTENT'],
  /** Runs that pay now: closing a leaderboard, the VIP weekly and monthly bonuses. */
  'vip.pay': ['ADMIN', 'FINANCE'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof PERMISSION_ROLES;
export const STAFF_PERMISSIONS = Object.keys(PERMISSION_ROLES) as StaffPermission[];

/**
 * What an /ops route asks of its caller: a permission of the table, or
 * - `public`: nobody signed in (the login itself);
 * - `signed-in`: any staff member with a session, also one limited to TOTP enrolment (setting up
 *   one's own second factor).
 */
export type OpsAccess = StaffPermission | 'public' | 'signed-in';

export function roleHasPermission(role: StaffRole, permission: StaffPermission): boolean {
  return (PERMISSION_ROLES[permission] as readonly StaffRole[]).includes(role);
}

/** Every permission a role holds, for the admin app's menus. */
export function permissionsOfRole(role: StaffRole): StaffPermission[] {
  return STAFF_PERMISSIONS.filter((p) => roleHasPermission(role, p));
}
