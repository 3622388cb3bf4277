import {
  decisionBodySchema,
  staffCreateBodySchema,
  staffIdParamsSchema,
  staffListQuerySchema,
  staffListSchema,
  staffMemberSchema,
  staffUpdateBodySchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { signedInStaff } from './ops-access.ts';
import * as management from './staff-management.service.ts';

/** Staff management by ADMIN (issue 15 part 1) under /ops/api/v1/staff. */
export async function staffManagementRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'operator', requestedLanguage);

  route.get(
    '/ops/api/v1/staff',
    {
      summary: 'Staff accounts this ADMIN manages (a merchant ADMIN: the staff of their merchants only)',
      permission: 'staff.read',
      querystring: staffListQuerySchema,
      answer: staffListSchema,
    },
    async (req) => management.listStaff(app.db, signedInStaff(req), req.query),
  );

  route.get(
    '/ops/api/v1/staff/:id',
    {
      summary: 'One staff account',
      permission: 'staff.read',
      params: staffIdParamsSchema,
      answer: staffMemberSchema,
    },
    async (req) => management.getStaff(app.db, signedInStaff(req), Number(req.params.id)),
  );

  route.post(
    '/ops/api/v1/staff',
    {
      summary: 'Create a staff account with an initial password; ADMIN and FINANCE enrol TOTP at first login',
      permission: 'staff.manage',
      body: staffCreateBodySchema,
      answer: staffMemberSchema,
    },
    async (req) => management.createStaff(app.db, signedInStaff(req), req.body, req.ip),
  );

  route.put(
    '/ops/api/v1/staff/:id',
    {
      summary: "Change a staff member's role and/or merchants (ends their sessions)",
      description: 'Send the `version` read with the account: a newer change answers EDIT_CONFLICT.',
      permission: 'staff.manage',
      params: staffIdParamsSchema,
      body: staffUpdateBodySchema,
      answer: staffMemberSchema,
    },
    async (req) =>
      management.updateStaff(app.db, signedInStaff(req), Number(req.params.id), req.body, req.ip),
  );

  for (const [verb, active] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    route.post(
      `/ops/api/v1/staff/:id/${verb}`,
      {
        summary: active
          ? 'Let a disabled staff member log in again'
          : 'Disable a staff account: its sessions end now',
        permission: 'staff.manage',
        params: staffIdParamsSchema,
        body: decisionBodySchema,
        answer: staffMemberSchema,
      },
      async (req) => {
        const by = { staff: signedInStaff(req), reason: req.body.reason, ip: req.ip };
        return management.setStaffEnabled(app.db, by, Number(req.params.id), active);
      },
    );
  }
}
