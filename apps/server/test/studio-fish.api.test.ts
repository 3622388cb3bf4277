import { fairRng, seedMatchesHash } from '@ficha/games/fairness';
import { FISH_SPECIES, fishRules, fishSpecies } from '@ficha/games/fish/fish-rules';
import { describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { countRounds, StudioPlayer, studioCall } from './studio-player.ts';
import { useTestApp } from './test-app.ts';

const env = useTestApp();

interface Shot {
  roundId: string;
  nonce: number;
  stake: string;
  win: string;
  payoutE4: number;
  outcome: { species: string; hit: boolean; multiplierE4: number };
  balance: string;
}

const shoot = (session: string, body: object) =>
  studioCall(env.app, session, 'POST', '/studio/api/v1/fish/shoot', body);

/** Cents of a decimal amount string, for exact sums. */
const cents = (amount: string) => Math.round(Number(amount) * 100);

const settledRounds = (memberId: number) => countRounds(env.db, memberId, 'SETTLED');

describe('studio fish (issue 6): each shot is a bet at one fish, settled through the seamless wallet', () => {
  it('settles every shot exactly: a miss wins 0, a catch wins the stake times the fish multiplier', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 200_00n);
    const session = await player.launch('ficha_fish');
    const start = await player.sessionInfo(session);
    expect(start).toMatchObject({
      mode: 'REAL',
      currency: 'BRL',
      balance: '200.00',
      game: { code: 'ficha_fish', gameType: 'FISH', declaredRtp: 0.96, minBet: '0.10', maxBet: '10.00' },
      fairness: { nonce: 0 },
    });
    let balance = 200_00;
    const seen = { hit: 0, miss: 0 };
    // Sardines (48%) so both outcomes show up; a few shots at every other fish too.
    const targets = [...Array.from({ length: 30 }, () => 'sardine'), ...FISH_SPECIES.map((s) => s.id)];
    for (const [i, species] of targets.entries()) {
      const { status, body } = await shoot(session, { stake: '0.37', species });
      expect(status).toBe(200);
      const shot = body.value as Shot;
      expect(Object.keys(shot).sort()).toEqual(
        [
          'balance',
          'clientSeed',
          'nonce',
          'outcome',
          'payoutE4',
          'roundId',
          'serverSeedHash',
          'stake',
          'win',
        ].sort(),
      );
      expect(shot.nonce).toBe(i + 1);
      expect(shot.stake).toBe('0.37');
      expect(shot.outcome.species).toBe(species);
      if (shot.outcome.hit) {
        seen.hit += 1;
        const multipliers = fishSpecies(species).prizes.map((prize) => prize.multiplier * 10_000);
        expect(multipliers).toContain(shot.outcome.multiplierE4);
        expect(shot.payoutE4).toBe(shot.outcome.multiplierE4);
        expect(cents(shot.win)).toBe((37 * shot.payoutE4) / 10_000);
      } else {
        seen.miss += 1;
        expect(shot).toMatchObject({ payoutE4: 0, win: '0.00', outcome: { multiplierE4: 0 } });
      }
      balance += -37 + cents(shot.win);
      expect(cents(shot.balance)).toBe(balance);
    }
    expect(seen.hit).toBeGreaterThan(0);
    expect(seen.miss).toBeGreaterThan(0);
    const rounds = await env.db
      .selectFrom('studio_rounds')
      .select(['stake', 'win', 'status', 'params'])
      .where('member_id', '=', String(player.memberId))
      .execute();
    expect(rounds).toHaveLength(targets.length);
    expect(rounds.every((r) => r.status === 'SETTLED' && String(r.stake) === '37')).toBe(true);
    const after = await studioCall(env.app, session, 'GET', '/studio/api/v1/balance');
    expect(cents(after.body.value.balance)).toBe(balance);
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });

  it('serves shots fired in quick succession, each its own round with its own nonce', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 50_00n);
    const session = await player.launch('ficha_fish');
    const volley = await Promise.all(
      ['sardine', 'clownfish', 'pufferfish', 'sardine', 'octopus', 'shark', 'sardine', 'king_crab'].map(
        (species) => shoot(session, { stake: '1.00', species }),
      ),
    );
    const shots = volley.map(({ body }) => body.value as Shot);
    expect(shots.map((s) => s.nonce).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(shots.map((s) => s.roundId)).size).toBe(8);
    const won = shots.reduce((sum, s) => sum + cents(s.win), 0);
    const after = await studioCall(env.app, session, 'GET', '/studio/api/v1/balance');
    expect(cents(after.body.value.balance)).toBe(50_00 - 8_00 + won);
    expect(await settledRounds(player.memberId)).toBe(8);
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });

  it('refuses an unknown fish and a stake out of limits with clear errors, changing nothing', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 5_00n);
    const session = await player.launch('ficha_fish');
    const cases: Array<[object, string, number]> = [
      [{ stake: '1.00', species: 'kraken' }, 'BAD_REQUEST', 400],
      [{ stake: '1.00', species: 'SARDINE' }, 'BAD_REQUEST', 400],
      [{ stake: '1.00', species: 7 }, 'BAD_REQUEST', 400],
      [{ stake: '1.00' }, 'BAD_REQUEST', 400],
      [{ stake: '1.00', species: 'sardine', fish: 'x' }, 'BAD_REQUEST', 400],
      [{ stake: '0.09', species: 'sardine' }, 'BET_OUT_OF_LIMITS', 400],
      [{ stake: '10.01', species: 'sardine' }, 'BET_OUT_OF_LIMITS', 400],
      [{ stake: '0', species: 'sardine' }, 'BAD_REQUEST', 400],
      [{ stake: '1.001', species: 'sardine' }, 'BAD_REQUEST', 400],
      [{ stake: 'abc', species: 'sardine' }, 'BAD_REQUEST', 400],
    ];
    for (const [body, code, status] of cases) {
      const res = await shoot(session, body);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      expect(res.status, JSON.stringify(body)).toBe(status);
    }
    // Nothing was drawn: the nonce did not move.
    const seed = (await player.sessionInfo(session)).fairness;
    expect(seed.nonce).toBe(0);

    const broke = await shoot(session, { stake: '6.00', species: 'sardine' });
    expect(broke.body.code).toBe('INSUFFICIENT_FUNDS');
    const elsewhere = await shoot(await player.launch('ficha_dice'), { stake: '1.00', species: 'sardine' });
    expect(elsewhere.body.code).toBe('UNKNOWN_SESSION');
    const anonymous = await shoot('no-such-session', { stake: '1.00', species: 'sardine' });
    expect(anonymous.body.code).toBe('UNKNOWN_SESSION');

    const after = await studioCall(env.app, session, 'GET', '/studio/api/v1/balance');
    expect(after.body.value).toEqual({ balance: '5.00', currency: 'BRL' });
    expect(await settledRounds(player.memberId)).toBe(0);
  });

  it('plays free play with play money, never touching cash', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 20_00n);
    const session = await player.launch('ficha_fish', true);
    const start = await player.sessionInfo(session);
    expect(start).toMatchObject({ mode: 'FREE', currency: 'PLAY', balance: '1000.00' });
    const { body } = await shoot(session, { stake: '10.00', species: 'pufferfish' });
    const shot = body.value as Shot;
    expect(shot.balance).toBe(shot.outcome.hit ? '1040.00' : '990.00');
    const round = await env.db
      .selectFrom('studio_rounds')
      .select(['currency', 'status'])
      .where('id', '=', shot.roundId)
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ currency: 'PLAY', status: 'SETTLED' });
    expect(await player.cashBalance('ficha_fish')).toEqual({ balance: '20.00', currency: 'BRL' });
  });

  it('lets the player replay every shot from the revealed seeds alone', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 50_00n);
    const session = await player.launch('ficha_fish');
    const before = (await player.sessionInfo(session)).fairness;
    const played: Shot[] = [];
    for (const species of ['sardine', 'king_crab', 'golden_whale', 'seahorse', 'sardine', 'turtle']) {
      played.push((await shoot(session, { stake: '0.10', species })).body.value);
    }
    const hidden = await player.pastRounds(session);
    expect(hidden.every((r: { serverSeed: string | null }) => r.serverSeed === null)).toBe(true);

    const rotated = await player.rotateSeed(session);
    expect(rotated.revealed.serverSeedHash).toBe(before.serverSeedHash);
    expect(seedMatchesHash(rotated.revealed.serverSeed, before.serverSeedHash)).toBe(true);

    const list = await player.pastRounds(session);
    expect(list).toHaveLength(played.length);
    for (const round of list) {
      expect(round.serverSeed).toBe(rotated.revealed.serverSeed);
      const replay = fishRules.play(fairRng(round.serverSeed, round.clientSeed, round.nonce), round.params);
      expect(replay.outcome).toEqual(round.outcome);
      expect(replay.payoutE4).toBe(round.payoutE4);
      const shot = played.find((p) => p.roundId === round.roundId)!;
      expect([round.nonce, round.win, round.params.species]).toEqual([
        shot.nonce,
        shot.win,
        shot.outcome.species,
      ]);
    }
  });
});
