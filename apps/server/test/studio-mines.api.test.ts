import { fairRng } from '@ficha/games/fairness';
import { type MinesOutcome, replayMinesRound } from '@ficha/games/mines/mines-outcome';
import { MINES_MAX_PAYOUT_E4, minesPayoutE4 } from '@ficha/games/mines/mines-rules';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { recoverStudioRounds } from '../src/modules/studio/rounds/rounds.service.ts';
import { minesLayout, StudioPlayer, studioCall } from './studio-player.ts';
import { useTestApp } from './test-app.ts';

const GAME = 'ficha_mines';
const env = useTestApp();

const start = (session: string, body: object) =>
  studioCall(env.app, session, 'POST', '/studio/api/v1/mines/start', body);
const reveal = (session: string, roundId: string, tile: number) =>
  studioCall(env.app, session, 'POST', '/studio/api/v1/mines/reveal', { roundId, tile });
const cashOut = (session: string, roundId: string) =>
  studioCall(env.app, session, 'POST', '/studio/api/v1/mines/cashout', { roundId });
const current = (session: string) => studioCall(env.app, session, 'GET', '/studio/api/v1/mines/current');
/** A launch as the client makes it: GET session first (which tops up free play's play money). */
async function launch(player: StudioPlayer, freePlay = false): Promise<string> {
  const session = await player.launch(GAME, freePlay);
  await studioCall(env.app, session, 'GET', '/studio/api/v1/session');
  return session;
}
const balance = async (session: string) =>
  (await studioCall(env.app, session, 'GET', '/studio/api/v1/balance')).body.value.balance as string;
const layout = (roundId: string) => minesLayout(env.db, roundId);

async function storedRound(roundId: string) {
  return env.db
    .selectFrom('studio_rounds')
    .select(['status', 'win', 'payout_e4', 'outcome'])
    .where('id', '=', roundId)
    .executeTakeFirstOrThrow();
}

/** cents -> "12.34" */
const money = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

