import { formatMinor } from '@ficha/contract';
import type { HistoryEntry, RoundView, Snapshot } from '@ficha/contract/studio/shared-rounds/protocol';
import {
  WHEEL_LABELS,
  WHEEL_SEGMENTS,
  type WheelOutcome,
  wheelOutcome,
  wheelPayoutE4,
} from '@ficha/games/money-wheel/wheel';
import { winFor } from '@ficha/games/payout';
import { chainLinks } from '@ficha/games/shared-rounds/hash-chain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { moneyWheelGame } from '../src/modules/studio/money-wheel/money-wheel-game.ts';
import { ChainStore } from '../src/modules/studio/shared-rounds/chain-store.ts';
import { inProcessBus } from '../src/modules/studio/shared-rounds/round-bus.ts';
import { insertRound, latestRound } from '../src/modules/studio/shared-rounds/rounds.queries.ts';
import { betTxId, placeSharedBet } from '../src/modules/studio/shared-rounds/shared-bets.ts';
import type { SharedRound } from '../src/modules/studio/shared-rounds/shared-game.ts';
import { findGameSession, walletBalance } from '../src/modules/wallet/seamless-wallet.service.ts';
import {
  bettingRound,
  expectBurstAccepted,
  LiveClient,
  msUntil,
  openBets,
  settled,
  sleep,
} from './shared-rounds-helpers.ts';
import { StudioPlayer, studioCall } from './studio-player.ts';
import { testConfig, useTestApp } from './test-app.ts';

const GAME = 'ficha_money_wheel';
const FAST_WHEEL = {
  STUDIO_LIVE_ROUNDS: 'true',
  STUDIO_WHEEL_BETTING_MS: '2500',
  STUDIO_WHEEL_SPIN_MS: '300',
  STUDIO_WHEEL_RESULT_MS: '150',
  STUDIO_CRASH_BETTING_MS: '60000',
};

const env = useTestApp({ config: FAST_WHEEL, listen: true });

const bet = (session: string, body: object) =>
  studioCall(env.app, session, 'POST', '/studio/api/v1/money-wheel/bet', body);
const state = async (session: string): Promise<Snapshot> =>
  (await studioCall(env.app, session, 'GET', '/studio/api/v1/money-wheel/state')).body.value;

