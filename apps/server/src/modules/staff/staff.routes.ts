import {
  decisionBodySchema,
  staffIdParamsSchema,
  staffLoginAnswerSchema,
  staffLoginBodySchema,
  staffMeSchema,
  totpConfirmAnswerSchema,
  totpConfirmBodySchema,
  totpEnrolmentSchema,
  totpResetAnswerSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { auditRoutes } from './audit.routes.ts';
import { operatorRoutes } from './operator.routes.ts';
import { resetStaffTotp } from './operator.service.ts';
import { signedInStaff } from './ops-access.ts';
import { completeEnrolment, describeSession, signIn } from './staff.service.ts';
import { staffManagementRoutes } from './staff-management.routes.ts';
import { startEnrolment } from './staff-totp.service.ts';

/**
 * The operator API (issue 4 part 6) under /ops/api/v1: staff log in with their own accounts and a
 * second factor; the money routes are in operator.routes.ts, staff management in
 * staff-management.routes.ts, the audit viewer in modules/audit. Every route declares its
 * permission; ops-access.ts checks it before anything else runs.
 */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'operator', requestedLanguage);

  route.post(
    '/ops/api/v1/login',
    {
      summary: 'Staff login: password and, once TOTP is on, its code (or a recovery code) in the same call',
      description:
        'Without `code` or `recoveryCode`, a staff member with TOTP on is answered TOTP_REQUIRED (401): ' +
        'send the same call again with the code. Wrong passwords and codes count per account and per ' +
        'address: LOGIN_BACKOFF (429) pauses of seconds, then ACCOUNT_LOCKED (423) for 15 minutes, ' +
        'during which the right password is refused too. ADMIN and FINANCE staff without TOTP get ' +
        '`scope: TOTP_ENROLMENT`: a 15-minute token for the /ops/api/v1/totp/enrolment routes only.',
      permission: 'public',
      body: staffLoginBodySchema,
      answer: staffLoginAnswerSchema,
    },
    async (req) => signIn(app.db, req.body, req.ip),
  );

  route.get(
    '/ops/api/v1/me',
    {
      summary: "The session's staff member: role, merchants and the permissions the role holds",
      permission: 'signed-in',
      answer: staffMeSchema,
    },
    async (req) => describeSession(signedInStaff(req)),
  );

  route.post(
    '/ops/api/v1/totp/enrolment',
    {
      summary: 'Start TOTP enrolment: a new secret as an otpauth:// URI and a QR code (PNG data: URL)',
      description: 'The secret is shown here only. Starting again replaces a secret not yet confirmed.',
      permission: 'signed-in',
      answer: totpEnrolmentSchema,
    },
    async (req) => startEnrolment(app.db, signedInStaff(req).id),
  );

  route.post(
    '/ops/api/v1/totp/enrolment/confirm',
    {
      summary: 'Confirm TOTP enrolment with a first code: turns TOTP on, answers the recovery codes once',
      description:
        'Every earlier session of the staff member ends; the answer carries a new full session token.',
      permission: 'signed-in',
      body: totpConfirmBodySchema,
      answer: totpConfirmAnswerSchema,
    },
    async (req) => completeEnrolment(app.db, signedInStaff(req), req.body.code, req.ip),
  );

  route.post(
    '/ops/api/v1/staff/:id/totp/reset',
    {
      summary: "Turn a staff member's TOTP off (platform ADMIN only); they enrol again at next login",
      permission: 'staff.manage',
      params: staffIdParamsSchema,
      body: decisionBodySchema,
      answer: totpResetAnswerSchema,
    },
    async (req) => {
      const by = { staff: signedInStaff(req), reason: req.body.reason, ip: req.ip };
      return resetStaffTotp(app.db, by, Number(req.params.id));
    },
  );

  await operatorRoutes(app);
  await staffManagementRoutes(app);
  await auditRoutes(app);
}
