// Writes a .br and a .gz beside every text file of the built sites, so the server sends them
// compressed without spending CPU per request (@fastify/static's preCompressed option picks them).
// Usage: node scripts/precompress.mjs <dist folder>...
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
// Below this a compressed answer saves less than its headers cost.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

for (const dist of process.argv.slice(2)) {
  let count = 0;
  let before = 0;
  let after = 0;
  for (const file of files(dist)) {
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: 9 });
    // A variant no smaller than the file is left out; the server then sends the file as it is.
    if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
    count++;
    before += raw.length;
    after += br.length;
  }
  console.log(`precompressed ${count} files in ${dist}: ${before} -> ${after} bytes (brotli)`);
}
