import { envelopeSchema, errorEnvelopeSchema } from '@ficha/contract';
import type { z } from 'zod';

/**
 * A route's `response` schema: the envelope around `value` on success, the error envelope for every
 * status the error handler sends. One map for every route, so the OpenAPI document lists them all.
 */
export const answers = <T extends z.ZodType>(value: T) => ({
  200: envelopeSchema(value),
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  423: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
});
