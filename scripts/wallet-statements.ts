// What a lone posting of the seamless wallet costs PostgreSQL, independent of the machine's load:
// the statements and round trips of one bet and one win, and EXPLAIN (ANALYZE, BUFFERS) of each,
// on a throw-away database seeded as the wallet bench seeds it (500 funded players with history).
// node --import tsx scripts/wallet-statements.ts
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import { sql } from 'kysely';
import pg from 'pg';
// @ts-expect-error: node-postgres' own helper, untyped
import { prepareValue } from 'pg/lib/utils.js';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { placeBet, settleWin } from '../apps/server/src/modules/wallet/seamless-wallet.service.ts';
import { fundedGameSessions } from './bench-players.ts';
import { adminQuery, benchDatabaseUrl } from './bench-postgres.ts';

const PLAYERS = Number(process.env.PLAYERS ?? 500);
const HISTORY = Number(process.env.HISTORY ?? 10);
const REPEAT = Number(process.env.REPEAT ?? 600);

interface Logged {
  text: string;
  ms: number;
}
let log: Logged[] | undefined;
let explain = false;
const plans: string[] = [];

type Query = (this: pg.Client, ...args: unknown[]) => Promise<unknown>;
const query = pg.Client.prototype.query as unknown as Query;
(pg.Client.prototype as unknown as { query: Query }).query = async function (this: pg.Client, ...args) {
  const [first, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  const text = typeof first === 'string' ? first : first.text;
  const params = typeof first === 'string' ? values : (first.values ?? values);
  if (explain && /^\s*(select|with|insert|update)/i.test(text) && !/^\s*explain/i.test(text)) {
    // The plan the statement runs with: the generic one kept for a prepared statement (what the
    // wallet uses), else one planned for these values.
    const generic = text.includes('/* prepared */');
    await query.call(this, 'SAVEPOINT explained');
    let res: { rows: Array<{ 'QUERY PLAN': string }> };
    if (generic) {
      await query.call(this, 'SET LOCAL plan_cache_mode = force_generic_plan');
      await query.call(this, `PREPARE explained AS ${text}`);
      const literal = (v: unknown) => {
        const value = prepareValue(v);
        return value === null ? 'NULL' : this.escapeLiteral(String(value));
      };
      res = (await query.call(
        this,
        `EXPLAIN (ANALYZE, BUFFERS) EXECUTE explained(${(params ?? []).map(literal).join(', ')})`,
      )) as typeof res;
      await query.call(this, 'DEALLOCATE explained');
    } else {
      res = (await query.call(this, `EXPLAIN (ANALYZE, BUFFERS) ${text}`, params)) as typeof res;
    }
    await query.call(this, 'ROLLBACK TO SAVEPOINT explained');
    plans.push(
      `${generic ? '[generic plan] ' : ''}${text.replace(/\s+/g, ' ').slice(0, 140)}\n${res.rows.map((r) => r['QUERY PLAN']).join('\n')}`,
    );
  }
  const started = performance.now();
  const result = await query.apply(this, args);
  log?.push({ text: text.replace(/\s+/g, ' ').slice(0, 120), ms: performance.now() - started });
  return result;
};

/** CPU (µs) a process has used, from /proc (USER_HZ = 100). */
function cpuOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return 0;
  }
}

