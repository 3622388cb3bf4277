import { KYC_MAX_BYTES, kycDocumentParamsSchema, kycStateSchema, kycSubmitBodySchema } from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { acceptRawBodies } from '../../lib/raw-body.ts';
import { requireRealMember } from '../../plugins/auth.ts';
import * as kyc from './kyc.service.ts';
import { kycFileTooLarge } from './kyc-files.ts';

/**
 * The member's identity verification (issue 19 part 4). Real accounts only: a trial account gets
 * FREE_REJECT. Files go up one by one as the raw body (the bytes decide the type, never a name).
 */
export async function kycRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'identity verification');
  const deps = () => app.kyc;

  route.get(
    '/wps/kyc',
    {
      summary:
        "The member's identity verification: status, what it holds back, the files sent, the reviewer's reason",
      answer: kycStateSchema,
    },
    async (req) => kyc.memberKycState(app.db, requireRealMember(req).id),
  );

  route.post(
    '/wps/kyc/submit',
    {
      summary:
        'Send the verification for review: full name, date of birth (18+), the CPF if the account has none',
      description: "The document's front and back and a selfie must be uploaded first.",
      body: kycSubmitBodySchema,
      answer: kycStateSchema,
    },
    async (req) => kyc.submitVerification(app.db, deps(), req.merchant, requireRealMember(req), req.body),
  );

  await app.register(async (uploads) => {
    acceptRawBodies(uploads, KYC_MAX_BYTES, kycFileTooLarge);
    envelopeRoutes(uploads, 'identity verification').put(
      '/wps/kyc/documents/:kind',
      {
        summary:
          'Upload one file (raw body): PNG, JPG or PDF for the document, PNG or JPG for the selfie, at most 5 MB',
        description: 'A file that is not one of those types (by its bytes) or is larger changes nothing.',
        params: kycDocumentParamsSchema,
        answer: kycStateSchema,
      },
      async (req) => kyc.uploadDocument(app.db, deps(), requireRealMember(req), req.params.kind, req.body),
    );
  });
}
