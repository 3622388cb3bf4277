import {
  emailChangeSchema,
  iconChangeSchema,
  iconChoicesSchema,
  memberInfoSchema,
  nicknameChangeSchema,
  payeeNameChangeSchema,
  proofCodeRequestSchema,
  securityConfigSchema,
  smsAnswerSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../lib/envelope.ts';
import { answers } from '../../lib/route-schema.ts';
import { requireRealMember, requireSession } from '../../plugins/auth.ts';
import { accountContext } from './account-request.ts';
import {
  changeEmail,
  changeIcon,
  iconChoices,
  memberInfo,
  securityConfig,
  sendProofCode,
  updateProfileField,
} from './member.service.ts';

const tags = ['account'];

/** The signed-in member's profile: info, avatar, names, e-mail address, and what protects it. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/wps/member/info',
    {
      schema: {
        tags,
        summary: 'The signed-in member (trial users included)',
        response: answers(memberInfoSchema),
      },
    },
    async (req) => okEnvelope(await memberInfo(app.db, requireSession(req)), req.language),
  );

  r.get(
    '/wps/member/info/icon',
    {
      schema: { tags, summary: 'Avatar and the choices', response: answers(iconChoicesSchema) },
    },
    async (req) => okEnvelope(await iconChoices(app.db, requireSession(req)), req.language),
  );

  r.post(
    '/wps/member/info/icon',
    {
      schema: {
        tags,
        summary: 'Pick an avatar (form or JSON field icon)',
        body: iconChangeSchema,
        response: answers(memberInfoSchema),
      },
    },
    async (req) => okEnvelope(await changeIcon(app.db, requireRealMember(req), req.body.icon), req.language),
  );

  r.put(
    '/wps/member/info/nickname',
    {
      schema: {
        tags,
        summary: 'Change nickname',
        body: nicknameChangeSchema,
        response: answers(memberInfoSchema),
      },
    },
    async (req) =>
      okEnvelope(
        await updateProfileField(
          app.db,
          req.merchant,
          req.language,
          requireRealMember(req),
          'nickname',
          req.body.nickname,
        ),
        req.language,
      ),
  );

  r.put(
    '/wps/member/info/payeename',
    {
      schema: {
        tags,
        summary: 'Change payeeName',
        body: payeeNameChangeSchema,
        response: answers(memberInfoSchema),
      },
    },
    async (req) =>
      okEnvelope(
        await updateProfileField(
          app.db,
          req.merchant,
          req.language,
          requireRealMember(req),
          'payeeName',
          req.body.payeeName,
        ),
        req.language,
      ),
  );

  r.put(
    '/wps/member/info/email',
    {
      schema: {
        tags,
        summary:
          'Change e-mail: the current login password, or a code from /wps/member/info/email/code, proves the member',
        body: emailChangeSchema,
        response: answers(memberInfoSchema),
      },
    },
    async (req) =>
      okEnvelope(
        await changeEmail(app.db, req.merchant, req.language, requireRealMember(req), req.body),
        req.language,
      ),
  );

  r.post(
    '/wps/member/info/email/code',
    {
      schema: {
        tags,
        summary:
          "Send a code that proves the member for an e-mail change, to the member's number or current address",
        body: proofCodeRequestSchema,
        response: answers(smsAnswerSchema),
      },
    },
    async (req) =>
      okEnvelope(
        await sendProofCode(
          app.db,
          app.messages,
          accountContext(req),
          requireRealMember(req),
          req.body.channel,
          'email',
        ),
        req.language,
      ),
  );

  r.get(
    '/wps/member/securityConfig',
    {
      schema: { tags, summary: 'What protects the account', response: answers(securityConfigSchema) },
    },
    async (req) => okEnvelope(await securityConfig(app.db, requireRealMember(req)), req.language),
  );
}