describe('studio mines (issue 6): a multi-step round through the seamless wallet', () => {
  it('debits the bet, raises the multiplier tile by tile and pays the cash-out exactly', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 100_00n);
    const session = await player.launch(GAME);
    const opened = await start(session, { stake: '2.00', mines: 3 });
    expect(opened.status).toBe(200);
    expect(opened.body.value).toEqual({
      roundId: expect.any(String),
      nonce: 1,
      stake: '2.00',
      mines: 3,
      state: { mines: 3, minePositions: null, safeTiles: [], mineHit: null, status: 'playing' },
      payoutE4: 0,
      nextPayoutE4: minesPayoutE4(3, 1),
      win: null,
      balance: '98.00',
    });
    const { roundId } = opened.body.value;
    const { safe } = await layout(roundId);

    const first = await reveal(session, roundId, safe[0]!);
    expect(first.body.value).toMatchObject({
      state: { safeTiles: [safe[0]], minePositions: null, status: 'playing' },
      payoutE4: minesPayoutE4(3, 1),
      nextPayoutE4: minesPayoutE4(3, 2),
      win: null,
      balance: '98.00',
    });
    const second = await reveal(session, roundId, safe[1]!);
    expect(second.body.value).toMatchObject({ payoutE4: minesPayoutE4(3, 2), balance: '98.00' });
    expect(JSON.stringify(second.body)).not.toContain('"minePositions":[');

    const cashed = await cashOut(session, roundId);
    const win = (200n * BigInt(minesPayoutE4(3, 2))) / 10_000n;
    const { mines } = await layout(roundId);
    expect(cashed.body.value).toMatchObject({
      state: { safeTiles: [safe[0], safe[1]], minePositions: mines, status: 'cashed_out' },
      payoutE4: minesPayoutE4(3, 2),
      nextPayoutE4: null,
      win: money(win),
      balance: money(100_00n - 200n + win),
    });
    expect(await storedRound(roundId)).toMatchObject({
      status: 'SETTLED',
      win: String(win),
      payout_e4: minesPayoutE4(3, 2),
      outcome: { mines: 3, tiles: [safe[0], safe[1]], minePositions: mines, status: 'cashed_out' },
    });
    expect((await current(session)).body.value).toEqual({ round: null });
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });

  it('settles a mine at 0 with the mines shown, and refuses any move after the end', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 10_00n);
    const session = await player.launch(GAME);
    const { roundId } = (await start(session, { stake: '1.50', mines: 5 })).body.value;
    const { mines, safe } = await layout(roundId);
    await reveal(session, roundId, safe[0]!);
    const boom = await reveal(session, roundId, mines[2]!);
    expect(boom.body.value).toMatchObject({
      state: { safeTiles: [safe[0]], mineHit: mines[2], minePositions: mines, status: 'busted' },
      payoutE4: 0,
      nextPayoutE4: null,
      win: '0.00',
      balance: '8.50',
    });
    expect(await storedRound(roundId)).toMatchObject({ status: 'SETTLED', win: '0', payout_e4: 0 });
    for (const late of [await reveal(session, roundId, safe[1]!), await cashOut(session, roundId)]) {
      expect([late.status, late.body.code]).toEqual([409, 'ROUND_NOT_OPEN']);
    }
    expect(await balance(session)).toBe('8.50');
  });

  it('pays a cash-out once when it is sent many times at once', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 20_00n);
    const session = await player.launch(GAME);
    const { roundId } = (await start(session, { stake: '5.00', mines: 2 })).body.value;
    const { safe } = await layout(roundId);
    await reveal(session, roundId, safe[0]!);
    const answers = await Promise.all(Array.from({ length: 6 }, () => cashOut(session, roundId)));
    const paid = answers.filter((a) => a.body.success);
    const win = (500n * BigInt(minesPayoutE4(2, 1))) / 10_000n;
    expect(paid.length).toBeGreaterThanOrEqual(1);
    for (const answer of paid) expect(answer.body.value.win).toBe(money(win));
    for (const answer of answers.filter((a) => !a.body.success)) {
      expect(answer.body.code).toBe('ROUND_NOT_OPEN');
    }
    expect(await balance(session)).toBe(money(20_00n - 500n + win));
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });

  it('counts every one of several reveals sent at once, each on the state before it', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 20_00n);
    const session = await player.launch(GAME);
    const { roundId } = (await start(session, { stake: '1.00', mines: 1 })).body.value;
    const { safe } = await layout(roundId);
    const answers = await Promise.all(safe.slice(0, 3).map((tile) => reveal(session, roundId, tile)));
    expect(answers.every((a) => a.body.success)).toBe(true);
    const cashed = await cashOut(session, roundId);
    expect([...cashed.body.value.state.safeTiles].sort()).toEqual(safe.slice(0, 3).sort());
    expect(cashed.body.value.payoutE4).toBe(minesPayoutE4(1, 3));
  });

  it('opens one round at a time, also when two bets arrive at once', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 20_00n);
    const session = await player.launch(GAME);
    const both = await Promise.all([
      start(session, { stake: '1.00', mines: 3 }),
      start(session, { stake: '1.00', mines: 3 }),
    ]);
    const opened = both.filter((a) => a.body.success);
    expect(opened).toHaveLength(1);
    const refused = both.find((a) => !a.body.success)!;
    expect([refused.status, refused.body.code]).toEqual([409, 'ROUND_IN_PROGRESS']);
    expect(refused.body.value).toMatchObject({ roundId: opened[0]!.body.value.roundId });
    expect(await balance(session)).toBe('19.00');

    const again = await start(session, { stake: '1.00', mines: 3 });
    expect([again.status, again.body.code]).toEqual([409, 'ROUND_IN_PROGRESS']);
    expect(again.body.value).toMatchObject({
      roundId: opened[0]!.body.value.roundId,
      state: { minePositions: null, status: 'playing' },
    });
    expect(await balance(session)).toBe('19.00');
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });

  it('resumes the open round after a lost connection, also from a new launch', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 30_00n);
    const first = await player.launch(GAME);
    const { roundId } = (await start(first, { stake: '3.00', mines: 4 })).body.value;
    const { safe } = await layout(roundId);
    const played = (await reveal(first, roundId, safe[3]!)).body.value;

    // The page reloads, or the lobby launches the game again: the round is where it was.
    const second = await player.launch(GAME);
    const resumed = await current(second);
    expect(resumed.body.value.round).toEqual(played);
    const cashed = await cashOut(second, roundId);
    expect(cashed.body.value.win).toBe(money((300n * BigInt(minesPayoutE4(4, 1))) / 10_000n));

    // Free play and real money keep their own rounds.
    const free = await launch(player, true);
    const playRound = (await start(free, { stake: '10.00', mines: 4 })).body.value;
    expect((await current(second)).body.value.round).toBeNull();
    const cross = await reveal(second, playRound.roundId, 0);
    expect(cross.body.code).toBe('ROUND_NOT_OPEN');
    expect((await current(free)).body.value.round).toMatchObject({ roundId: playRound.roundId });
  });

  it('refuses to reveal the seed while a round is open (its mines would show)', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 10_00n);
    const session = await player.launch(GAME);
    const { roundId } = (await start(session, { stake: '1.00', mines: 3 })).body.value;
    const rotate = () => studioCall(env.app, session, 'POST', '/studio/api/v1/fairness/rotate', {});
    const refused = await rotate();
    expect([refused.status, refused.body.code]).toEqual([409, 'ROUND_IN_PROGRESS']);
    const { safe } = await layout(roundId);
    await reveal(session, roundId, safe[0]!);
    await cashOut(session, roundId);
    expect((await rotate()).body.success).toBe(true);
  });

  it('caps a win at 10,000x the stake and ends the round there', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 5_00n);
    const session = await player.launch(GAME);
    const { roundId } = (await start(session, { stake: '1.00', mines: 12 })).body.value;
    const { safe } = await layout(roundId);
    let last = null;
    for (const tile of safe.slice(0, 10)) last = (await reveal(session, roundId, tile)).body.value;
    expect(last).toMatchObject({
      state: { status: 'max_win', safeTiles: safe.slice(0, 10) },
      payoutE4: MINES_MAX_PAYOUT_E4,
      win: '10000.00',
      balance: '10004.00',
    });
    expect((await reveal(session, roundId, safe[10]!)).body.code).toBe('ROUND_NOT_OPEN');
  });

  it('finishes rounds left open for a day: cashes out what was revealed, else returns the stake', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 10_00n);
    const real = await player.launch(GAME);
    const free = await launch(player, true);
    const revealed = (await start(real, { stake: '2.00', mines: 6 })).body.value.roundId;
    await reveal(real, revealed, (await layout(revealed)).safe[0]!);
    await reveal(real, revealed, (await layout(revealed)).safe[1]!);
    const untouched = (await start(free, { stake: '4.00', mines: 6 })).body.value.roundId;
    expect(await balance(real)).toBe('8.00');
    expect(await balance(free)).toBe('996.00');
    await env.db
      .updateTable('studio_rounds')
      .set({ created_at: sql<Date>`now() - interval '25 hours'` })
      .where('id', 'in', [revealed, untouched])
      .execute();
    await recoverStudioRounds(env.db);

    const win = (200n * BigInt(minesPayoutE4(6, 2))) / 10_000n;
    expect(await storedRound(revealed)).toMatchObject({
      status: 'SETTLED',
      win: String(win),
      outcome: { mines: 6, status: 'cashed_out', tiles: (await layout(revealed)).safe.slice(0, 2) },
    });
    expect(await balance(real)).toBe(money(8_00n + win));
    expect((await storedRound(untouched)).status).toBe('VOID');
    expect(await balance(free)).toBe('1000.00');
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });

  it('settles a round whose settlement was cut off when the player comes back', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 10_00n);
    const session = await player.launch(GAME);
    const { roundId } = (await start(session, { stake: '1.00', mines: 2 })).body.value;
    const { safe } = await layout(roundId);
    await reveal(session, roundId, safe[0]!);
    // As a crash after storing the cash-out would leave it: final state, round still open.
    const row = await env.db
      .selectFrom('studio_rounds')
      .select('state')
      .where('id', '=', roundId)
      .executeTakeFirstOrThrow();
    await env.db
      .updateTable('studio_rounds')
      .set({ state: JSON.stringify({ ...row.state, status: 'cashed_out' }) })
      .where('id', '=', roundId)
      .execute();
    const back = (await current(session)).body.value.round;
    const win = (100n * BigInt(minesPayoutE4(2, 1))) / 10_000n;
    expect(back).toMatchObject({ roundId, state: { status: 'cashed_out' }, win: money(win) });
    expect(back.balance).toBe(money(9_00n + win));
    expect((await storedRound(roundId)).status).toBe('SETTLED');
  });

  it('refuses bad bets and bad moves with clear errors and changes nothing', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 5_00n);
    const session = await player.launch(GAME);
    const starts: Array<[object, string]> = [
      [{ stake: '1.00', mines: 0 }, 'BAD_REQUEST'],
      [{ stake: '1.00', mines: 25 }, 'BAD_REQUEST'],
      [{ stake: '1.00', mines: 2.5 }, 'BAD_REQUEST'],
      [{ stake: '1.00', mines: '3' }, 'BAD_REQUEST'],
      [{ stake: '1.00' }, 'BAD_REQUEST'],
      [{ stake: '1.001', mines: 3 }, 'BAD_REQUEST'],
      [{ stake: '1.00', mines: 3, extra: true }, 'BAD_REQUEST'],
      [{ stake: '0.05', mines: 3 }, 'BET_OUT_OF_LIMITS'],
      [{ stake: '1000.01', mines: 3 }, 'BET_OUT_OF_LIMITS'],
      [{ stake: '6.00', mines: 3 }, 'INSUFFICIENT_FUNDS'],
    ];
    for (const [body, code] of starts) {
      const res = await start(session, body);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      if (code === 'BAD_REQUEST') expect(res.status).toBe(400);
    }
    expect(await balance(session)).toBe('5.00');
    expect((await current(session)).body.value.round).toBeNull();

    const { roundId } = (await start(session, { stake: '1.00', mines: 3 })).body.value;
    const { safe } = await layout(roundId);
    const moves: Array<[string, object, number, string]> = [
      ['reveal', { roundId, tile: 25 }, 400, 'BAD_REQUEST'],
      ['reveal', { roundId, tile: -1 }, 400, 'BAD_REQUEST'],
      ['reveal', { roundId, tile: 1.5 }, 400, 'BAD_REQUEST'],
      ['reveal', { tile: 3 }, 400, 'BAD_REQUEST'],
      ['reveal', { roundId: 'FRNOSUCHROUND', tile: 3 }, 409, 'ROUND_NOT_OPEN'],
      ['cashout', { roundId }, 400, 'INVALID_MOVE'],
      ['cashout', {}, 400, 'BAD_REQUEST'],
    ];
    for (const [move, body, status, code] of moves) {
      const res = await studioCall(env.app, session, 'POST', `/studio/api/v1/mines/${move}`, body);
      expect([res.status, res.body.code], `${move} ${JSON.stringify(body)}`).toEqual([status, code]);
    }
    await reveal(session, roundId, safe[0]!);
    const twice = await reveal(session, roundId, safe[0]!);
    expect([twice.status, twice.body.code, twice.body.value]).toEqual([
      400,
      'INVALID_MOVE',
      { reason: 'TILE_ALREADY_REVEALED' },
    ]);
    const stranger = await StudioPlayer.create(env.app, env.db, 5_00n);
    const theirs = await reveal(await stranger.launch(GAME), roundId, safe[1]!);
    expect(theirs.body.code).toBe('ROUND_NOT_OPEN');
    const dice = await studioCall(
      env.app,
      await player.launch('ficha_dice'),
      'GET',
      '/studio/api/v1/mines/current',
    );
    expect(dice.body.code).toBe('UNKNOWN_SESSION');
    expect((await current(session)).body.value.round).toMatchObject({
      roundId,
      state: { safeTiles: [safe[0]] },
    });
  });

  it('lets the player replay every settled round from the revealed seeds', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 100_00n);
    const session = await player.launch(GAME);
    const plays: Array<(roundId: string, layout: { mines: number[]; safe: number[] }) => Promise<unknown>> = [
      (id, { mines }) => reveal(session, id, mines[0]!), // a mine at once
      async (id, { safe, mines }) => {
        await reveal(session, id, safe[4]!);
        await reveal(session, id, safe[2]!);
        return reveal(session, id, mines.at(-1)!);
      },
      async (id, { safe }) => {
        await reveal(session, id, safe[7]!);
        await reveal(session, id, safe[1]!);
        return cashOut(session, id);
      },
      (id, { safe }) => reveal(session, id, safe[0]!), // 24 mines: the only safe tile clears the board
    ];
    const minesCounts = [5, 3, 10, 24];
    for (const [index, play] of plays.entries()) {
      const { roundId } = (await start(session, { stake: '1.00', mines: minesCounts[index] })).body.value;
      const answer = (await play(roundId, await layout(roundId))) as { body: { success: boolean } };
      expect(answer.body.success).toBe(true);
    }
    await player.rotateSeed(session);
    const list = await player.pastRounds(session);
    expect(list).toHaveLength(4);
    expect(list.map((r: { outcome: MinesOutcome }) => r.outcome.status).sort()).toEqual([
      'busted',
      'busted',
      'cashed_out',
      'cleared',
    ]);
    for (const round of list) {
      expect(round.params).toEqual({ mines: round.outcome.mines });
      const replay = replayMinesRound(
        fairRng(round.serverSeed, round.clientSeed, round.nonce),
        round.outcome,
      );
      expect(replay).toEqual({ payoutE4: round.payoutE4, outcome: round.outcome });
    }
  });
});
