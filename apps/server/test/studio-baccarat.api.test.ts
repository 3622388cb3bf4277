import { formatMinor } from '@ficha/contract';
import {
  BACCARAT_PAYOUT_E4,
  type BaccaratHand,
  type BaccaratSide,
  baccaratRules,
} from '@ficha/games/baccarat/baccarat-rules';
import { fairRng, seedMatchesHash } from '@ficha/games/fairness';
import { winFor } from '@ficha/games/payout';
import { describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { StudioPlayer, studioCall } from './studio-player.ts';
import { useTestApp } from './test-app.ts';

const env = useTestApp();

const deal = (session: string, body: object) =>
  studioCall(env.app, session, 'POST', '/studio/api/v1/baccarat/deal', body);

/**
 * The hand the member's next baccarat round will deal, read from the secret seed as only the
 * server knows it: lets a test pick the bet that makes the round a win, a loss or a push.
 */
async function nextHand(memberId: number): Promise<BaccaratHand> {
  const seed = await env.db
    .selectFrom('studio_seeds')
    .select(['server_seed', 'client_seed', 'nonce'])
    .where('member_id', '=', String(memberId))
    .where('game_code', '=', 'ficha_baccarat')
    .where('revealed_at', 'is', null)
    .executeTakeFirstOrThrow();
  const rng = fairRng(seed.server_seed, seed.client_seed, Number(seed.nonce) + 1);
  return baccaratRules.play(rng, { side: 'player' }).outcome;
}

type Case =
  | 'player wins'
  | 'banker wins'
  | 'tie wins'
  | 'player loses'
  | 'tie loses'
  | 'player push'
  | 'banker push';

/** The bet that turns a hand into a case still to see, if any does. */
function betFor(hand: BaccaratHand, wanted: Set<Case>): { side: BaccaratSide; case: Case } | undefined {
  const options: Array<[Case, BaccaratSide, boolean]> = [
    ['player push', 'player', hand.winner === 'tie'],
    ['banker push', 'banker', hand.winner === 'tie'],
    ['tie wins', 'tie', hand.winner === 'tie'],
    ['player wins', 'player', hand.winner === 'player'],
    ['banker wins', 'banker', hand.winner === 'banker'],
    ['player loses', 'player', hand.winner === 'banker'],
    ['tie loses', 'tie', hand.winner !== 'tie'],
  ];
  const option = options.find(([name, , fits]) => fits && wanted.has(name));
  return option && { case: option[0], side: option[1] };
}

describe('studio baccarat (issue 6): one hand per round through the seamless wallet', () => {
  it('pays a win, takes a loss and returns the stake on a push, to the cent', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 500_00n);
    const session = await player.launch('ficha_baccarat');
    const start = await player.sessionInfo(session);
    expect(start).toMatchObject({
      mode: 'REAL',
      balance: '500.00',
      game: {
        code: 'ficha_baccarat',
        gameType: 'TG',
        declaredRtp: 0.9894,
        minBet: '1.00',
        maxBet: '1000.00',
      },
    });
    const wanted = new Set<Case>([
      'player wins',
      'banker wins',
      'tie wins',
      'player loses',
      'tie loses',
      'player push',
      'banker push',
    ]);
    // 1.01 makes the banker's 0.95:1 land between cents: 1.01 x 1.95 = 1.9695 pays 1.96.
    const stakeMinor = 1_01n;
    let balance = 500_00n;
    let nonce = 0;
    for (let round = 0; round < 400 && wanted.size > 0; round++) {
      const hand = await nextHand(player.memberId);
      const bet = betFor(hand, wanted) ?? { side: 'banker' as const, case: undefined };
      const { body } = await deal(session, { stake: formatMinor(stakeMinor), side: bet.side });
      expect(body.success, body.code).toBe(true);
      nonce += 1;
      const payoutE4 = BACCARAT_PAYOUT_E4[bet.side][hand.winner];
      const win = winFor(stakeMinor, payoutE4);
      balance += win - stakeMinor;
      expect(body.value).toMatchObject({
        nonce,
        stake: '1.01',
        payoutE4,
        win: formatMinor(win),
        balance: formatMinor(balance),
        outcome: hand,
      });
      expect(body.value.roundId).toMatch(/^FR/);
      if (bet.case) wanted.delete(bet.case);
    }
    expect([...wanted], 'cases never dealt').toEqual([]);
    // What 1.01 brought back in each case: player 1:1, banker 0.95:1 (floored), tie 8:1, push, loss.
    expect([20_000, 19_500, 90_000, 10_000, 0].map((e4) => formatMinor(winFor(stakeMinor, e4)))).toEqual([
      '2.02',
      '1.96',
      '9.09',
      '1.01',
      '0.00',
    ]);
    const after = await studioCall(env.app, session, 'GET', '/studio/api/v1/balance');
    expect(after.body.value).toEqual({ balance: formatMinor(balance), currency: 'BRL' });
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });

  it('refuses a bad side or stake with clear errors and changes nothing', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 5_00n);
    const session = await player.launch('ficha_baccarat');
    const cases: Array<[object, string]> = [
      [{ stake: '1.00', side: 'dragon' }, 'BAD_REQUEST'],
      [{ stake: '1.00' }, 'BAD_REQUEST'],
      [{ stake: '1.00', side: 'player', target: 5 }, 'BAD_REQUEST'],
      [{ stake: '1.00', side: 'PLAYER' }, 'BAD_REQUEST'],
      [{ stake: 1, side: 'player' }, 'BAD_REQUEST'],
      [{ stake: '-1.00', side: 'banker' }, 'BAD_REQUEST'],
      [{ stake: '1.001', side: 'banker' }, 'BAD_REQUEST'],
      [{ stake: '0.99', side: 'banker' }, 'BET_OUT_OF_LIMITS'],
      [{ stake: '1000.01', side: 'tie' }, 'BET_OUT_OF_LIMITS'],
      [{ stake: '5.01', side: 'player' }, 'INSUFFICIENT_FUNDS'],
    ];
    for (const [body, code] of cases) {
      const res = await deal(session, body);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      expect(res.status).toBeLessThan(500);
    }
    const unknown = await deal('no-such-session', { stake: '1.00', side: 'player' });
    expect(unknown.body.code).toBe('UNKNOWN_SESSION');
    const diceSession = await player.launch('ficha_dice');
    const otherGame = await deal(diceSession, { stake: '1.00', side: 'player' });
    expect(otherGame.body.code).toBe('UNKNOWN_SESSION');

    const balance = await studioCall(env.app, session, 'GET', '/studio/api/v1/balance');
    expect(balance.body.value.balance).toBe('5.00');
    const rounds = await studioCall(env.app, session, 'GET', '/studio/api/v1/rounds');
    expect(rounds.body.value.list).toEqual([]);
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });

  it('plays free play with play money, never touching cash', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 20_00n);
    const session = await player.launch('ficha_baccarat', true);
    const start = await player.sessionInfo(session);
    expect(start).toMatchObject({ mode: 'FREE', currency: 'PLAY', balance: '1000.00' });
    const hand = await nextHand(player.memberId);
    const { body } = await deal(session, { stake: '100.00', side: 'banker' });
    const win = { player: '0.00', banker: '195.00', tie: '100.00' }[hand.winner];
    expect(body.value).toMatchObject({ outcome: hand, win, stake: '100.00' });
    expect(body.value.balance).toBe(formatMinor(1000_00n - 100_00n + BigInt(win.replace('.', ''))));
    expect(await player.cashBalance('ficha_baccarat')).toEqual({ balance: '20.00', currency: 'BRL' });
  });

  it('lets the player replay every past hand from the revealed seeds alone', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 100_00n);
    const session = await player.launch('ficha_baccarat');
    const before = (await player.sessionInfo(session)).fairness;
    const sides: BaccaratSide[] = ['player', 'banker', 'tie'];
    const played = [];
    for (let i = 0; i < 30; i++) {
      const { body } = await deal(session, { stake: '1.00', side: sides[i % 3] });
      played.push(body.value);
    }
    const hidden = await player.pastRounds(session, '?pageSize=100');
    expect(hidden).toHaveLength(30);
    expect(hidden.every((r: { serverSeed: string | null }) => r.serverSeed === null)).toBe(true);

    const rotated = await player.rotateSeed(session);
    expect(seedMatchesHash(rotated.revealed.serverSeed, before.serverSeedHash)).toBe(true);

    const list = await player.pastRounds(session, '?pageSize=100');
    expect(list).toHaveLength(30);
    for (const round of list) {
      expect(seedMatchesHash(round.serverSeed, round.serverSeedHash)).toBe(true);
      const replay = baccaratRules.play(
        fairRng(round.serverSeed, round.clientSeed, round.nonce),
        round.params,
      );
      expect(replay.outcome).toEqual(round.outcome);
      expect(replay.payoutE4).toBe(round.payoutE4);
      expect(round.win).toBe(formatMinor(winFor(100n, replay.payoutE4)));
      const answered = played.find((p) => p.roundId === round.roundId);
      expect(answered).toMatchObject({ nonce: round.nonce, outcome: round.outcome, win: round.win });
    }
  });
});
