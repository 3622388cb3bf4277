import { parseAmount } from '@ficha/contract';
import { z } from 'zod';

/** A stake as the clients send it: a decimal string with at most 2 places ("1.50"). */
export const stakeSchema = z
  .string()
  .max(20)
  .transform((text, ctx) => {
    const minor = parseAmount(text);
    if (minor === undefined || minor <= 0n) {
      ctx.addIssue({ code: 'custom', message: 'stake: a positive decimal with at most 2 places' });
      return z.NEVER;
    }
    return minor;
  });
