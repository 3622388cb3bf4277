import { z } from 'zod';
import { parseAmount } from '../money.ts';

/** A stake as the clients send it: a decimal string with at most 2 places ("1.50"), read as minor units. */
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
