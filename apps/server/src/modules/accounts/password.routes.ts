import {
  changePasswordSchema,
  doneSchema,
  emailCodeRequestSchema,
  emailPasswordResetSchema,
  encryptedBodySchema,
  paymentPasswordChangeSchema,
  paymentPasswordResetSchema,
  paymentPasswordStateSchema,
  proofCodeRequestSchema,
  smsAnswerSchema,
  smsPasswordResetSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../lib/envelope.ts';
import { answers } from '../../lib/route-schema.ts';
import { requireRealMember } from '../../plugins/auth.ts';
import { openPayload } from '../sessions/payload-encryption.ts';
import { accountContext } from './account-request.ts';
import { sendProofCode } from './member.service.ts';
import {
  changePassword,
  resetPasswordByEmail,
  resetPasswordBySms,
  sendResetEmailCode,
} from './password.service.ts';
import {
  paymentPasswordState,
  resetPaymentPassword,
  setPaymentPassword,
} from './payment-password.service.ts';

const tags = ['account'];

/** The login password (change, or reset when forgotten) and the payment password. */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/wps/member/password',
    {
      schema: {
        tags,
        summary: 'Change password (V2): oldPassword, newPassword, confirmNewPassword',
        body: changePasswordSchema,
        response: answers(doneSchema),
      },
    },
    async (req) => {
      await changePassword(app.db, req.merchant, req.language, requireRealMember(req), req.body);
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
        response: answers(doneSchema),
      },
    },
    async (req) => {
      const payload = await openPayload(
        app.db,
        req.headers.encryption,
        req.body.data,
        smsPasswordResetSchema,
      );
      await resetPasswordBySms(app.db, req.merchant, req.language, payload);
      return okEnvelope(null, req.language);
    },
  );

  r.post(
    '/wps/member/password/email',
    {
      schema: {
        tags,
        summary: "Send a reset code to the account's e-mail address",
        body: emailCodeRequestSchema,
        response: answers(smsAnswerSchema),
      },
    },
    async (req) =>
      okEnvelope(await sendResetEmailCode(app.db, app.messages, accountContext(req), req.body), req.language),
  );

  r.put(
    '/wps/member/password/email',
    {
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed code',
        body: emailPasswordResetSchema,
        response: answers(doneSchema),
      },
    },
    async (req) => {
      await resetPasswordByEmail(app.db, req.merchant, req.language, req.body);
      return okEnvelope(null, req.language);
    },
  );

  r.get(
    '/wps/member/hasWithdrawalPassword',
    {
      schema: {
        tags,
        summary: 'Is a payment password set, and is it locked?',
        response: answers(paymentPasswordStateSchema),
      },
    },
    async (req) => okEnvelope(await paymentPasswordState(app.db, requireRealMember(req)), req.language),
  );

  r.put(
    '/wps/member/paymentPassword',
    {
      schema: {
        tags,
        summary: 'Set or change the payment password (login password required)',
        body: paymentPasswordChangeSchema,
        response: answers(doneSchema),
      },
    },
    async (req) => {
      await setPaymentPassword(app.db, req.merchant, req.language, requireRealMember(req), req.body);
      return okEnvelope(null, req.language);
    },
  );

  r.post(
    '/wps/member/paymentPassword/code',
    {
      schema: {
        tags,
        summary: "Send a payment-password reset code to the member's own number or e-mail address",
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
          'payment',
        ),
        req.language,
      ),
  );

  r.post(
    '/wps/member/paymentPassword/reset',
    {
      schema: {
        tags,
        summary: "Reset (and unlock) the payment password with a code sent to the member's number or e-mail",
        body: paymentPasswordResetSchema,
        response: answers(doneSchema),
      },
    },
    async (req) => {
      await resetPaymentPassword(app.db, req.merchant, req.language, requireRealMember(req), req.body);
      return okEnvelope(null, req.language);
    },
  );
}
