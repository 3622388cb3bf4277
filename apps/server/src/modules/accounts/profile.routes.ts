import {
  emailChangeSchema,
  iconChangeSchema,
  iconChoicesSchema,
  memberInfoSchema,
  nicknameChangeSchema,
  payeeNameChangeSchema,
  securityConfigSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requireRealMember, requireSession } from '../../plugins/auth.ts';
import { proofCodeRoute } from './account-request.ts';
import {
  changeEmail,
  changeIcon,
  iconChoices,
  memberInfo,
  securityConfig,
  updateProfileField,
} from './member.service.ts';

/** The signed-in member's profile: info, avatar, names, e-mail address, and what protects it. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'account');

  route.get(
    '/wps/member/info',
    { summary: 'The signed-in member (trial users included)', answer: memberInfoSchema },
    async (req) => memberInfo(app.db, requireSession(req)),
  );

  route.get(
    '/wps/member/info/icon',
    { summary: 'Avatar and the choices', answer: iconChoicesSchema },
    async (req) => iconChoices(app.db, requireSession(req)),
  );

  route.post(
    '/wps/member/info/icon',
    { summary: 'Pick an avatar (form or JSON field icon)', body: iconChangeSchema, answer: memberInfoSchema },
    async (req) => changeIcon(app.db, requireRealMember(req), req.body.icon),
  );

  /** A name the member picks freely, each with its own call and body. */
  const nameRoute = <F extends 'nickname' | 'payeeName'>(
    url: string,
    summary: string,
    field: F,
    body: z.ZodType<Record<F, string>>,
  ) =>
    route.put(url, { summary, body, answer: memberInfoSchema }, async (req) =>
      updateProfileField(app.db, req.merchant, req.language, requireRealMember(req), field, req.body[field]),
    );
  nameRoute('/wps/member/info/nickname', 'Change nickname', 'nickname', nicknameChangeSchema);
  nameRoute('/wps/member/info/payeename', 'Change payeeName', 'payeeName', payeeNameChangeSchema);

  route.put(
    '/wps/member/info/email',
    {
      summary:
        'Change e-mail: the current login password, or a code from /wps/member/info/email/code, proves the member',
      body: emailChangeSchema,
      answer: memberInfoSchema,
    },
    async (req) => changeEmail(app.db, req.merchant, req.language, requireRealMember(req), req.body),
  );

  proofCodeRoute(app, route, 'email', {
    url: '/wps/member/info/email/code',
    summary:
      "Send a code that proves the member for an e-mail change, to the member's number or current address",
  });

  route.get(
    '/wps/member/securityConfig',
    { summary: 'What protects the account', answer: securityConfigSchema },
    async (req) => securityConfig(app.db, requireRealMember(req)),
  );
}
