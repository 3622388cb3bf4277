import type { Database } from '../src/db/database.ts';

/**
 * A member whose identity a reviewer already approved (issue 19 part 4), for tests about what
 * comes after the verification (withdrawals): written as the review leaves it.
 */
export async function verifiedIdentity(db: Database['db'], memberId: number | string): Promise<void> {
  const member = await db
    .selectFrom('members')
    .select('merchant_id')
    .where('id', '=', String(memberId))
    .executeTakeFirstOrThrow();
  await db
    .insertInto('kyc_cases')
    .values({
      member_id: String(memberId),
      merchant_id: member.merchant_id,
      status: 'APPROVED',
      full_name: 'Maria Teste da Silva',
      birth_date: '1990-01-01',
      provider: 'manual',
      submitted_at: new Date(),
      decided_at: new Date(),
      decided_by: 'test',
    })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ status: 'APPROVED' }))
    .execute();
}

/** The smallest files each format check accepts: a PNG's signature, IHDR and IEND chunks... */
export function pngBytes(fill = 0): Buffer {
  const ihdr = Buffer.concat([
    Buffer.from([0, 0, 0, 13]),
    Buffer.from('IHDR'),
    Buffer.alloc(13, fill),
    Buffer.alloc(4),
  ]);
  const iend = Buffer.concat([Buffer.alloc(4), Buffer.from('IEND'), Buffer.from([0xae, 0x42, 0x60, 0x82])]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, iend]);
}
/** ...a JPEG's start, frame marker and end... */
export const jpgBytes = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]);
/** ...and a PDF's header and end-of-file marker. */
export const pdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
