// npm run bench:lottery: one lottery period of 100,000 bets (issue 14) settled on a PostgreSQL
// server, the time and bets/s printed beside a reference measured in the same run: the same mix
// of bets settled one by one, as the engine first did (a wallet call and a mark per sub-order).
// Prints figures only. BENCH_BETS sets the period's size (default 100,000), BENCH_REFERENCE_BETS
// the reference's (default 2,000), BENCH_MEMBERS how many members place them (default 500).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { auditLedger } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { saveGameSettings } from '../apps/server/src/modules/lottery/limits.queries.ts';
import {
  drawDuePeriods,
  drawOf,
  newPeriodSeed,
  settlePeriod,
} from '../apps/server/src/modules/lottery/lottery-draws.ts';
import { placeTicket, type TicketBet } from '../apps/server/src/modules/lottery/lottery-orders.service.ts';
import { markSuborderSettled, subordersToSettle } from '../apps/server/src/modules/lottery/orders.queries.ts';
import {
  claimSettling,
  findPeriod,
  finishPeriod,
  insertPeriod,
  type PeriodKey,
} from '../apps/server/src/modules/lottery/periods.queries.ts';
import { databaseNowMs } from '../apps/server/src/modules/studio/shared-rounds/rounds.queries.ts';
import { type GameSession, settleWin } from '../apps/server/src/modules/wallet/seamless-wallet.service.ts';
import { formatMinor } from '../packages/contract/src/index.ts';
import { betTypeOf } from '../packages/games/src/lottery/lottery-bets.ts';
import { lotteryGame, rulesOf } from '../packages/games/src/lottery/lottery-games.ts';
import { winFor } from '../packages/games/src/payout.ts';
import { fundedGameSessions } from './bench-players.ts';
import { adminQuery, benchDatabaseUrl } from './bench-postgres.ts';

const BETS = Number(process.env.BENCH_BETS ?? 100_000);
const REFERENCE_BETS = Number(process.env.BENCH_REFERENCE_BETS ?? 2_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 500);
const PER_TICKET = 30;
/** Members placing tickets at the same moment while the period fills. */
const PLACING_AT_ONCE = 200;
const GAME = 'ficha_lotto_k3_1m';

type Database = Awaited<ReturnType<typeof openDatabase>>;

async function main(): Promise<void> {
  const name = `ficha_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: benchDatabaseUrl(name) });
  try {
    const db = database.db;
    await migrate(db);
    await seedDemo(db);
    const merchantId = (
      await db.selectFrom('merchants').select('id').where('code', '=', 'FICHA').executeTakeFirstOrThrow()
    ).id;
    // The bench measures settlement, not the liability caps: no pick or member limit gets in the way.
    await saveGameSettings(db, merchantId, GAME, {
      suspended: false,
      minBet: null,
      maxBet: null,
      maxPickLiability: 10n ** 15n,
      maxPeriodStake: 10n ** 15n,
      odds: {},
    });
    console.log(`\nLottery settlement on PostgreSQL: ${GAME}, ${MEMBERS} members, tickets of ${PER_TICKET}`);
    const sessions = await fundedGameSessions(database.db, merchantId, {
      count: MEMBERS,
      prefix: 'lotto',
      vendorCode: 'FICHA_LOTTO',
      gameCode: GAME,
    });

    const reference = await fillPeriod(database, merchantId, sessions, REFERENCE_BETS, 'REF');
    const big = await fillPeriod(database, merchantId, sessions, BETS, 'BIG');
    await closeAndDraw(database, [reference.key, big.key]);

    const refTime = await timed(() => settleOneByOne(database, reference.key));
    const bulkTime = await timed(async () => {
      const outcome = await settlePeriod(db, big.key);
      if (outcome !== 'settled') throw new Error(`settlement answered ${outcome}`);
    });

    const check = await moneyCheck(database, big.key);
    const audit = await auditLedger(db);
    const rate = (n: number, ms: number) => Math.round((n / ms) * 1000).toLocaleString('en');
    console.log(`\n  period of ${BETS.toLocaleString('en')} bets (dice ${check.dice.join('-')}):`);
    console.log(
      `    settled in bulk: ${(bulkTime / 1000).toFixed(2)} s, ${rate(BETS, bulkTime)} bets/s ` +
        `(${check.winners.toLocaleString('en')} wins paid, R$ ${formatMinor(check.paid)})`,
    );
    console.log(
      `    reference, one by one (${REFERENCE_BETS.toLocaleString('en')} bets of the same mix, this run): ` +
        `${(refTime / 1000).toFixed(2)} s, ${rate(REFERENCE_BETS, refTime)} bets/s` +
        ` -> ${(BETS / (REFERENCE_BETS / refTime) / 1000).toFixed(1)} s for ${BETS.toLocaleString('en')}`,
    );
    console.log(
      `    money: wins of the sub-orders ${check.paid === check.credited ? '=' : '!='} wins the wallet credited` +
        ` (R$ ${formatMinor(check.credited)}); every losing wallet bet closed: ${check.openBets === 0}; ` +
        `ledger audit: ${audit.currencies.length === 0 && audit.accounts.length === 0 ? 'balanced' : JSON.stringify(audit)}`,
    );
    console.log(`    (filling the period took ${(big.fillMs / 1000).toFixed(1)} s, not counted)`);
  } finally {
    await database.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** A bet of the mix: even-money bets, totals, pairs and triples, R$ 1.00 to 5.00. */
function randomBet(): TicketBet {
  const amount = `${1 + Math.floor(Math.random() * 5)}.00`;
  const r = Math.random();
  if (r < 0.4) return { betType: ['big', 'small', 'odd', 'even'][Math.floor(r * 10)]!, pick: '', amount };
  if (r < 0.8) return { betType: 'sum', pick: String(4 + Math.floor(Math.random() * 14)), amount };
  if (r < 0.95) return { betType: 'pair', pick: String(1 + Math.floor(Math.random() * 6)), amount };
  if (r < 0.98) return { betType: 'triple', pick: String(1 + Math.floor(Math.random() * 6)), amount };
  return { betType: 'any_triple', pick: '', amount };
}

/** A period open for a minute, filled with `bets` bets through placeTicket, as members place them. */
async function fillPeriod(
  database: Database,
  merchantId: number,
  sessions: GameSession[],
  bets: number,
  tag: string,
): Promise<{ key: PeriodKey; fillMs: number }> {
  const db = database.db;
  const now = await databaseNowMs(db);
  const key = { merchantId, gameCode: GAME, numero: `${tag}${Date.now()}` };
  await insertPeriod(
    db,
    key,
    { numero: key.numero, opensAt: now - 1_000, closesAt: now + 3_600_000, drawsAt: now + 3_600_000 },
    newPeriodSeed(),
  );
  const tickets = Math.ceil(bets / PER_TICKET);
  let next = 0;
  let placed = 0;
  const started = performance.now();
  // PLACING_AT_ONCE members place at a time, each ticket by the next member in turn.
  const placer = async () => {
    while (next < tickets) {
      const ticket = next++;
      const n = Math.min(PER_TICKET, bets - ticket * PER_TICKET);
      const session = sessions[ticket % sessions.length]!;
      await placeTicket(db, session, { numero: key.numero, bets: Array.from({ length: n }, randomBet) });
      placed += n;
    }
  };
  const progress = setInterval(() => process.stdout.write(`\r  filling ${tag}: ${placed} bets`), 2_000);
  try {
    await Promise.all(Array.from({ length: PLACING_AT_ONCE }, placer));
  } finally {
    clearInterval(progress);
  }
  process.stdout.write(
    `\r  filled ${tag}: ${placed} bets in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  return { key, fillMs: performance.now() - started };
}

