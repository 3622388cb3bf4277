import { formatMinor, parseAmount } from '@ficha/contract';
import { fairRng } from '@ficha/games/fairness';
import { winFor } from '@ficha/games/payout';
import {
  DRAGON_VAULT_BUY_COST,
  DRAGON_VAULT_FREE_SPINS,
  type DragonVaultOutcome,
  dragonVaultPayoutOfDebitE4,
  dragonVaultRules,
} from '@ficha/games/slots/dragon-vault';
import { fruitLinesRules } from '@ficha/games/slots/fruit-lines';
import { megaWaysRules } from '@ficha/games/slots/mega-ways';
import { describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { slotSpinPath } from '../src/modules/studio/slots/slots.routes.ts';
import { countRounds, StudioPlayer, studioCall } from './studio-player.ts';
import { useTestApp } from './test-app.ts';

const env = useTestApp();

const SLOTS = ['ficha_fruit_lines', 'ficha_mega_ways', 'ficha_dragon_vault'] as const;
type SlotCode = (typeof SLOTS)[number];

const spin = (code: SlotCode, session: string, body: object) =>
  studioCall(env.app, session, 'POST', slotSpinPath(code), body);

const balanceOf = async (session: string): Promise<string> =>
  (await studioCall(env.app, session, 'GET', '/studio/api/v1/balance')).body.value.balance;

/** What the contract's rules give for a round's seeds: payoutE4 of the stake debited, and the outcome. */
function replay(
  code: SlotCode,
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  params: object,
) {
  const rng = fairRng(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
  if (code === 'ficha_fruit_lines') return fruitLinesRules.play(rng, {});
  if (code === 'ficha_mega_ways') return megaWaysRules.play(rng, {});
  const dragonParams = params as { buy: boolean };
  const { payoutE4, outcome } = dragonVaultRules.play(rng, dragonParams);
  return { payoutE4: dragonVaultPayoutOfDebitE4(payoutE4, dragonParams), outcome };
}

describe('studio slots (issue 6): three reel games through the seamless wallet', () => {
  it.each(SLOTS)('%s: each spin debits the stake and credits stake x payoutE4, exactly', async (code) => {
    const player = await StudioPlayer.create(env.app, env.db, 200_00n);
    const session = await player.launch(code);
    let balance = 200_00n;
    let wins = 0;
    for (let i = 0; i < 25; i++) {
      const stake = i % 2 === 0 ? 1_00n : 2_40n;
      const { status, body } = await spin(code, session, { stake: formatMinor(stake) });
      expect(status, JSON.stringify(body)).toBe(200);
      const round = body.value;
      expect(Object.keys(round)).toEqual(
        expect.arrayContaining(['roundId', 'nonce', 'stake', 'win', 'payoutE4', 'outcome', 'balance']),
      );
      expect(round.nonce).toBe(i + 1);
      expect(round.stake).toBe(formatMinor(stake));
      expect(round.win).toBe(formatMinor(winFor(stake, round.payoutE4)));
      balance += -stake + winFor(stake, round.payoutE4);
      expect(round.balance).toBe(formatMinor(balance));
      if (round.payoutE4 > 0) wins += 1;
    }
    expect(wins).toBeGreaterThan(0);
    expect(await balanceOf(session)).toBe(formatMinor(balance));
    const stored = await env.db
      .selectFrom('studio_rounds')
      .select(['status', 'stake', 'win'])
      .where('member_id', '=', String(player.memberId))
      .execute();
    expect(stored).toHaveLength(25);
    expect(stored.every((round) => round.status === 'SETTLED')).toBe(true);
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });

  it('Dragon Vault: a purchase debits 100 stakes and pays the ten free spins on the base stake', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 2_000_00n);
    const session = await player.launch('ficha_dragon_vault');
    let balance = 2_000_00n;
    for (const stake of [1_00n, 2_50n, 10_00n]) {
      const { status, body } = await spin('ficha_dragon_vault', session, {
        stake: formatMinor(stake),
        buy: true,
      });
      expect(status, JSON.stringify(body)).toBe(200);
      const round = body.value;
      const outcome = round.outcome as DragonVaultOutcome;
      const debit = stake * BigInt(DRAGON_VAULT_BUY_COST);
      expect(round.stake).toBe(formatMinor(debit));
      expect(outcome).toMatchObject({ bought: true, baseSpin: null, scatter: null });
      expect(outcome.freeSpins).toHaveLength(DRAGON_VAULT_FREE_SPINS);
      expect(outcome.freeSpins.map((free) => free.multiplier)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      // The free spins pay in base stakes: the win is the base stake times their total.
      const inBaseStakes = outcome.freeSpins.reduce((sum, free) => sum + free.payoutE4, 0);
      expect(round.win).toBe(formatMinor(winFor(stake, inBaseStakes)));
      expect(round.payoutE4 * DRAGON_VAULT_BUY_COST).toBe(inBaseStakes);
      balance += -debit + winFor(stake, inBaseStakes);
      expect(round.balance).toBe(formatMinor(balance));
    }
    const spun = await spin('ficha_dragon_vault', session, { stake: '1.00' });
    expect(spun.body.value).toMatchObject({ stake: '1.00', outcome: { bought: false } });
    expect(spun.body.value.outcome.baseSpin.multiplier).toBe(1);
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });

  it('refuses a purchase on the other slots and above its limit, changing nothing', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 2_000_00n);
    for (const code of ['ficha_fruit_lines', 'ficha_mega_ways'] as const) {
      const session = await player.launch(code);
      for (const buy of [true, false]) {
        const { status, body } = await spin(code, session, { stake: '1.00', buy });
        expect(status).toBe(400);
        expect(body.code).toBe('BAD_REQUEST');
      }
    }
    const session = await player.launch('ficha_dragon_vault');
    // The catalogue's max bet is 100.00: a purchase may cost 1,000.00, a stake of 10.00.
    for (const stake of ['10.01', '50.00', '100.00', '0.10']) {
      const { status, body } = await spin('ficha_dragon_vault', session, { stake, buy: true });
      expect(status, stake).toBe(400);
      expect(body.code).toBe('BET_OUT_OF_LIMITS');
      expect(body.value).toEqual({ min: '0.20', max: '10.00' });
      expect(body.message).toBe('The bet must be between R$0.20 and R$10.00.');
    }
    // The plain spin keeps the catalogue's limits.
    expect((await spin('ficha_dragon_vault', session, { stake: '100.01' })).body.code).toBe(
      'BET_OUT_OF_LIMITS',
    );
    expect(await balanceOf(session)).toBe('2000.00');
    expect(await countRounds(env.db, player.memberId)).toBe(0);
    const atLimit = await spin('ficha_dragon_vault', session, { stake: '10.00', buy: true });
    expect(atLimit.body.value.stake).toBe('1000.00');
  });

  it('refuses bad input with clear errors and changes nothing', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 5_00n);
    const cases: Array<[SlotCode, object, string]> = [
      ['ficha_fruit_lines', { stake: '0.19' }, 'BET_OUT_OF_LIMITS'],
      ['ficha_fruit_lines', { stake: '200.01' }, 'BET_OUT_OF_LIMITS'],
      ['ficha_mega_ways', { stake: '0' }, 'BAD_REQUEST'],
      ['ficha_mega_ways', { stake: '-1.00' }, 'BAD_REQUEST'],
      ['ficha_mega_ways', { stake: '1.001' }, 'BAD_REQUEST'],
      ['ficha_mega_ways', { stake: 1 }, 'BAD_REQUEST'],
      ['ficha_mega_ways', {}, 'BAD_REQUEST'],
      ['ficha_mega_ways', { stake: '1.00', lines: 10 }, 'BAD_REQUEST'],
      ['ficha_dragon_vault', { stake: '1.00', buy: 'yes' }, 'BAD_REQUEST'],
      ['ficha_dragon_vault', { stake: 'abc', buy: true }, 'BAD_REQUEST'],
      ['ficha_dragon_vault', { stake: '1.00', buy: true }, 'INSUFFICIENT_FUNDS'],
      ['ficha_fruit_lines', { stake: '6.00' }, 'INSUFFICIENT_FUNDS'],
    ];
    for (const [code, body, expected] of cases) {
      const session = await player.launch(code);
      const res = await spin(code, session, body);
      expect(res.body.code, `${code} ${JSON.stringify(body)}`).toBe(expected);
      expect(res.status).toBeLessThan(500);
    }
    // A session of another game (or none) cannot spin this one.
    const fruitSession = await player.launch('ficha_fruit_lines');
    expect((await spin('ficha_mega_ways', fruitSession, { stake: '1.00' })).body.code).toBe(
      'UNKNOWN_SESSION',
    );
    expect((await spin('ficha_mega_ways', 'no-such-session', { stake: '1.00' })).body.code).toBe(
      'UNKNOWN_SESSION',
    );
    expect(await balanceOf(fruitSession)).toBe('5.00');
    expect(await countRounds(env.db, player.memberId, 'SETTLED')).toBe(0);
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });

  it('plays free play with play money, also a bought feature, never touching cash', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 20_00n);
    // One play-money wallet per member, shared by the games.
    let balance = 1_000_00n;
    for (const code of SLOTS) {
      const session = await player.launch(code, true);
      const start = await player.sessionInfo(session);
      expect(start).toMatchObject({ mode: 'FREE', currency: 'PLAY', balance: formatMinor(balance) });
      const { body } = await spin(code, session, { stake: '5.00' });
      balance += -5_00n + parseAmount(body.value.win)!;
      expect(body.value.balance).toBe(formatMinor(balance));
    }
    const free = await player.launch('ficha_dragon_vault', true);
    const bought = (await spin('ficha_dragon_vault', free, { stake: '2.00', buy: true })).body.value;
    expect(bought.stake).toBe('200.00');
    expect(bought.balance).toBe(formatMinor(balance - 200_00n + parseAmount(bought.win)!));
    expect(await player.cashBalance('ficha_fruit_lines')).toEqual({ balance: '20.00', currency: 'BRL' });
  });

  it.each(SLOTS)('%s: every past round replays from its revealed seeds alone', async (code) => {
    const player = await StudioPlayer.create(env.app, env.db, 1_000_00n);
    const session = await player.launch(code);
    const played: string[] = [];
    for (let i = 0; i < 30; i++) {
      const buy = code === 'ficha_dragon_vault' && i % 10 === 9;
      const body = buy ? { stake: '0.20', buy } : { stake: '0.20' };
      const answer = (await spin(code, session, body)).body.value;
      played.push(answer.roundId);
    }
    const hidden = await player.pastRounds(session, '?pageSize=100');
    expect(hidden.every((round: { serverSeed: string | null }) => round.serverSeed === null)).toBe(true);
    await player.rotateSeed(session);

    const list = await player.pastRounds(session, '?pageSize=100');
    expect(list.map((round: { roundId: string }) => round.roundId).sort()).toEqual([...played].sort());
    for (const round of list) {
      const again = replay(code, round, round.params);
      expect(again.outcome).toEqual(round.outcome);
      expect(again.payoutE4).toBe(round.payoutE4);
      expect(round.win).toBe(formatMinor(winFor(parseAmount(round.stake)!, round.payoutE4)));
    }
    if (code === 'ficha_dragon_vault') {
      const purchases = list.filter((round: { params: { buy: boolean } }) => round.params.buy);
      expect(purchases).toHaveLength(3);
      expect(purchases.every((round: { stake: string }) => round.stake === '20.00')).toBe(true);
    }
  });
});
