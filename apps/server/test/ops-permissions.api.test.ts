import {
  type OpsAccess,
  roleHasPermission,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  type StaffRole,
} from '@ficha/contract';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { opsAccess } from '../src/modules/staff/ops-access.ts';
import { opsOperations, staffToken } from './staff-client.ts';
import { addStaff } from './staff-fixtures.ts';
import { useTestApp } from './test-app.ts';

// Issue 15 part 1: "roles ADMIN, FINANCE, SUPPORT, CONTENT, RISK, READ_ONLY with a permission table
// in the contract, enforced on the server for every /ops route". The routes come from the app
// itself, so a new /ops route fails here until its row is written below; each route's declared
// permission must be the one of this table, and every role is asked every route.

const env = useTestApp();

/** What each /ops route asks of its caller (the contract's PERMISSION_ROLES says which roles hold it). */
const ROUTE_ACCESS: Record<string, OpsAccess> = {
  'POST /ops/api/v1/login': 'public',
  'GET /ops/api/v1/me': 'signed-in',
  'POST /ops/api/v1/totp/enrolment': 'signed-in',
  'POST /ops/api/v1/totp/enrolment/confirm': 'signed-in',
  'GET /ops/api/v1/deposits': 'deposits.read',
  'GET /ops/api/v1/withdrawals': 'withdrawals.read',
  'POST /ops/api/v1/deposits/{id}/approve': 'deposits.decide',
  'POST /ops/api/v1/deposits/{id}/reject': 'deposits.decide',
  'POST /ops/api/v1/withdrawals/{id}/approve': 'withdrawals.decide',
  'POST /ops/api/v1/withdrawals/{id}/reject': 'withdrawals.decide',
  'POST /ops/api/v1/adjustments': 'adjustments.request',
  'GET /ops/api/v1/adjustments/requests': 'adjustments.read',
  'POST /ops/api/v1/adjustments/requests/{id}/approve': 'adjustments.approve',
  'POST /ops/api/v1/adjustments/requests/{id}/reject': 'adjustments.approve',
  'POST /ops/api/v1/members/{id}/block': 'players.block',
  'GET /ops/api/v1/audit': 'audit.read',
  'GET /ops/api/v1/staff': 'staff.read',
  'GET /ops/api/v1/staff/{id}': 'staff.read',
  'POST /ops/api/v1/staff': 'staff.manage',
  'PUT /ops/api/v1/staff/{id}': 'staff.manage',
  'POST /ops/api/v1/staff/{id}/disable': 'staff.manage',
  'POST /ops/api/v1/staff/{id}/enable': 'staff.manage',
  'POST /ops/api/v1/staff/{id}/totp/reset': 'staff.manage',
  'GET /ops/api/v1/console/session': 'signed-in',
  'GET /ops/api/v1/dashboard': 'dashboard.read',
  'GET /ops/api/v1/players': 'players.read',
  'GET /ops/api/v1/players/{id}': 'players.read',
  'POST /ops/api/v1/players/{id}/unblock': 'players.block',
  'GET /ops/api/v1/players/{id}/notes': 'players.read',
  'POST /ops/api/v1/players/{id}/notes': 'players.write',
  'POST /ops/api/v1/players/{id}/password/reset': 'players.write',
  'GET /ops/api/v1/merchants/{merchantId}/payment-settings': 'payments.settings',
  'PUT /ops/api/v1/merchants/{merchantId}/payment-settings': 'payments.settings',
  'GET /ops/api/v1/cashier/events': 'withdrawals.read',
  'GET /ops/api/v1/games': 'games.read',
  'POST /ops/api/v1/games/{nodeId}': 'games.write',
  'POST /ops/api/v1/games/import': 'games.write',
  'GET /ops/api/v1/game-vendors': 'games.read',
  'POST /ops/api/v1/game-vendors/{code}': 'games.write',
  'GET /ops/api/v1/reports/ggr': 'reports.read',
  'GET /ops/api/v1/merchants': 'merchants.read',
  'GET /ops/api/v1/merchants/{id}': 'merchants.read',
  'POST /ops/api/v1/merchants': 'merchants.write',
  'POST /ops/api/v1/merchants/{id}/settings': 'merchants.write',
  'POST /ops/api/v1/merchants/{id}/images': 'merchants.write',
  'GET /ops/api/v1/lottery/games': 'lottery.read',
  'GET /ops/api/v1/lottery/periods': 'lottery.read',
  'GET /ops/api/v1/lottery/merchants/{merchantId}/games/{gameCode}/periods/{numero}/liability':
    'lottery.read',
  'PUT /ops/api/v1/lottery/merchants/{merchantId}/games/{gameCode}/settings': 'lottery.manage',
  'POST /ops/api/v1/lottery/merchants/{merchantId}/games/{gameCode}/suspend': 'lottery.manage',
  'POST /ops/api/v1/lottery/merchants/{merchantId}/games/{gameCode}/resume': 'lottery.manage',
  'POST /ops/api/v1/lottery/merchants/{merchantId}/games/{gameCode}/periods/{numero}/void': 'lottery.void',
  // Identity verification (issue 19 part 4): RISK reviewers only (and ADMIN).
  'GET /ops/api/v1/kyc/cases': 'kyc.review',
  'GET /ops/api/v1/kyc/cases/{memberId}': 'kyc.review',
  'GET /ops/api/v1/kyc/cases/{memberId}/documents/{kind}': 'kyc.review',
  'POST /ops/api/v1/kyc/cases/{memberId}/approve': 'kyc.review',
  'POST /ops/api/v1/kyc/cases/{memberId}/reject': 'kyc.review',
  'POST /ops/api/v1/kyc/cases/{memberId}/request-more': 'kyc.review',
  // Messages (issue 16).
  'GET /ops/api/v1/messages/announcements': 'messages.write',
  'POST /ops/api/v1/messages/announcements': 'messages.write',
  'PUT /ops/api/v1/messages/announcements/{announcementId}': 'messages.write',
  'DELETE /ops/api/v1/messages/announcements/{announcementId}': 'messages.write',
  'PUT /ops/api/v1/messages/popup-flags': 'messages.write',
  'GET /ops/api/v1/messages/inbox': 'messages.write',
  'POST /ops/api/v1/messages/inbox': 'messages.write',
  'GET /ops/api/v1/messages/feedback': 'feedback.answer',
  'POST /ops/api/v1/messages/feedback/{feedbackId}/answer': 'feedback.answer',
  // live chat (issue 16)
  'GET /ops/api/v1/chat/ws': 'chat.handle',
  'GET /ops/api/v1/chat/conversations': 'chat.handle',
  'GET /ops/api/v1/chat/conversations/{id}': 'chat.handle',
  'GET /ops/api/v1/chat/conversations/{id}/context': 'chat.handle',
  'POST /ops/api/v1/chat/conversations/{id}/messages': 'chat.handle',
  'POST /ops/api/v1/chat/conversations/{id}/read': 'chat.handle',
  'POST /ops/api/v1/chat/conversations/{id}/assign': 'chat.handle',
  'POST /ops/api/v1/chat/conversations/{id}/close': 'chat.handle',
  'POST /ops/api/v1/chat/conversations/{id}/attachments': 'chat.handle',
  'GET /ops/api/v1/chat/attachments/{id}': 'chat.handle',
  'GET /ops/api/v1/chat/canned-replies': 'chat.handle',
  'POST /ops/api/v1/chat/canned-replies': 'chat.handle',
  'DELETE /ops/api/v1/chat/canned-replies/{id}': 'chat.handle',
  'GET /ops/api/v1/chat/settings': 'chat.handle',
  'PUT /ops/api/v1/chat/settings': 'chat.manage',
  'GET /ops/api/v1/chat/live-models': 'chat.manage',
  'POST /ops/api/v1/chat/live-models': 'chat.manage',
  'PUT /ops/api/v1/chat/live-models/{id}': 'chat.manage',
  'DELETE /ops/api/v1/chat/live-models/{id}': 'chat.manage',
  // The content screens (issue 15 part 6).
  'GET /ops/api/v1/content/banners': 'content.read',
  'POST /ops/api/v1/content/banners': 'content.write',
  'PUT /ops/api/v1/content/banners/order': 'content.write',
  'PUT /ops/api/v1/content/banners/{id}': 'content.write',
  'DELETE /ops/api/v1/content/banners/{id}': 'content.write',
  'GET /ops/api/v1/content/notices': 'content.read',
  'POST /ops/api/v1/content/notices': 'content.write',
  'PUT /ops/api/v1/content/notices/{id}': 'content.write',
  'DELETE /ops/api/v1/content/notices/{id}': 'content.write',
  'GET /ops/api/v1/content/help': 'content.read',
  'POST /ops/api/v1/content/help': 'content.write',
  'PUT /ops/api/v1/content/help/{id}': 'content.write',
  'DELETE /ops/api/v1/content/help/{id}': 'content.write',
  'GET /ops/api/v1/content/service': 'content.read',
  'POST /ops/api/v1/content/service': 'content.write',
  'PUT /ops/api/v1/content/service/{id}': 'content.write',
  'DELETE /ops/api/v1/content/service/{id}': 'content.write',
  'GET /ops/api/v1/content/downloads': 'content.read',
  'PUT /ops/api/v1/content/downloads': 'content.write',
  'GET /ops/api/v1/content/footer-images': 'content.read',
  'PUT /ops/api/v1/content/footer-images': 'content.write',
  'POST /ops/api/v1/content/images': 'content.write',
  'GET /ops/api/v1/rg/members/{memberId}': 'players.read',
  'PUT /ops/api/v1/rg/members/{memberId}/limits': 'rg.manage',
  'POST /ops/api/v1/rg/members/{memberId}/reopen': 'rg.manage',
  'POST /ops/api/v1/rg/register/import': 'rg.manage',
  'GET /ops/api/v1/agents': 'agents.read',
  'GET /ops/api/v1/agents/{agentId}/downlines': 'agents.read',
  'POST /ops/api/v1/agents/transferDownline': 'agents.manage',
  'POST /ops/api/v1/agents/transferMultipleDownline': 'agents.manage',
  'GET /ops/api/v1/promotions': 'promotions.read',
  'POST /ops/api/v1/promotions': 'promotions.write',
  'PUT /ops/api/v1/promotions/{promotionId}': 'promotions.write',
  'POST /ops/api/v1/promotions/{promotionId}/active': 'promotions.write',
  'POST /ops/api/v1/promotions/{promotionId}/cashback-run': 'promotions.write',
  'GET /ops/api/v1/promotion-comments': 'promotions.moderate',
  'POST /ops/api/v1/promotion-comments/{commentId}/approve': 'promotions.moderate',
  'POST /ops/api/v1/promotion-comments/{commentId}/reject': 'promotions.moderate',
  'GET /ops/api/v1/promotion-comments/images/{imageId}': 'promotions.moderate',
  // Agents' pay (issue 17 parts 3 and 5).
  'GET /ops/api/v1/agent-pay/contracts': 'agentpay.read',
  'POST /ops/api/v1/agent-pay/contracts': 'agentpay.contracts',
  'POST /ops/api/v1/agent-pay/contracts/{id}/cancel': 'agentpay.contracts',
  'GET /ops/api/v1/agent-pay/agents/{memberId}/rebates': 'agentpay.read',
  'PUT /ops/api/v1/agent-pay/agents/{memberId}/rebates': 'agentpay.contracts',
  'GET /ops/api/v1/agent-pay/runs': 'agentpay.read',
  'GET /ops/api/v1/agent-pay/runs/{id}': 'agentpay.read',
  'POST /ops/api/v1/agent-pay/runs': 'agentpay.runs',
  'POST /ops/api/v1/agent-pay/runs/{id}/approve': 'agentpay.runs',
  'GET /ops/api/v1/vip': 'vip.read',
  'PUT /ops/api/v1/vip': 'vip.manage',
  'POST /ops/api/v1/vip/run': 'vip.pay',
  'GET /ops/api/v1/vip/payouts': 'vip.read',
  'GET /ops/api/v1/sign-in': 'vip.read',
  'PUT /ops/api/v1/sign-in': 'vip.manage',
  'GET /ops/api/v1/leaderboards': 'vip.read',
  'POST /ops/api/v1/leaderboards': 'vip.manage',
  'POST /ops/api/v1/leaderboards/{leaderboardId}/close': 'vip.pay',
};

