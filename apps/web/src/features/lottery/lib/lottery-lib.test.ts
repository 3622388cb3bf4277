import { sha256Hex } from '@ficha/games/fairness';
import { periodRng } from '@ficha/games/lottery/lottery-bets';
import { LOTTERY_GAMES, LOTTERY_RULES } from '@ficha/games/lottery/lottery-games';
import { describe, expect, it } from 'vitest';
import { boardTabs, isValidPick, normalizePick, pickInputOf, quickPick } from './bet-board';
import { parseFrameTheme } from './frame-theme';
import { formatCountdown, periodPhase } from './period-clock';
import {
  addLine,
  normalizeAmount,
  removeLine,
  type TicketLine,
  ticketProblem,
  ticketRequest,
  ticketTotal,
  toggleLine,
} from './ticket';
import { verifyDraw } from './verify-draw';

const line = (betType: string, pick: string, amount = '5.00'): TicketLine => ({
  betType,
  pick,
  amount,
  odds: '1.92',
});
const offered = (kind: keyof typeof LOTTERY_RULES) =>
  LOTTERY_RULES[kind].betTypes.map((type) => ({ code: type.code, odds: '1.00', oddsByPick: {} }));

describe('the bet board of every game kind (issue 14 part 2)', () => {
  it('puts every bet type the server offers on a tab, once', () => {
    for (const kind of Object.keys(LOTTERY_RULES) as Array<keyof typeof LOTTERY_RULES>) {
      const codes = boardTabs(kind, offered(kind)).flatMap((tab) => tab.betTypes.map((type) => type.code));
      expect(codes.sort(), kind).toEqual(LOTTERY_RULES[kind].betTypes.map((type) => type.code).sort());
    }
  });

  it('enters picks as the rules take them: cells, typed digits, xiên endings', () => {
    expect(pickInputOf('dice3', 'big')).toEqual({ kind: 'none' });
    expect(pickInputOf('dice3', 'sum')).toMatchObject({ kind: 'choices' });
    expect(pickInputOf('digits5', 'front3')).toEqual({ kind: 'digits', digits: 3 });
    expect(pickInputOf('vietnam-north', 'lo2')).toEqual({ kind: 'digits', digits: 2 });
    expect(pickInputOf('vietnam-south', 'xien3')).toEqual({ kind: 'endings', count: 3 });
    expect(normalizePick({ kind: 'endings', count: 2 }, ' 42 07')).toBe('07-42');
    expect(isValidPick('vietnam-north', 'xien2', normalizePick({ kind: 'endings', count: 2 }, '42,07'))).toBe(
      true,
    );
    expect(isValidPick('vietnam-north', 'xien2', normalizePick({ kind: 'endings', count: 2 }, '07 07'))).toBe(
      false,
    );
    expect(isValidPick('vietnam-north', 'lo2', '7')).toBe(false);
    expect(isValidPick('vietnam-north', 'head', '07')).toBe(false); // the 8th prize is the south's only
  });

  it('makes quick picks the server accepts, for every bet type of every game', () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    for (const [kind, rules] of Object.entries(LOTTERY_RULES) as Array<
      [keyof typeof LOTTERY_RULES, (typeof LOTTERY_RULES)['dice3']]
    >) {
      for (const type of rules.betTypes) {
        for (let i = 0; i < 20; i += 1) {
          const pick = quickPick(pickInputOf(kind, type.code), random);
          expect(type.validPick(pick), `${kind} ${type.code} ${pick}`).toBe(true);
        }
      }
    }
  });
});

