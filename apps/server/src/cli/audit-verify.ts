// npm run audit:verify: walks the audit log's hash chain from its first row (issue 15 part 2) and
// reports the first broken row: a changed field, a removed or reordered row, a cut-off end.
// Exit status 0 when the chain holds, 1 when it is broken. Reads only; changes nothing.
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { verifyAuditChain } from '../modules/audit/audit.service.ts';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
);
try {
  const report = await verifyAuditChain(database.db);
  if (report.broken) {
    const { id, seq, problem } = report.broken;
    console.error(`audit chain BROKEN at row id ${id} (seq ${seq}): ${problem}`);
    console.error(`${report.rows} rows before it are intact`);
    process.exitCode = 1;
  } else {
    console.log(`audit chain intact: ${report.rows} rows, head seq ${report.headSeq ?? 0}`);
  }
} finally {
  await database.close();
}
