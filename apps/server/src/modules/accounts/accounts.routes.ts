import {
  changePasswordSchema,
  encryptedBodySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  isAgentType,
  memberInfoSchema,
  registerPayloadSchema,
  registerSettingsSchema,
  sessionAnswerSchema,
  TRIAL_TYPE,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { okEnvelope } from '../../lib/envelope.ts';
import { requireRealMember, requireSession } from '../../plugins/auth.ts';
import { decryptPayload } from '../sessions/payload-encryption.ts';
import { parsePayload } from '../sessions/sessions.routes.ts';
import { sendCode } from '../verification/verification-codes.service.ts';
import { findAgentByInvitationCode, findMemberByUsername } from './accounts.repository.ts';
import { loadRules, rulesForClient } from './field-rules.ts';
import * as members from './member.service.ts';
import { paymentPasswordLockedUntil } from './payment-password-lock.ts';
import { register } from './registration.service.ts';

const tags = ['account'];
const ok = <T extends z.ZodType>(value: T) => ({
  200: envelopeSchema(value),
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
});
const done = z.null();
const password = z.string().max(64);
const paymentCodeChannel = z.enum(['SMS', 'EMAIL']);

const smsResetSchema = z.object({
  mobileNum: z.string().max(20),
  countryDialingCode: z.string().max(6),
  verificationCode: z.string().max(10),
  newPassword: password,
  confirmNewPassword: password,
});

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (req: FastifyRequest) => ({
    merchant: req.merchant,
    language: req.language,
    clientIp: req.ip,
    userAgent: req.headers['user-agent'],
  });

  r.get(
    '/wps/system/setting/register',
    {
      schema: {
        tags,
        summary: 'Per-field registration rules, in the request language',
        response: ok(registerSettingsSchema),
      },
    },
    async (req) => {
      const rules = await loadRules(app.db, req.merchant);
      return okEnvelope(
        {
          list: rulesForClient(rules, req.language),
          ageThreshold: req.merchant.age_threshold,
          idNumberIsCpf: req.merchant.country === 'BR',
        },
        req.language,
      );
    },
  );

  r.get(
    '/wps/check/username',
    {
      schema: {
        tags,
        summary: 'Is this username free?',
        querystring: z.object({ username: z.string().trim().min(1).max(64) }),
        response: ok(z.object({ available: z.boolean() })),
      },
    },
    async (req) =>
      okEnvelope(
        { available: !(await findMemberByUsername(app.db, req.merchant.id, req.query.username)) },
        req.language,
      ),
  );

  for (const [path, method] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const) {
    r.put(
      path,
      {
        schema: {
          tags,
          summary: `Register by ${method} (encrypted payload; header Encryption)`,
          body: encryptedBodySchema,
          response: { ...ok(sessionAnswerSchema), 409: errorEnvelopeSchema },
        },
      },
      async (req) => {
        const payload = parsePayload(
          registerPayloadSchema,
          await decryptPayload(app.db, req.headers.encryption, req.body.data),
        );
        return okEnvelope(await register(app.db, ctx(req), method, payload), req.language);
      },
    );
  }

  r.get(
    '/wps/member/trialuser',
    {
      schema: {
        tags,
        summary: 'Trial state: 1 when free play is open on this site; the trial user when signed in as one',
        response: ok(
          z.object({ state: z.number(), userName: z.string().nullable(), type: z.number().nullable() }),
        ),
      },
    },
    async (req) => {
      const trial = req.member?.type === TRIAL_TYPE ? req.member : null;
      return okEnvelope(
        {
          state: req.merchant.flags.includes('FREEPLAY') ? 1 : 0,
          userName: trial?.username ?? null,
          type: trial ? TRIAL_TYPE : null,
        },
        req.language,
      );
    },
  );

  r.put(
    '/wps/member/password',
    {
      schema: {
        tags,
        summary: 'Change password (V2): oldPassword, newPassword, confirmNewPassword',
        body: changePasswordSchema,
        response: ok(done),
      },
    },
    async (req) => {
      await members.changePassword(app.db, req.merchant, req.language, requireRealMember(req), req.body);
      return okEnvelope(null, req.language);
    },
  );

  r.post(
    '/wps/member/password/verification',
    {
      schema: {
        tags,
        summary: 'Set a new password with an SMS code (encrypted payload)',
        body: encryptedBodySchema,
        response: ok(done),
      },
    },
    async (req) => {
      const payload = parsePayload(
        smsResetSchema,
        await decryptPayload(app.db, req.headers.encryption, req.body.data),
      );
      await members.resetPasswordBySms(app.db, req.merchant, req.language, payload);
      return okEnvelope(null, req.language);
    },
  );

  r.post(
    '/wps/member/password/email',
    {
      schema: {
        tags,
        summary: "Send a reset code to the account's e-mail address",
        body: z.object({
          username: z.string().trim().min(1).max(64),
          email: z.string().trim().min(3).max(200),
        }),
        response: ok(z.object({ expiredMinutes: z.number(), expirationTime: z.string() })),
      },
    },
    async (req) => {
      const member = await findMemberByUsername(app.db, req.merchant.id, req.body.username);
      const email = req.body.email.toLowerCase();
      const answer = await sendCode(app.db, app.messages, {
        merchantId: req.merchant.id,
        siteName: req.merchant.name,
        language: req.language,
        channel: 'EMAIL',
        recipient: email,
        purpose: 'reset',
        clientIp: req.ip,
        deliver: member?.status === 'active' && member.email?.toLowerCase() === email,
      });
      return okEnvelope(answer, req.language);
    },
  );

  r.put(
    '/wps/member/password/email',
    {
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed code',
        body: z.object({
          username: z.string().max(64),
          email: z.string().max(200),
          verificationCode: z.string().max(10),
          newPassword: password,
          confirmNewPassword: password,
        }),
        response: ok(done),
      },
    },
    async (req) => {
      await members.resetPasswordByEmail(app.db, req.merchant, req.language, req.body);
      return okEnvelope(null, req.language);
    },
  );

  r.get(
    '/wps/member/info',
    {
      schema: {
        tags,
        summary: 'The signed-in member (trial users included)',
        response: ok(memberInfoSchema),
      },
    },
    async (req) =>
      okEnvelope(members.toMemberInfo(await members.loadMember(app.db, requireSession(req))), req.language),
  );

  r.get(
    '/wps/member/info/icon',
    {
      schema: {
        tags,
        summary: 'Avatar and the choices',
        response: ok(z.object({ icon: z.string(), choices: z.array(z.string()) })),
      },
    },
    async (req) => {
      const member = await members.loadMember(app.db, requireSession(req));
      return okEnvelope({ icon: member.icon, choices: members.ICONS }, req.language);
    },
  );

  r.post(
    '/wps/member/info/icon',
    {
      schema: {
        tags,
        summary: 'Pick an avatar (form or JSON field icon)',
        body: z.object({ icon: z.enum(members.ICONS as [string, ...string[]]) }),
        response: ok(memberInfoSchema),
      },
    },
    async (req) => {
      const actor = requireRealMember(req);
      await app.db
        .updateTable('members')
        .set({ icon: req.body.icon })
        .where('id', '=', String(actor.id))
        .execute();
      return okEnvelope(members.toMemberInfo(await members.loadMember(app.db, actor)), req.language);
    },
  );

  for (const [path, field, bodyKey] of [
    ['/wps/member/info/nickname', 'nickname', 'nickname'],
    ['/wps/member/info/payeename', 'payeeName', 'payeeName'],
  ] as const) {
    r.put(
      path,
      {
        schema: {
          tags,
          summary: `Change ${field}`,
          body: z.object({ [bodyKey]: z.string().max(200) }),
          response: ok(memberInfoSchema),
        },
      },
      async (req) => {
        const value = (req.body as Record<string, string>)[bodyKey] ?? '';
        return okEnvelope(
          await members.updateProfileField(
            app.db,
            req.merchant,
            req.language,
            requireRealMember(req),
            field,
            value,
          ),
          req.language,
        );
      },
    );
  }

  r.put(
    '/wps/member/info/email',
    {
      schema: {
        tags,
        summary:
          'Change e-mail: the current login password, or a code from /wps/member/info/email/code, proves the member',
        body: z.object({
          email: z.string().max(200),
          password: z.string().max(200).optional(),
          verificationCode: z.string().max(10).optional(),
          /** Where the code went: the bound number or the current address; the address when absent. */
          channel: paymentCodeChannel.optional(),
        }),
        response: ok(memberInfoSchema),
      },
    },
    async (req) =>
      okEnvelope(
        await members.changeEmail(app.db, req.merchant, req.language, requireRealMember(req), req.body),
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
        body: z.object({ channel: paymentCodeChannel }),
        response: ok(z.object({ expiredMinutes: z.number(), expirationTime: z.string() })),
      },
    },
    async (req) => okEnvelope(await sendProofCode(app, req, req.body.channel, 'email'), req.language),
  );

  r.get(
    '/wps/member/securityConfig',
    {
      schema: {
        tags,
        summary: 'What protects the account',
        response: ok(
          z.object({
            hasLoginPassword: z.boolean(),
            hasPaymentPassword: z.boolean(),
            /** Set while wrong answers keep the payment password locked: when it opens again. */
            paymentPasswordLockedUntil: z.string().nullable(),
            mobileBound: z.boolean(),
            emailBound: z.boolean(),
            idNumberBound: z.boolean(),
          }),
        ),
      },
    },
    async (req) => {
      const m = await members.loadMember(app.db, requireRealMember(req));
      return okEnvelope(
        {
          hasLoginPassword: m.password_hash !== null,
          hasPaymentPassword: m.payment_password_hash !== null,
          paymentPasswordLockedUntil: paymentPasswordLockedUntil(m)?.toISOString() ?? null,
          mobileBound: m.mobile_num !== null,
          emailBound: m.email !== null,
          idNumberBound: m.id_number !== null,
        },
        req.language,
      );
    },
  );

  r.get(
    '/wps/member/hasWithdrawalPassword',
    {
      schema: {
        tags,
        summary: 'Is a payment password set, and is it locked?',
        response: ok(
          z.object({
            hasPassword: z.boolean(),
            /** Set while wrong answers keep it locked: when it opens again (a reset opens it at once). */
            lockedUntil: z.string().nullable(),
            /** Where a reset code can go: the bound number and e-mail address. */
            resetChannels: z.array(z.enum(['SMS', 'EMAIL'])),
          }),
        ),
      },
    },
    async (req) => {
      const m = await members.loadMember(app.db, requireRealMember(req));
      return okEnvelope(
        {
          hasPassword: m.payment_password_hash !== null,
          lockedUntil: paymentPasswordLockedUntil(m)?.toISOString() ?? null,
          resetChannels: members.paymentCodeChannels(m),
        },
        req.language,
      );
    },
  );

  r.put(
    '/wps/member/paymentPassword',
    {
      schema: {
        tags,
        summary: 'Set or change the payment password (login password required)',
        body: z.object({
          password,
          paymentPassword: z.string().max(32),
          confirmPaymentPassword: z.string().max(32),
        }),
        response: ok(done),
      },
    },
    async (req) => {
      await members.setPaymentPassword(app.db, req.merchant, req.language, requireRealMember(req), req.body);
      return okEnvelope(null, req.language);
    },
  );

  r.post(
    '/wps/member/paymentPassword/code',
    {
      schema: {
        tags,
        summary: "Send a payment-password reset code to the member's own number or e-mail address",
        body: z.object({ channel: paymentCodeChannel }),
        response: ok(z.object({ expiredMinutes: z.number(), expirationTime: z.string() })),
      },
    },
    async (req) => okEnvelope(await sendProofCode(app, req, req.body.channel, 'payment'), req.language),
  );

  r.post(
    '/wps/member/paymentPassword/reset',
    {
      schema: {
        tags,
        summary: "Reset (and unlock) the payment password with a code sent to the member's number or e-mail",
        body: z.object({
          /** Where the code went; SMS when absent. */
          channel: paymentCodeChannel.default('SMS'),
          verificationCode: z.string().max(10),
          paymentPassword: z.string().max(32),
          confirmPaymentPassword: z.string().max(32),
        }),
        response: ok(done),
      },
    },
    async (req) => {
      await members.resetPaymentPassword(
        app.db,
        req.merchant,
        req.language,
        requireRealMember(req),
        req.body,
      );
      return okEnvelope(null, req.language);
    },
  );

  r.get(
    '/wps/agent/affiliate',
    {
      schema: {
        tags,
        summary: "Check an invitation (affiliate) code: success when it is an agent's",
        querystring: z.object({ code: z.string().trim().min(1).max(32) }),
        response: ok(z.object({ code: z.string() })),
      },
    },
    async (req) => {
      const agent = await findAgentByInvitationCode(app.db, req.merchant.id, req.query.code);
      if (!agent || !isAgentType(agent.type))
        throw new AppError('INVALID_INVITATION_CODE', { code: req.query.code });
      return okEnvelope({ code: req.query.code.toUpperCase() }, req.language);
    },
  );
}

/**
 * A code to the member's own bound number or current address: the proof asked before a change
 * that could take over the account's money (the e-mail address, the payment password).
 */
async function sendProofCode(
  app: FastifyInstance,
  req: FastifyRequest,
  channel: Parameters<typeof members.paymentCodeRecipient>[1],
  purpose: 'email' | 'payment',
) {
  const member = await members.loadMember(app.db, requireRealMember(req));
  return sendCode(app.db, app.messages, {
    merchantId: req.merchant.id,
    siteName: req.merchant.name,
    language: req.language,
    channel,
    recipient: members.paymentCodeRecipient(member, channel),
    purpose,
    clientIp: req.ip,
    deliver: true,
  });
}