describe('the ticket (issue 14: "a ticket (order) of several sub-orders")', () => {
  it('toggles cells, adds typed picks once, removes lines and totals in minor units', () => {
    let lines = toggleLine([], line('sum', '11'));
    lines = toggleLine(lines, line('big', ''));
    lines = toggleLine(lines, line('sum', '11'));
    expect(lines.map((l) => l.betType)).toEqual(['big']);
    lines = addLine(lines, line('pair', '3', '0.10'));
    lines = addLine(lines, line('pair', '3', '0.20'));
    lines = addLine(lines, line('sum', '4', '0.10'));
    expect(lines).toHaveLength(3);
    expect(ticketTotal(lines)).toBe('5.30'); // 5.00 + 0.20 + 0.10, no float drift
    expect(removeLine(lines, 0).map((l) => l.betType)).toEqual(['pair', 'sum']);
    expect(ticketRequest('202611251200', lines)).toEqual({
      numero: '202611251200',
      bets: [
        { betType: 'big', pick: '', amount: '5.00' },
        { betType: 'pair', pick: '3', amount: '0.20' },
        { betType: 'sum', pick: '4', amount: '0.10' },
      ],
    });
  });

  it('says why a ticket cannot go yet: empty, limits, balance, too many lines', () => {
    const limits = { minBet: '1.00', maxBet: '100.00', balance: '20.00' };
    expect(ticketProblem([], limits)).toBe('empty');
    expect(ticketProblem([line('big', '', '0.50')], limits)).toBe('belowMin');
    expect(ticketProblem([line('big', '', '100.01')], limits)).toBe('aboveMax');
    expect(
      ticketProblem([line('big', ''), line('small', ''), line('odd', ''), line('even', '', '5.01')], limits),
    ).toBe('overBalance');
    expect(ticketProblem([line('big', ''), line('small', '')], limits)).toBeUndefined();
    const many = Array.from({ length: 31 }, (_, i) => line('sum', String(i), '0.10'));
    expect(ticketProblem(many, { ...limits, minBet: '0.10' })).toBe('tooMany');
    expect(normalizeAmount('5,5')).toBe('5.50');
    expect(normalizeAmount('0')).toBeUndefined();
    expect(normalizeAmount('abc')).toBeUndefined();
  });
});

describe('verifying a draw in the browser with the server maths', () => {
  const seed = 'a'.repeat(64);
  for (const game of LOTTERY_GAMES) {
    it(`${game.code}: the revealed seed replays the result; a changed result or seed does not`, () => {
      const numero = '202611251200';
      const result = LOTTERY_RULES[game.kind].draw(periodRng(seed, game.code, numero));
      const draw = { numero, seed, seedHash: sha256Hex(seed), result: JSON.parse(JSON.stringify(result)) };
      expect(verifyDraw(game.code, draw)).toMatchObject({ ok: true });
      const tampered = Array.isArray(result)
        ? result.map((n: number, i: number) => (i === 0 ? (n % 6) + 1 : n))
        : { tiers: [{ name: 'special', numbers: ['00000'] }] };
      expect(verifyDraw(game.code, { ...draw, result: tampered })).toMatchObject({
        ok: false,
        reason: 'result',
      });
      expect(verifyDraw(game.code, { ...draw, seed: 'b'.repeat(64) })).toMatchObject({
        ok: false,
        reason: 'hash',
      });
    });
  }
});

describe('the frame clock and theme', () => {
  const period = { closesAt: '2026-11-25T12:00:50.000Z', drawsAt: '2026-11-25T12:01:00.000Z' };
  it('counts to the close, then to the draw, then waits for the result', () => {
    expect(periodPhase(period, Date.parse('2026-11-25T12:00:08.200Z'))).toEqual({
      phase: 'open',
      msLeft: 41_800,
    });
    expect(formatCountdown(41_800)).toBe('00:42');
    expect(periodPhase(period, Date.parse('2026-11-25T12:00:55.000Z'))).toEqual({
      phase: 'closed',
      msLeft: 5_000,
    });
    expect(periodPhase(period, Date.parse('2026-11-25T12:01:00.000Z')).phase).toBe('drawing');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
  });

  it('takes a named theme and a hex accent from css, and nothing else', () => {
    expect(parseFrameTheme('light,#E91E63')).toEqual({ theme: 'light', accent: '#e91e63' });
    expect(parseFrameTheme('0af')).toEqual({ accent: '#0af' });
    expect(parseFrameTheme('red;background:url(x)')).toEqual({});
    expect(parseFrameTheme(null)).toEqual({});
  });
});
