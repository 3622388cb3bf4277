import {
  captchaSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  smsAnswerSchema,
  smsRequestSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { okEnvelope } from '../../lib/envelope.ts';
import { findMemberByMobile } from '../accounts/accounts.repository.ts';
import { createCaptcha } from './captcha.service.ts';
import { phoneKey, sendCode, stripLeadingZero } from './verification-codes.service.ts';

const tags = ['verification'];
const ok = <T extends z.ZodType>(value: T) => ({ 200: envelopeSchema(value), 400: errorEnvelopeSchema });

const noLoginBody = smsRequestSchema.extend({
  /** login: SMS login; reset: forgotten password; payment: payment-password reset (signed in). */
  purpose: z.enum(['login', 'reset', 'payment']).default('login'),
});

/** Spec section 3: mobileNo or mobileNum; one leading zero is dropped. */
function mobileOf(body: z.infer<typeof smsRequestSchema>): { dialing: string; mobile: string } {
  const raw = body.mobileNum ?? body.mobileNo;
  if (!raw || !/^0?\d{4,20}$/.test(raw)) throw new AppError('FIELD_INVALID', { field: 'mobileNum' });
  return { dialing: body.countryDialingCode.replace(/^\+?/, '+'), mobile: stripLeadingZero(raw) };
}

/** GET /wps/captcha and the SMS code calls of spec section 7. */
export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/wps/captcha',
    {
      schema: {
        tags,
        summary: 'A numeric image captcha (single use, bound to this client, 2 minutes)',
        response: ok(captchaSchema),
      },
    },
    async (req) => okEnvelope(await createCaptcha(app.db, req.merchant.id, req.ip), req.language),
  );

  r.post(
    '/wps/verification/sms/register',
    {
      schema: {
        tags,
        summary: 'Send an SMS code for registration',
        body: smsRequestSchema,
        response: ok(smsAnswerSchema),
      },
    },
    async (req) => {
      const { dialing, mobile } = mobileOf(req.body);
      const taken = await findMemberByMobile(app.db, req.merchant.id, dialing, mobile);
      if (taken) throw new AppError('MOBILE_TAKEN', { field: 'mobileNum' });
      const answer = await sendCode(app.db, app.messages, {
        merchantId: req.merchant.id,
        siteName: req.merchant.name,
        language: req.language,
        channel: 'SMS',
        recipient: phoneKey(dialing, mobile),
        purpose: 'register',
        clientIp: req.ip,
        deliver: true,
      });
      return okEnvelope(answer, req.language);
    },
  );

  r.post(
    '/wps/verification/sms/noLogin',
    {
      schema: {
        tags,
        summary: 'Send an SMS code for login, password reset or payment-password reset',
        body: noLoginBody,
        response: ok(smsAnswerSchema),
      },
    },
    async (req) => {
      const { dialing, mobile } = mobileOf(req.body);
      if (req.body.purpose === 'login' && !req.merchant.flags.includes('MOBILENUMREG3'))
        throw new AppError('METHOD_DISABLED');
      const member = await findMemberByMobile(app.db, req.merchant.id, dialing, mobile);
      if (req.body.purpose === 'payment' && (!req.member || !member || Number(member.id) !== req.member.id)) {
        throw new AppError('UNAUTHORIZED');
      }
      // Same answer whether or not an account has this number: the call does not reveal members.
      const answer = await sendCode(app.db, app.messages, {
        merchantId: req.merchant.id,
        siteName: req.merchant.name,
        language: req.language,
        channel: 'SMS',
        recipient: phoneKey(dialing, mobile),
        purpose: req.body.purpose,
        clientIp: req.ip,
        deliver: Boolean(member && member.status === 'active'),
      });
      return okEnvelope(answer, req.language);
    },
  );
}