describe('money wheel shared rounds (issue 6) with a real wallet', () => {
  it('pays each bet on a label as the drawn segment and boost say, in real money and free play', async () => {
    const real = await (await StudioPlayer.create(env.app, env.db, 100_00n)).launch(GAME);
    const free = await (await StudioPlayer.create(env.app, env.db, 0n)).launch(GAME, true);
    // Free play starts with play money (topped up when the game opens).
    const opened = await studioCall(env.app, free, 'GET', '/studio/api/v1/session');
    expect(opened.body.value).toMatchObject({ mode: 'FREE', currency: 'PLAY', balance: '1000.00' });

    const round = await bettingRound(env.db, GAME, 2_000);
    const placed = await Promise.all(
      WHEEL_LABELS.map((label) =>
        bet(real, { roundId: round.seq, betId: `on-${label}`, amount: '1.00', label }),
      ),
    );
    expect(placed.map((p) => p.body.success)).toEqual(WHEEL_LABELS.map(() => true));
    const played = await bet(free, { roundId: round.seq, betId: 'f', amount: '10.00', label: 1 });
    expect(played.body.value).toMatchObject({ currency: 'PLAY', balance: '990.00' });
    await settled(env.db, GAME, round.seq);

    // The outcome follows from the round's hash and the chain's salt, both published.
    const after = await state(real);
    const entry = after.history.find((h) => h.roundId === round.seq)!;
    const outcome = wheelOutcome(entry.hash, entry.chain.salt);
    expect(entry.result).toEqual(outcome);
    expect(WHEEL_SEGMENTS[outcome.segment]).toBe(outcome.label);
    const wins = WHEEL_LABELS.map((label) => winFor(100n, wheelPayoutE4(label, outcome)));
    expect(after.player.balance).toBe(formatMinor(94_00n + wins.reduce((a, b) => a + b, 0n)));
    // Exactly one label won: the one the wheel stopped on, paid label to 1 (times its boost).
    expect(wins.filter((w) => w > 0n)).toHaveLength(1);
    const freeWin = winFor(10_00n, wheelPayoutE4(1, outcome));
    expect((await state(free)).player.balance).toBe(formatMinor(990_00n + freeWin));
  });

  it('applies a repeated bet once and refuses bets out of the window, without funds or with a bad label', async () => {
    const session = await (await StudioPlayer.create(env.app, env.db, 3_00n)).launch(GAME);
    const round = await bettingRound(env.db, GAME, 2_000);
    const first = await bet(session, { roundId: round.seq, betId: 'same', amount: '2.00', label: 5 });
    const again = await bet(session, { roundId: round.seq, betId: 'same', amount: '2.00', label: 5 });
    expect(first.body.value.balance).toBe('1.00');
    expect(again.body.value).toEqual(first.body.value);
    expect(
      (await bet(session, { roundId: round.seq, betId: 'same', amount: '2.00', label: 10 })).body.code,
    ).toBe('IDEMPOTENCY_CONFLICT');
    expect(
      (await bet(session, { roundId: round.seq, betId: 'more', amount: '2.00', label: 2 })).body.code,
    ).toBe('INSUFFICIENT_FUNDS');
    expect((await bet(session, { roundId: round.seq, betId: 'l', amount: '1.00', label: 3 })).body.code).toBe(
      'BAD_REQUEST',
    );
    expect(
      (await bet(session, { roundId: round.seq, betId: 'a', amount: '1.00', label: 5, autoCashOut: 200 }))
        .body.code,
    ).toBe('BAD_REQUEST');
    await sleep((await msUntil(env.db, GAME, round.seq, 'starts_at')) + 20);
    const late = await bet(session, { roundId: round.seq, betId: 'late', amount: '0.50', label: 1 });
    expect(late.body.code).toBe('BETTING_CLOSED');
    expect(late.body.message).toBe('Bets are closed for this round. Bet on the next one.');
    await settled(env.db, GAME, round.seq);
    const keys = await env.db
      .selectFrom('ledger_transfers')
      .select('idempotency_key')
      .where('idempotency_key', 'like', `vendor:FICHA:bet:${GAME}:${round.seq}:%`)
      .execute();
    expect(keys.filter((k) => k.idempotency_key.endsWith(':same'))).toHaveLength(1);
  });

  it('accepts exactly twelve of a burst of concurrent bets of one player in a round, and charges only those (hardening 9)', async () => {
    const p = await StudioPlayer.create(env.app, env.db, 100_00n);
    const session = await p.launch(GAME);
    const round = await bettingRound(env.db, GAME, 2_300);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        bet(session, {
          roundId: round.seq,
          betId: `burst${i}`,
          amount: '1.00',
          label: WHEEL_LABELS[i % WHEEL_LABELS.length],
        }),
      ),
    );
    await expectBurstAccepted(env.db, { gameCode: GAME, seq: round.seq, memberId: p.memberId }, answers, 12);
  });

  it('shows the spin and its result to every socket when the wheel starts, and each result to its player', async () => {
    const session = await (await StudioPlayer.create(env.app, env.db)).launch(GAME);
    const client = new LiveClient(`${env.wsBase}/studio/ws/money-wheel?session=${session}&lang=PT`);
    try {
      await client.opened;
      const round = await bettingRound(env.db, GAME, 2_000);
      client.send({ type: 'bet', ref: 'x', roundId: round.seq, betId: 'ws', amount: '1.00', label: 40 });
      expect(await client.waitFor((m) => m.type === 'ack' || m.type === 'error')).toMatchObject({
        type: 'ack',
        value: { balance: '999.00' },
      });
      client.send({ type: 'bet', ref: 'y', roundId: round.seq, betId: 'ws2', amount: '1.00', label: 7 });
      const refused = await client.waitFor((m) => m.type === 'error' && m.ref === 'y');
      expect(refused).toMatchObject({ code: 'BAD_REQUEST', message: 'Os dados enviados são inválidos.' });
      const spin = await client.waitFor<{ type: 'round'; serverTime: number; round: RoundView }>(
        (m) => m.type === 'round' && m.round.roundId === round.seq && m.round.phase === 'running',
      );
      expect(spin.round.hash).toBe(round.hash);
      expect(spin.round.result).toEqual(wheelOutcome(round.hash, spin.round.chain.salt));
      expect(spin.round.endsAt! - spin.round.startsAt).toBe(300);
      const result = await client.waitFor((m) => m.type === 'result' && m.roundId === round.seq);
      const won = winFor(100n, wheelPayoutE4(40, spin.round.result as never));
      expect(result).toMatchObject({
        betId: 'ws',
        win: formatMinor(won),
        balance: formatMinor(999_00n + won),
      });
      expect(client.messages[0]).toMatchObject({
        type: 'snapshot',
        game: GAME,
        limits: { maxBetsPerRound: 12 },
      });
    } finally {
      client.close();
    }
  });

  it('publishes a history a player can verify alone: hashes chain back, results follow from them', async () => {
    const session = await (await StudioPlayer.create(env.app, env.db)).launch(GAME);
    const { history } = await state(session);
    expect(history.length).toBeGreaterThanOrEqual(3);
    const older = await studioCall(
      env.app,
      session,
      'GET',
      `/studio/api/v1/money-wheel/history?before=${history[0]!.roundId}&limit=2`,
    );
    expect(older.body.value).toEqual(history.slice(1, 3));
    history.forEach((entry: HistoryEntry, i) => {
      expect(chainLinks(entry.hash, entry.previousHash)).toBe(true);
      expect(entry.result).toEqual(wheelOutcome(entry.hash, entry.chain.salt));
      const older = history[i + 1];
      if (older && older.chain.id === entry.chain.id) expect(entry.previousHash).toBe(older.hash);
      if (entry.chainRound === 1) expect(entry.previousHash).toBe(entry.chain.terminalHash);
    });
  });

  it('settles after a restart the round a dead process left open, and voids the one that never ran', async () => {
    const db = env.db;
    const sessions = await Promise.all(
      [0, 1].map(async () =>
        findGameSession(db, 'FICHA', await (await StudioPlayer.create(env.app, db)).launch(GAME)),
      ),
    );
    await env.app.close(); // the only process stops: no engine runs the rounds below
    const deps = { db, bus: inProcessBus() };
    const chains = new ChainStore(db);
    const config = testConfig(FAST_WHEEL).studioRounds;
    const open = async (previous: SharedRound) => {
      const { chain, chainRound } = await chains.nextRound(GAME, previous);
      const hash = chain.hashOfRound(chainRound);
      const { result } = moneyWheelGame.draw(hash, chain.salt, config);
      return (await insertRound(db, {
        gameCode: GAME,
        seq: previous.seq + 1,
        chainId: chain.id,
        chainRound,
        hash,
        result,
        speed: 1,
        runMs: 300,
        bettingMs: 60_000,
        resultMs: 100,
      }))!;
    };
    const ran = await open((await latestRound(db, GAME))!);
    const neverRan = await open(ran);
    const stake = (roundId: number, betId: string, label: number, player = 0) =>
      placeSharedBet(deps, moneyWheelGame, sessions[player]!, {
        roundId,
        betId,
        amount: 1_00n,
        choice: { autoCashOutE2: null, label },
      });
    for (const label of WHEEL_LABELS) await stake(ran.seq, `l${label}`, label);
    await stake(neverRan.seq, 'void', 1);
    // Cut off after the wallet took the stake but before the bet was marked placed...
    await stake(ran.seq, 'cut', 2, 1);
    await db
      .updateTable('studio_shared_bets')
      .set({ status: 'PENDING' })
      .where('bet_id', '=', 'cut')
      .execute();
    // ...and before the wallet heard of it at all.
    await sql`
      INSERT INTO studio_shared_bets (tx_id, game_code, round_seq, bet_id, merchant_id, member_id, session_id,
        currency, player_name, amount, label)
      SELECT ${betTxId(GAME, ran.seq, sessions[1]!.memberId, 'lost')}, game_code, round_seq, 'lost', merchant_id,
        member_id, session_id, currency, player_name, amount, 5
      FROM studio_shared_bets WHERE bet_id = 'cut'`.execute(db);
    // The first round ran and ended ten seconds ago; the second should have started then.
    await sql`UPDATE studio_shared_rounds SET status = 'RUNNING', starts_at = now() - interval '10 s',
      ends_at = now() - interval '9.7 s', next_at = now() - interval '9.6 s'
      WHERE game_code = ${GAME} AND seq = ${ran.seq}`.execute(db);
    await sql`UPDATE studio_shared_rounds SET starts_at = now() - interval '9.6 s',
      ends_at = now() - interval '9.3 s', next_at = now() - interval '9.2 s'
      WHERE game_code = ${GAME} AND seq = ${neverRan.seq}`.execute(db);
    await sql`UPDATE studio_shared_bets SET created_at = now() - interval '11 s'
      WHERE game_code = ${GAME} AND round_seq IN (${ran.seq}, ${neverRan.seq})`.execute(db);

    await env.reopen(); // the start-up sweep settles before the app is ready
    const rounds = await db
      .selectFrom('studio_shared_rounds')
      .select(['seq', 'status'])
      .where('game_code', '=', GAME)
      .where('seq', 'in', [String(ran.seq), String(neverRan.seq)])
      .orderBy('seq')
      .execute();
    expect(rounds.map((r) => r.status)).toEqual(['SETTLED', 'VOID']);
    const bets = await db
      .selectFrom('studio_shared_bets')
      .select(['bet_id', 'status', 'win'])
      .where('game_code', '=', GAME)
      .where('round_seq', 'in', [String(ran.seq), String(neverRan.seq)])
      .execute();
    const outcome = ran.result as unknown as WheelOutcome;
    for (const label of WHEEL_LABELS) {
      expect(bets.find((b) => b.bet_id === `l${label}`)).toMatchObject({
        status: 'SETTLED',
        win: String(winFor(100n, wheelPayoutE4(label, outcome))),
      });
    }
    for (const betId of ['void', 'cut', 'lost']) {
      expect(bets.find((b) => b.bet_id === betId)?.status).toBe('ROLLED_BACK');
    }
    const wins = WHEEL_LABELS.reduce((sum, label) => sum + winFor(100n, wheelPayoutE4(label, outcome)), 0n);
    const balances = await Promise.all(sessions.map((session) => walletBalance(db, session)));
    expect(balances.map((b) => b.balance)).toEqual([1000_00n - 6_00n + wins, 1000_00n]);
  });

  it('leaves no bet open and a balanced ledger', async () => {
    const { seq } = await bettingRound(env.db, GAME, 0);
    await settled(env.db, GAME, seq - 1);
    expect(await openBets(env.db)).toBe(0);
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });
});
