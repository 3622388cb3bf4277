import { diceRules } from '@ficha/games/dice/dice-rules';
import { fairRng, seedMatchesHash } from '@ficha/games/fairness';
import { describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { recoverStudioRounds } from '../src/modules/studio/rounds/rounds.service.ts';
import { rollEvenDice, StudioPlayer, studioCall } from './studio-player.ts';
import { useTestApp } from './test-app.ts';

const env = useTestApp();

const roll = (session: string, body: object) =>
  studioCall(env.app, session, 'POST', '/studio/api/v1/dice/play', body);

describe('studio dice (issue 6): a real game through the seamless wallet', () => {
  it('debits the stake and credits the win of each round, and the balance follows exactly', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 100_00n);
    const session = await player.launch('ficha_dice');
    const start = await studioCall(env.app, session, 'GET', '/studio/api/v1/session');
    expect(start.body.value).toMatchObject({
      mode: 'REAL',
      currency: 'BRL',
      balance: '100.00',
      game: { code: 'ficha_dice', declaredRtp: 0.99, minBet: '0.10', maxBet: '1000.00' },
      fairness: { nonce: 0 },
    });
    let balance = 100_00;
    for (let i = 0; i < 20; i++) {
      const { body } = await roll(session, { stake: '1.00', target: 5000, direction: 'under' });
      expect(body.success).toBe(true);
      const won = body.value.outcome.roll < 5000;
      expect(body.value.outcome.won).toBe(won);
      expect(body.value.win).toBe(won ? '1.98' : '0.00');
      balance += -100 + (won ? 198 : 0);
      expect(body.value.balance).toBe((balance / 100).toFixed(2));
      expect(body.value.nonce).toBe(i + 1);
    }
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });

  it('lets the player verify every past round once the seed is rotated (no server help)', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 50_00n);
    const session = await player.launch('ficha_dice');
    const before = (await player.sessionInfo(session)).fairness;
    const played = [];
    for (let i = 0; i < 5; i++) {
      played.push((await roll(session, { stake: '0.10', target: 9000, direction: 'over' })).body.value);
    }
    const hidden = await player.pastRounds(session);
    expect(hidden.every((r: { serverSeed: string | null }) => r.serverSeed === null)).toBe(true);

    const rotated = await player.rotateSeed(session, { clientSeed: 'my-lucky-seed' });
    expect(rotated.revealed.serverSeedHash).toBe(before.serverSeedHash);
    expect(seedMatchesHash(rotated.revealed.serverSeed, before.serverSeedHash)).toBe(true);
    expect(rotated.active).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });

    const list = await player.pastRounds(session);
    expect(list).toHaveLength(5);
    for (const round of list) {
      const replay = diceRules.play(fairRng(round.serverSeed, round.clientSeed, round.nonce), round.params);
      expect(replay.outcome).toEqual(round.outcome);
      expect(replay.payoutE4).toBe(round.payoutE4);
    }
    expect(list.map((r: { roundId: string }) => r.roundId).sort()).toEqual(
      played.map((r) => r.roundId).sort(),
    );
  });

  it('refuses bad bets with clear errors and changes nothing', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 5_00n);
    const session = await player.launch('ficha_dice');
    const cases: Array<[object, string]> = [
      [{ stake: '0.05', target: 5000, direction: 'under' }, 'BET_OUT_OF_LIMITS'],
      [{ stake: '1000.01', target: 5000, direction: 'under' }, 'BET_OUT_OF_LIMITS'],
      [{ stake: '-1', target: 5000, direction: 'under' }, 'BAD_REQUEST'],
      [{ stake: '1.001', target: 5000, direction: 'under' }, 'BAD_REQUEST'],
      [{ stake: 'abc', target: 5000, direction: 'under' }, 'BAD_REQUEST'],
      [{ stake: '1.00', target: 100, direction: 'under' }, 'BAD_REQUEST'],
      [{ stake: '1.00', target: 5000, direction: 'sideways' }, 'BAD_REQUEST'],
      [{ stake: '6.00', target: 5000, direction: 'under' }, 'INSUFFICIENT_FUNDS'],
    ];
    for (const [body, code] of cases) {
      const res = await roll(session, body);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      expect(res.status).toBeLessThan(500);
    }
    const unknown = await rollEvenDice(env.app, 'no-such-session');
    expect(unknown.body.code).toBe('UNKNOWN_SESSION');
    const after = await studioCall(env.app, session, 'GET', '/studio/api/v1/balance');
    expect(after.body.value.balance).toBe('5.00');
  });

  it('plays free play with play money, never touching cash', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 20_00n);
    const session = await player.launch('ficha_dice', true);
    const start = await player.sessionInfo(session);
    expect(start).toMatchObject({ mode: 'FREE', currency: 'PLAY', balance: '1000.00' });
    const { body } = await roll(session, { stake: '10.00', target: 5000, direction: 'under' });
    expect(body.value.balance).toBe(body.value.outcome.won ? '1009.80' : '990.00');
    expect(await player.cashBalance('ficha_dice')).toEqual({ balance: '20.00', currency: 'BRL' });
  });

  it('finishes a round cut off between its stored result and its win (recovery sweep)', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 10_00n);
    const session = await player.launch('ficha_dice');
    const { body } = await roll(session, { stake: '1.00', target: 9800, direction: 'under' });
    // Put the round back as a crash would leave it: decided, win not yet recorded as settled.
    await env.db
      .updateTable('studio_rounds')
      .set({ status: 'SETTLING' })
      .where('id', '=', body.value.roundId)
      .execute();
    await recoverStudioRounds(env.db);
    const round = await env.db
      .selectFrom('studio_rounds')
      .select(['status', 'win'])
      .where('id', '=', body.value.roundId)
      .executeTakeFirstOrThrow();
    expect(round.status).toBe('SETTLED');
    // The win was credited once: the retry of the same key changed nothing.
    const after = await studioCall(env.app, session, 'GET', '/studio/api/v1/balance');
    expect(after.body.value.balance).toBe(body.value.balance);
  });
});