async function closeAndDraw(database: Database, keys: PeriodKey[]): Promise<void> {
  for (const key of keys) {
    await sql`
      UPDATE lottery_periods SET closes_at = clock_timestamp() - interval '1 ms', draws_at = clock_timestamp() - interval '1 ms'
      WHERE merchant_id = ${key.merchantId} AND game_code = ${key.gameCode} AND numero = ${key.numero}`.execute(
      database.db,
    );
  }
  await drawDuePeriods(database.db);
}

/** The engine's first settlement: per sub-order, the wallet's settleWin (a win or 0), then its mark. */
async function settleOneByOne(database: Database, key: PeriodKey): Promise<void> {
  const db = database.db;
  const period = (await claimSettling(db, key))!;
  const rules = rulesOf(lotteryGame(key.gameCode)!);
  for (const s of await subordersToSettle(db, key, 0)) {
    const hits = betTypeOf(rules, s.bet_type)!.hits(period.result, s.pick);
    const win = winFor(BigInt(s.amount) * BigInt(hits), s.payout_e4);
    const session = {
      id: s.session_id,
      merchantId: s.merchant_id,
      memberId: Number(s.member_id),
      vendorCode: 'FICHA_LOTTO',
      gameCode: s.game_code,
      currency: s.currency,
    };
    await settleWin(db, session, { txId: `${s.id}:win`, betTxId: s.id, amount: win });
    await markSuborderSettled(db, s.id, hits, win);
  }
  if (!(await finishPeriod(db, key))) throw new Error('reference period not finished');
}

/** What the period paid by its sub-orders against what the wallet credited for them. */
async function moneyCheck(database: Database, key: PeriodKey) {
  const db = database.db;
  const row = (await findPeriod(db, key))!;
  if (row.status !== 'SETTLED') throw new Error(`period ${row.status}`);
  const { rows } = await sql<{ paid: string; winners: string; credited: string; open_bets: string }>`
    SELECT
      (SELECT coalesce(sum(s.win), 0)::text FROM lottery_suborders s JOIN lottery_orders o ON o.id = s.order_id
        WHERE o.numero = ${key.numero}) AS paid,
      (SELECT count(*)::text FROM lottery_suborders s JOIN lottery_orders o ON o.id = s.order_id
        WHERE o.numero = ${key.numero} AND s.win > 0) AS winners,
      (SELECT coalesce(sum(b.won), 0)::text FROM wallet_bets b JOIN lottery_suborders s ON s.id = b.tx_id
        JOIN lottery_orders o ON o.id = s.order_id WHERE b.vendor_code = 'FICHA_LOTTO' AND o.numero = ${key.numero}) AS credited,
      (SELECT count(*)::text FROM wallet_bets b JOIN lottery_suborders s ON s.id = b.tx_id
        JOIN lottery_orders o ON o.id = s.order_id
        WHERE b.vendor_code = 'FICHA_LOTTO' AND o.numero = ${key.numero} AND b.settled_at IS NULL AND b.won = 0) AS open_bets`.execute(
    db,
  );
  const r = rows[0]!;
  return {
    dice: drawOf(row) as number[],
    paid: BigInt(r.paid),
    winners: Number(r.winners),
    credited: BigInt(r.credited),
    openBets: Number(r.open_bets),
  };
}

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