/** 'POST /ops/api/v1/x/:id' as the OpenAPI document writes it: 'POST /ops/api/v1/x/{id}'. */
const asOperation = (key: string) => key.replace(/:(\w+)/g, '{$1}');

const tokens = new Map<StaffRole, string>();

beforeAll(async () => {
  // Platform staff of every role, TOTP on: only the role differs, never the merchant.
  for (const role of STAFF_ROLES) {
    const staff = await addStaff(env.db, { role, merchantId: null, totp: true });
    tokens.set(role, await staffToken(env.app, env.db, staff));
  }
}, 120_000);

/**
 * Asks one route as a role: an id that names nothing and an empty body, so an allowed call stops at
 * its input checks (400) or finds nothing (404) and changes nothing; a refused one never gets there.
 */
async function ask(operation: string, token: string | undefined) {
  const [method, template] = operation.split(' ') as [string, string];
  const url = template.replace(/\{\w+\}/g, '999999999');
  const res = await env.app.inject({
    method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url,
    headers: { language: 'EN', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(method === 'GET' ? {} : { payload: {} }),
  });
  return { status: res.statusCode, body: res.json() as { success: boolean; code: string } };
}

describe('the permission table, on every /ops route and role (issue 15 part 1)', () => {
  it('has a row for every /ops route the app serves, and each route declares that permission', () => {
    const served = opsOperations(env.app);
    expect(served.length).toBeGreaterThan(10);
    expect(served).toEqual(Object.keys(ROUTE_ACCESS).sort());
    const declared = Object.fromEntries(
      [...env.app.opsRouteAccess]
        .filter(([key]) => !key.startsWith('HEAD '))
        .map(([key, access]) => [asOperation(key), access]),
    );
    expect(declared).toEqual(ROUTE_ACCESS);
  });

  it('answers 403 FORBIDDEN exactly to the roles the table leaves out, and lets the others through', async () => {
    const refusals: string[] = [];
    for (const [operation, access] of Object.entries(ROUTE_ACCESS)) {
      for (const role of STAFF_ROLES) {
        const answer = await ask(operation, tokens.get(role));
        const where = `${role} ${operation}: ${answer.status} ${answer.body.code}`;
        const allowed = access === 'public' || access === 'signed-in' || roleHasPermission(role, access);
        if (allowed) {
          expect(answer.status, where).not.toBe(403);
          expect(answer.status, where).not.toBe(401);
          expect(answer.status, where).toBeLessThan(500);
        } else {
          expect(answer.status, where).toBe(403);
          expect(answer.body, where).toMatchObject({ success: false, code: 'FORBIDDEN' });
          refusals.push(`${role} ${operation}`);
        }
      }
    }
    // The matrix refuses something to every role but ADMIN (it is not passing by allowing all).
    for (const role of STAFF_ROLES.filter((r) => r !== 'ADMIN'))
      expect(
        refusals.some((r) => r.startsWith(`${role} `)),
        role,
      ).toBe(true);
    expect(refusals.some((r) => r.startsWith('ADMIN '))).toBe(false);
  });

  it("tells each role its own permissions, the table's, for the admin app", async () => {
    for (const role of STAFF_ROLES) {
      const me = await ask('GET /ops/api/v1/me', tokens.get(role));
      const value = (
        me.body as unknown as { value: { role: string; permissions: string[]; platform: boolean } }
      ).value;
      expect(value).toMatchObject({ role, platform: true });
      expect(value.permissions).toEqual(STAFF_PERMISSIONS.filter((p) => roleHasPermission(role, p)));
    }
  });

  it('answers 401 without a session on every route but the login', async () => {
    for (const operation of Object.keys(ROUTE_ACCESS)) {
      const answer = await ask(operation, undefined);
      if (ROUTE_ACCESS[operation] === 'public') expect(answer.status, operation).toBe(400);
      else expect(answer.body.code, operation).toBe('UNAUTHORIZED');
    }
  });

  it('keeps a session limited to TOTP enrolment to the enrolment routes', async () => {
    const staff = await addStaff(env.db, { role: 'FINANCE', merchantId: null });
    const login = await env.app.inject({
      method: 'POST',
      url: '/ops/api/v1/login',
      payload: { username: staff.username, password: staff.password },
    });
    expect(login.json().value.scope).toBe('TOTP_ENROLMENT');
    const token = login.json().value.token as string;
    for (const [operation, access] of Object.entries(ROUTE_ACCESS)) {
      if (access === 'public' || access === 'signed-in') continue;
      const answer = await ask(operation, token);
      expect(answer.body.code, operation).toBe('TOTP_ENROLMENT_REQUIRED');
    }
  });

  it('stops the server at start-up when an /ops route declares no permission', async () => {
    const app = Fastify({ logger: false });
    opsAccess(app);
    await expect(async () => {
      app.get('/ops/api/v1/forgotten', async () => ({ ok: true }));
      await app.ready();
    }).rejects.toThrow(/declares its permission/);
    await app.close();
  });
});
