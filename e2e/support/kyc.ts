import { e2eQuery } from './database.ts';

/**
 * Marks a FICHA player's identity as already approved (issue 19 part 4), for journeys about what
 * comes after the verification (a withdrawal); e2e/kyc.spec.ts goes through the verification itself.
 */
export async function verifiedIdentity(username: string): Promise<void> {
  await e2eQuery(
    `INSERT INTO kyc_cases (member_id, merchant_id, status, full_name, birth_date, provider, submitted_at, decided_at, decided_by)
     SELECT m.id, m.merchant_id, 'APPROVED', 'Jogadora Teste', '1990-01-01', 'manual', now(), now(), 'e2e'
     FROM members m JOIN merchants x ON x.id = m.merchant_id
     WHERE x.code = 'FICHA' AND m.username = $1
     ON CONFLICT (member_id) DO UPDATE SET status = 'APPROVED'`,
    [username],
  );
}
