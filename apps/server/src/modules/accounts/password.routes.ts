import {
  changePasswordSchema,
  doneSchema,
  emailCodeRequestSchema,
  emailPasswordResetSchema,
  encryptedBodySchema,
  paymentPasswordChangeSchema,
  paymentPasswordResetSchema,
  paymentPasswordStateSchema,
  smsAnswerSchema,
  smsPasswordResetSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requireRealMember } from '../../plugins/auth.ts';
import { openPayload } from '../sessions/payload-encryption.ts';
import { accountContext, proofCodeRoute } from './account-request.ts';
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

/** The login password (change, or reset when forgotten) and the payment password. */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'account');
  route.put(
    '/wps/member/password',
    {
      summary: 'Change password (V2): oldPassword, newPassword, confirmNewPassword',
      body: changePasswordSchema,
      answer: doneSchema,
    },
    async (req) => changePassword(app.db, req.merchant, req.language, requireRealMember(req), req.body),
  );

  route.post(
    '/wps/member/password/verification',
    {
      summary: 'Set a new password with an SMS code (encrypted payload)',
      body: encryptedBodySchema,
      answer: doneSchema,
    },
    async (req) => {
      const payload = await openPayload(
        app.db,
        req.headers.encryption,
        req.body.data,
        smsPasswordResetSchema,
      );
      await resetPasswordBySms(app.db, req.merchant, req.language, payload);
    },
  );

  route.post(
    '/wps/member/password/email',
    {
      summary: "Send a reset code to the account's e-mail address",
      body: emailCodeRequestSchema,
      answer: smsAnswerSchema,
    },
    async (req) => sendResetEmailCode(app.db, app.messages, accountContext(req), req.body),
  );

  route.put(
    '/wps/member/password/email',
    {
      summary: 'Set a new password with the e-mailed code',
      body: emailPasswordResetSchema,
      answer: doneSchema,
    },
    async (req) => resetPasswordByEmail(app.db, req.merchant, req.language, req.body),
  );

  route.get(
    '/wps/member/hasWithdrawalPassword',
    { summary: 'Is a payment password set, and is it locked?', answer: paymentPasswordStateSchema },
    async (req) => paymentPasswordState(app.db, requireRealMember(req)),
  );

  route.put(
    '/wps/member/paymentPassword',
    {
      summary: 'Set or change the payment password (login password required)',
      body: paymentPasswordChangeSchema,
      answer: doneSchema,
    },
    async (req) => setPaymentPassword(app.db, req.merchant, req.language, requireRealMember(req), req.body),
  );

  proofCodeRoute(app, route, 'payment', {
    url: '/wps/member/paymentPassword/code',
    summary: "Send a payment-password reset code to the member's own number or e-mail address",
  });

  route.post(
    '/wps/member/paymentPassword/reset',
    {
      summary: "Reset (and unlock) the payment password with a code sent to the member's number or e-mail",
      body: paymentPasswordResetSchema,
      answer: doneSchema,
    },
    async (req) => resetPaymentPassword(app.db, req.merchant, req.language, requireRealMember(req), req.body),
  );
}