const name = `ficha_ws_${randomBytes(4).toString('hex')}`;
await adminQuery(`CREATE DATABASE ${name}`);
const database = await openDatabase({ kind: 'postgres', url: benchDatabaseUrl(name) });
try {
  const { db } = database;
  await migrate(db);
  await seedDemo(db);
  const merchantId = (
    await db.selectFrom('merchants').select('id').where('code', '=', 'FICHA').executeTakeFirstOrThrow()
  ).id;
  await db.insertInto('wallet_vendors').values({ code: 'BENCH', secret: 'x' }).execute();
  const sessions = await fundedGameSessions(db, merchantId, {
    count: PLAYERS,
    prefix: 'ws',
    vendorCode: 'BENCH',
    gameCode: 'bench',
  });
  // History: every player bets and wins a few times (concurrently: batches of many).
  for (let round = 0; round < HISTORY; round++)
    await Promise.all(
      sessions.map(async (s, i) => {
        const txId = `h${i}-${round}`;
        await placeBet(db, s, { txId, roundId: txId, amount: 100n });
        await settleWin(db, s, { txId: `w${txId}`, betTxId: txId, amount: 190n });
      }),
    );
  const client = new pg.Client({ connectionString: benchDatabaseUrl(name) });
  await client.connect();
  if (!process.env.NO_ANALYZE) await client.query('ANALYZE');
  await client.end();

  const session = sessions[Math.min(7, sessions.length - 1)]!;
  // Warm up the plans and caches, then one lone bet and one lone win, logged.
  for (let n = 0; n < 20; n++) {
    await placeBet(db, session, { txId: `warm${n}`, roundId: `warm${n}`, amount: 100n });
    await settleWin(db, session, { txId: `wwarm${n}`, betTxId: `warm${n}`, amount: 190n });
  }
  log = [];
  await placeBet(db, session, { txId: 'lone', roundId: 'lone', amount: 100n });
  const betLog = log;
  log = [];
  await settleWin(db, session, { txId: 'wlone', betTxId: 'lone', amount: 190n });
  const winLog = log;
  log = undefined;
  const show = (title: string, entries: Logged[]) => {
    console.log(`\n${title}: ${entries.length} round trips`);
    for (const e of entries) console.log(`  ${e.ms.toFixed(2).padStart(7)} ms  ${e.text}`);
  };
  show('Lone bet', betLog);
  show('Lone win', winLog);

  // Many lone postings one after another: wall time, and the CPU the database's backends spent
  // on them (read from /proc, so other work on the machine does not count).
  const totals = new Map<string, { n: number; ms: number }>();
  const backendCpu = async () => {
    const { rows } = await sql<{ pid: number }>`
      SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'`.execute(
      db,
    );
    return new Map(rows.map(({ pid }) => [pid, cpuOf(pid)]));
  };
  const profiler = process.env.PROFILE ? new inspector.Session() : undefined;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const cpuBefore = await backendCpu();
  const ownBefore = process.cpuUsage();
  log = [];
  const started = performance.now();
  for (let n = 0; n < REPEAT; n++) {
    const txId = `rep${n}`;
    await placeBet(db, session, { txId, roundId: txId, amount: 100n });
    if (n % 2 === 0) await settleWin(db, session, { txId: `w${txId}`, betTxId: txId, amount: 190n });
  }
  const elapsed = performance.now() - started;
  const entries = log;
  log = undefined;
  const own = process.cpuUsage(ownBefore);
  const cpuAfter = await backendCpu();
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    fs.writeFileSync(process.env.PROFILE!, JSON.stringify(profile));
  }
  const postings = REPEAT + Math.ceil(REPEAT / 2);
  for (const e of entries) {
    const kind = e.text.slice(0, 40);
    const t = totals.get(kind) ?? { n: 0, ms: 0 };
    totals.set(kind, { n: t.n + 1, ms: t.ms + e.ms });
  }
  console.log(
    `\n${postings} lone postings in a row: ${(elapsed / postings).toFixed(2)} ms each; CPU per posting: ` +
      `PostgreSQL backends ${Math.round([...cpuAfter].reduce((sum, [pid, us]) => sum + us - (cpuBefore.get(pid) ?? 0), 0) / postings)} µs, ` +
      `this process ${Math.round((own.user + own.system) / postings)} µs; ${(entries.length / postings).toFixed(2)} round trips`,
  );
  const { rows: statements } = await sql<{ name: string; generic_plans: number; custom_plans: number }>`
    SELECT left(regexp_replace(statement, '[[:space:]]+', ' ', 'g'), 40) AS name, generic_plans, custom_plans FROM pg_prepared_statements`.execute(
    db,
  );
  for (const st of statements)
    console.log(`  prepared ${st.name}: ${st.generic_plans} generic plans, ${st.custom_plans} custom`);
  if (process.env.PER_PID)
    for (const [pid, us] of cpuAfter) console.log(`  backend ${pid}: ${cpuBefore.get(pid)} -> ${us} µs`);
  for (const [kind, t] of totals)
    console.log(`  ${String(t.n).padStart(5)} x ${(t.ms / t.n).toFixed(3).padStart(7)} ms  ${kind}`);

  explain = true;
  await placeBet(db, session, { txId: 'explained', roundId: 'explained', amount: 100n });
  await settleWin(db, session, { txId: 'wexplained', betTxId: 'explained', amount: 190n });
  explain = false;
  for (const plan of plans) console.log(`\n${plan}`);
} finally {
  await database.close();
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
