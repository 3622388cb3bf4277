import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/database.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import type { StaffRole } from '../src/modules/staff/staff.service.ts';
import { base32Decode, base32Encode, totpCode } from '../src/modules/staff/totp.ts';
import { sealTotpSecret } from '../src/modules/staff/totp-secret-box.ts';

export interface TestStaff {
  id: number;
  username: string;
  password: string;
  totpSecret: string;
}

/**
 * A staff member as an administrator would create one (there is no route for it yet): a role, a
 * merchant (null: platform), and TOTP already on when asked, with a secret the test knows.
 */
export async function addStaff(
  db: Database['db'],
  options: { role: StaffRole; merchantId: number | null; totp?: boolean },
): Promise<TestStaff> {
  const username = `staff_${randomBytes(5).toString('hex')}`;
  const password = `Pw-${randomBytes(6).toString('hex')}`;
  const secret = randomBytes(20);
  const row = await db
    .insertInto('staff')
    .values({
      username,
      password_hash: await hashPassword(password),
      role: options.role,
      merchant_id: options.merchantId,
      ...(options.totp ? { totp_secret: await sealTotpSecret(db, secret), totp_enabled_at: new Date() } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username, password, totpSecret: base32Encode(secret) };
}

/** The code of one TOTP step for a base32 secret. */
export const codeAt = (secret: string, step: number) => totpCode(base32Decode(secret), step);
