import { createHmac } from 'node:crypto';
import type { ServerMessage, Snapshot } from '@ficha/contract/studio/shared-rounds/protocol';
import { msToReachE2, multiplierAtE2 } from '@ficha/games/crash/crash-curve';
import { crashBits, crashPointE2 } from '@ficha/games/crash/crash-point';
import { chainLinks } from '@ficha/games/shared-rounds/hash-chain';
import { describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { ChainStore } from '../src/modules/studio/shared-rounds/chain-store.ts';
import {
  bettingRound,
  expectBurstAccepted,
  fastCrashRounds,
  LiveClient,
  msUntil,
  openBets,
  settled,
  sleep,
} from './shared-rounds-helpers.ts';
import { StudioPlayer, studioCall } from './studio-player.ts';
import { useTestApp } from './test-app.ts';

// Fast rounds: bets for 2 s, a curve 10 times faster than in play (2x after 1.2 s). The margins
// are wide so that a loaded machine (other test files at work) still makes every deadline.
const SPEED = 10;
const GAME = 'ficha_crash';
const env = useTestApp({ config: fastCrashRounds(2000, SPEED), listen: true });

const bet = (session: string, body: object) =>
  studioCall(env.app, session, 'POST', '/studio/api/v1/crash/bet', body);
const cashOut = (session: string, body: object) =>
  studioCall(env.app, session, 'POST', '/studio/api/v1/crash/cashout', body);
const crashOf = (round: { result: Record<string, unknown> }) => round.result.crashE2 as number;

async function player(cash = 100_00n): Promise<string> {
  const p = await StudioPlayer.create(env.app, env.db, cash);
  return p.launch(GAME);
}

async function walletTransfers(txId: string) {
  return env.db
    .selectFrom('ledger_transfers')
    .select(['idempotency_key', 'status'])
    .where('idempotency_key', 'like', `vendor:FICHA:%:${txId}`)
    .execute();
}

describe('the crash formula and chain as the server plays them', () => {
  it('takes 52 bits of HMAC-SHA256(key = salt, message = hash bytes), as node:crypto computes it', () => {
    const hash = 'c0ffee'.padEnd(64, '0');
    const hex = createHmac('sha256', 'a salt').update(Buffer.from(hash, 'hex')).digest('hex');
    expect(crashBits(hash, 'a salt')).toBe(BigInt(`0x${hex.slice(0, 13)}`));
  });

  it('stores a chain whose rounds each hash to the round before, the first to the terminal hash', async () => {
    const store = new ChainStore(env.db, 30);
    const { chain, chainRound } = await store.nextRound('test_chain_game', undefined);
    expect(chainRound).toBe(1);
    expect(chainLinks(chain.hashOfRound(1), chain.terminalHash)).toBe(true);
    for (let k = 2; k <= 30; k++)
      expect(chainLinks(chain.hashOfRound(k), chain.hashOfRound(k - 1))).toBe(true);
    // A used-up chain is replaced by a new one, committed afresh.
    const next = await store.nextRound('test_chain_game', { chainId: chain.id, chainRound: 30 });
    expect(next.chainRound).toBe(1);
    expect(next.chain.id).not.toBe(chain.id);
    expect(next.chain.terminalHash).not.toBe(chain.terminalHash);
  });
});

// The scenarios run side by side, each with its own players: they share the rounds, as players do.
// Some scenarios wait for a round whose (random) crash point suits them: on a loaded machine that
// can take several rounds, so they get more than the default 30 s.
describe.concurrent('crash shared rounds (issue 6) with a real wallet', { timeout: 120_000 }, () => {
  it('runs rounds from the hash chain and shows them over the websocket', async () => {
    const session = await player();
    const connectedAt = Date.now();
    const client = new LiveClient(`${env.wsBase}/studio/ws/crash?session=${session}&lang=EN`);
    const { messages } = client;
    try {
      const until = Date.now() + 20_000;
      while (messages.filter((m) => m.type === 'round' && m.round.phase === 'ended').length < 2) {
        if (Date.now() > until) throw new Error('no rounds ended');
        await sleep(50);
      }
      const snap = messages[0] as Snapshot;
      expect(snap.type).toBe('snapshot');
      expect(snap.player).toMatchObject({ currency: 'BRL', balance: '100.00' });
      expect(snap.player.name).toMatch(/^st\*\*\*.$/);
      expect(snap.limits).toEqual({ minBet: '1.00', maxBet: '1000.00', maxBetsPerRound: 2 });
      expect(snap.serverTime).toBeGreaterThanOrEqual(connectedAt - 1_000);
      expect(snap.serverTime).toBeLessThanOrEqual(Date.now() + 1_000);
      const ended = messages.flatMap((m) =>
        m.type === 'round' && m.round.phase === 'ended' ? [m.round] : [],
      );
      for (const round of ended) {
        expect(round.hash).not.toBeNull();
        expect(chainLinks(round.hash!, round.previousHash!)).toBe(true);
        expect((round.result as { crashE2: number }).crashE2).toBe(
          crashPointE2(round.hash!, round.chain.salt),
        );
        // The round ran exactly as long as the curve needs to reach its crash point.
        const crashE2 = (round.result as { crashE2: number }).crashE2;
        expect(round.endsAt! - round.startsAt).toBe(msToReachE2(crashE2, SPEED));
      }
      // Before it ends a round tells nothing of its result.
      const betting = messages.find((m) => m.type === 'round' && m.round.phase !== 'ended');
      expect(betting?.type === 'round' && betting.round.hash === null && betting.round.result === null).toBe(
        true,
      );
      expect(betting?.type === 'round' && betting.round.endsAt).toBeNull();
    } finally {
      client.close();
    }
  });

  it('refuses bets outside the window, out of limits, beyond two a round, and without funds', async () => {
    const session = await player(5_00n);
    const round = await bettingRound(env.db, GAME, 1_500);
    expect((await bet(session, { roundId: round.seq, betId: 'low', amount: '0.50' })).body.code).toBe(
      'BET_OUT_OF_LIMITS',
    );
    const poor = await bet(session, { roundId: round.seq, betId: 'big', amount: '10.00' });
    expect(poor.status).toBe(400);
    expect(poor.body.code).toBe('INSUFFICIENT_FUNDS');
    expect((await bet(session, { roundId: round.seq, betId: 'a', amount: '1.00' })).body.success).toBe(true);
    expect((await bet(session, { roundId: round.seq, betId: 'b', amount: '1.00' })).body.success).toBe(true);
    const third = await bet(session, { roundId: round.seq, betId: 'c', amount: '1.00' });
    expect(third.body.code).toBe('TOO_MANY_BETS');
    expect(third.body.message).toBe('At most 2 bets per round.');
    await sleep((await msUntil(env.db, GAME, round.seq, 'starts_at')) + 20);
    const late = await bet(session, { roundId: round.seq, betId: 'late', amount: '1.00' });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('BETTING_CLOSED');
    expect((await bet(session, { roundId: 99_999_999, betId: 'x', amount: '1.00' })).body.code).toBe(
      'BETTING_CLOSED',
    );
    expect((await bet(session, { roundId: round.seq, betId: 'bad id!', amount: '1.00' })).body.code).toBe(
      'BAD_REQUEST',
    );
    expect((await bet(session, { roundId: round.seq, betId: 'y', amount: '1.00', label: 5 })).body.code).toBe(
      'BAD_REQUEST',
    );
    await settled(env.db, GAME, round.seq);
  });

  it('applies a repeated bet once and refuses the same bet id with other content', async () => {
    const session = await player();
    const round = await bettingRound(env.db, GAME, 1_500);
    const first = await bet(session, { roundId: round.seq, betId: 'dup', amount: '2.00' });
    const again = await bet(session, { roundId: round.seq, betId: 'dup', amount: '2.00' });
    expect(first.body.value).toMatchObject({
      roundId: round.seq,
      betId: 'dup',
      amount: '2.00',
      balance: '98.00',
    });
    expect(again.body.value).toEqual(first.body.value);
    const other = await bet(session, { roundId: round.seq, betId: 'dup', amount: '3.00' });
    expect(other.body.code).toBe('IDEMPOTENCY_CONFLICT');
    await settled(env.db, GAME, round.seq);
    // Neither cashed out nor on auto: the bet lost, once.
    const state = await studioCall(env.app, session, 'GET', '/studio/api/v1/crash/state');
    expect(state.body.value.player.balance).toBe('98.00');
    const txs = await walletTransfers(`${GAME}:${round.seq}:%:dup`);
    expect(txs.map((t) => t.idempotency_key.split(':')[2]).sort()).toEqual(['bet']);
  });

  it('pays a cash-out the multiplier shown, refuses it before take-off and after the crash', async () => {
    const [early, late] = [await player(), await player()];
    // A round that flies to 3x at least: the cash-out 100 ms after take-off surely comes in time.
    const round = await bettingRound(env.db, GAME, 1_500, (r) => crashOf(r) >= 300 && crashOf(r) < 5_000);
    await bet(early, { roundId: round.seq, betId: 'm', amount: '10.00' });
    await bet(late, { roundId: round.seq, betId: 'm', amount: '10.00' });
    const tooSoon = await cashOut(early, { roundId: round.seq, betId: 'm' });
    expect(tooSoon.body.code).toBe('INVALID_MOVE');
    await sleep((await msUntil(env.db, GAME, round.seq, 'starts_at')) + 100);
    const out = await cashOut(early, { roundId: round.seq, betId: 'm' });
    expect(out.body.success).toBe(true);
    const { multiplierE2, win, balance } = out.body.value;
    expect(multiplierE2).toBeGreaterThanOrEqual(multiplierAtE2(100, SPEED));
    expect(multiplierE2).toBeLessThan(crashOf(round));
    expect(win).toBe(((10 * multiplierE2) / 100).toFixed(2));
    // Credited at once, while the round still flies.
    expect(balance).toBe((90 + Number(win)).toFixed(2));
    // A repeat answers the same and pays nothing more.
    expect((await cashOut(early, { roundId: round.seq, betId: 'm' })).body.value).toMatchObject({
      multiplierE2,
      win,
    });
    await sleep((await msUntil(env.db, GAME, round.seq, 'ends_at')) + 10);
    const after = await cashOut(late, { roundId: round.seq, betId: 'm' });
    expect(after.status).toBe(409);
    expect(after.body.code).toBe('ROUND_NOT_OPEN');
    expect((await cashOut(late, { roundId: round.seq, betId: 'nope' })).body.code).toBe('UNKNOWN_BET');
    await settled(env.db, GAME, round.seq);
    const rows = await env.db
      .selectFrom('studio_shared_bets')
      .select(['member_id', 'status', 'win', 'payout_e4'])
      .where('game_code', '=', GAME)
      .where('round_seq', '=', String(round.seq))
      .where('bet_id', '=', 'm')
      .orderBy('created_at')
      .execute();
    expect(rows.map((r) => [r.status, r.win])).toEqual([
      ['SETTLED', String(10 * multiplierE2)],
      ['SETTLED', '0'],
    ]);
    expect(await walletTransfers(`${GAME}:${round.seq}:%:m`)).toHaveLength(3); // two bets, one win
  });

  it('settles auto cash-outs at their target when the round ends, also one cashed out late by hand', async () => {
    const sessions = await Promise.all([player(), player(), player()]);
    const round = await bettingRound(env.db, GAME, 1_500, (r) => crashOf(r) >= 300 && crashOf(r) < 5_000);
    const crash = crashOf(round);
    await bet(sessions[0]!, { roundId: round.seq, betId: 'auto', amount: '4.00', autoCashOut: 150 });
    await bet(sessions[1]!, { roundId: round.seq, betId: 'auto', amount: '4.00', autoCashOut: crash + 1 });
    await bet(sessions[2]!, { roundId: round.seq, betId: 'auto', amount: '4.00', autoCashOut: 110 });
    // Past 1.10x (and before the crash at 3x or more) the hand cash-out is paid the auto target.
    await sleep((await msUntil(env.db, GAME, round.seq, 'starts_at')) + msToReachE2(130, SPEED));
    const out = await cashOut(sessions[2]!, { roundId: round.seq, betId: 'auto' });
    expect(out.body.value).toMatchObject({ multiplierE2: 110, win: '4.40', balance: '100.40' });
    await settled(env.db, GAME, round.seq);
    const balances = await Promise.all(
      sessions.map(
        async (s) => (await studioCall(env.app, s, 'GET', '/studio/api/v1/crash/state')).body.value,
      ),
    );
    expect(balances.map((b) => b.player.balance)).toEqual(['102.00', '96.00', '100.40']);
    const ended = balances[0].history.find((h: { roundId: number }) => h.roundId === round.seq);
    expect(ended).toMatchObject({ hash: round.hash, result: { crashE2: crash } });
  });

  it('takes bets and cash-outs over the websocket and sends the player their result', async () => {
    const session = await player();
    const client = new LiveClient(`${env.wsBase}/studio/ws/crash?session=${session}`);
    const send = (message: object) => client.send(message);
    const waitFor = (test: (m: ServerMessage) => boolean) => client.waitFor(test);
    try {
      await client.opened;
      const round = await bettingRound(env.db, GAME, 600, (r) => crashOf(r) >= 250 && crashOf(r) < 5_000);
      send({ type: 'bet', ref: 'b1', roundId: round.seq, betId: 'w', amount: '5.00' });
      const ack = await waitFor((m) => m.type === 'ack' || m.type === 'error');
      expect(ack).toMatchObject({ type: 'ack', ref: 'b1', action: 'bet', value: { balance: '95.00' } });
      expect(await waitFor((m) => m.type === 'bet' && m.betId === 'w')).toMatchObject({
        roundId: round.seq,
        amount: '5.00',
        currency: 'BRL',
      });
      send({ type: 'bet', ref: 'b2', roundId: round.seq, betId: 'w2', amount: 'lots' });
      expect(await waitFor((m) => m.type === 'error' && m.ref === 'b2')).toMatchObject({
        code: 'BAD_REQUEST',
      });
      await waitFor(
        (m) => m.type === 'round' && m.round.roundId === round.seq && m.round.phase === 'running',
      );
      await sleep(msToReachE2(150, SPEED));
      send({ type: 'cashout', ref: 'c1', roundId: round.seq, betId: 'w' });
      const cashed = await waitFor((m) => m.type === 'ack' && m.ref === 'c1');
      const value = (cashed as { value: { multiplierE2: number; win: string } }).value;
      expect(value.multiplierE2).toBeGreaterThanOrEqual(150);
      const result = await waitFor((m) => m.type === 'result' && m.roundId === round.seq);
      expect(result).toMatchObject({ betId: 'w', win: value.win, status: 'SETTLED', currency: 'BRL' });
      send({ type: 'ping', ref: 'p' });
      expect(await waitFor((m) => m.type === 'pong')).toMatchObject({ ref: 'p' });
    } finally {
      client.close();
    }
  });

  it('refuses a socket without a valid session of this game', async () => {
    const dice = await (await StudioPlayer.create(env.app, env.db)).launch('ficha_dice');
    for (const query of ['session=nope', `session=${dice}`, '']) {
      const client = new LiveClient(`${env.wsBase}/studio/ws/crash?${query}`);
      const first = await client.waitFor(() => true);
      expect(first).toMatchObject({ type: 'error', code: 'UNKNOWN_SESSION', ref: null });
      expect(await client.closed).toBe(1008);
    }
  });
});

// Alone, so that the burst meets no other test's bets in the short betting window.
describe('crash bets racing each other', () => {
  it('accepts exactly two of a burst of concurrent bets of one player in a round, and charges only those (hardening 9)', async () => {
    const p = await StudioPlayer.create(env.app, env.db, 100_00n);
    const session = await p.launch(GAME);
    const round = await bettingRound(env.db, GAME, 1_800);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        bet(session, { roundId: round.seq, betId: `burst${i}`, amount: '1.00' }),
      ),
    );
    await expectBurstAccepted(env.db, { gameCode: GAME, seq: round.seq, memberId: p.memberId }, answers, 2);
  });
});

describe('crash shared rounds afterwards', () => {
  it('leaves no bet open and a balanced ledger', async () => {
    const { seq } = (await bettingRound(env.db, GAME, 0))!;
    await settled(env.db, GAME, seq - 1);
    expect(await openBets(env.db)).toBe(0);
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
    // Every settled bet's win is what the wallet credited for it, once.
    const mismatched = await env.db
      .selectFrom('studio_shared_bets as b')
      .innerJoin('wallet_bets as w', (j) =>
        j.onRef('w.tx_id', '=', 'b.tx_id').on('w.vendor_code', '=', 'FICHA'),
      )
      .select(['b.tx_id', 'b.win', 'w.won'])
      .where('b.status', '=', 'SETTLED')
      .whereRef('b.win', '<>', 'w.won')
      .execute();
    expect(mismatched).toEqual([]);
  });
});
