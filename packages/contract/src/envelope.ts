import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

/** Every /wps answer (DESIGN section 2): success flag, stable code, message in the request's language, value. */
export const envelopeSchema = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    code: z.string(),
    message: z.string(),
    value,
  });

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  value: z.unknown(),
});

export interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}
