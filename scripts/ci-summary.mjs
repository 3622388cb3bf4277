// Prints one 'N passed, N failed' line per suite and a total, from the runners' JSON reports.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
for (const file of fs.readdirSync(dir).sort()) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const suite = file.replace(/\.json$/, '');
  // Vitest: numPassedTests/numFailedTests. Playwright: stats.expected/unexpected/flaky.
  const p = report.numPassedTests ?? (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
  const f = report.numFailedTests ?? report.stats?.unexpected ?? 0;
  console.log(`${suite}: ${p} passed, ${f} failed`);
  passed += p;
  failed += f;
}
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
