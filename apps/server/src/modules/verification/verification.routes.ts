import { captchaSchema, noLoginSmsRequestSchema, smsAnswerSchema, smsRequestSchema } from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../lib/envelope.ts';
import { answers } from '../../lib/route-schema.ts';
import { createCaptcha } from './captcha.service.ts';
import { type SmsContext, sendNoLoginSms, sendRegisterSms } from './sms-codes.service.ts';

const tags = ['verification'];

const smsContext = (req: FastifyRequest): SmsContext => ({
  merchant: req.merchant,
  language: req.language,
  clientIp: req.ip,
  member: req.member,
});

/** GET /wps/captcha and the SMS code calls of spec section 7. */
export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/wps/captcha',
    {
      schema: {
        tags,
        summary: 'A numeric image captcha (single use, bound to this client, 2 minutes)',
        response: answers(captchaSchema),
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
        response: answers(smsAnswerSchema),
      },
    },
    async (req) =>
      okEnvelope(await sendRegisterSms(app.db, app.messages, smsContext(req), req.body), req.language),
  );

  r.post(
    '/wps/verification/sms/noLogin',
    {
      schema: {
        tags,
        summary: 'Send an SMS code for login, password reset or payment-password reset',
        body: noLoginSmsRequestSchema,
        response: answers(smsAnswerSchema),
      },
    },
    async (req) =>
      okEnvelope(await sendNoLoginSms(app.db, app.messages, smsContext(req), req.body), req.language),
  );
}
