import { describe, expect, it } from 'vitest';
import { type ClickContext, decideGameClick, decidePlayChoice, type PlayTarget } from './game-click';

const member = { isLoggedIn: true, isTrial: false };
const trial = { isLoggedIn: true, isTrial: true };
const guest = { isLoggedIn: false, isTrial: false };
const context: ClickContext = { hasElectronicLottery: false, fromHome: false };
const slot: PlayTarget = {
  nodeId: '7',
  vassalage: 'AURORA',
  gameId: '1001',
  gameCode: 'aurora-2',
  supportPlay: 0,
};
const table: PlayTarget = { ...slot, vassalage: 'VIVO', supportPlay: 1 };

function target(outcome: ReturnType<typeof decideGameClick>): URL {
  if (outcome.kind !== 'navigate') throw new Error(`expected navigate, got ${outcome.kind}`);
  return new URL(outcome.to, 'http://site');
}

describe('game click (spec section 4)', () => {
  it('sends a guest to login', () => {
    expect(decideGameClick(slot, guest, context)).toEqual({ kind: 'login' });
  });

  it('offers the real-money / free-play choice when free play is supported', () => {
    expect(decideGameClick(slot, member, context)).toEqual({ kind: 'choosePlay' });
    expect(decideGameClick(slot, trial, context)).toEqual({ kind: 'choosePlay' });
  });

  it('refuses a trial user real money with free_reject', () => {
    expect(decideGameClick(table, trial, context)).toEqual({ kind: 'freeReject' });
    expect(decidePlayChoice(slot, false, trial, context)).toEqual({ kind: 'freeReject' });
    expect(target(decidePlayChoice(slot, true, trial, context)).searchParams.get('freePlay')).toBe('1');
  });

  it('launches other games through /m/launchGame', () => {
    const url = target(decideGameClick(table, member, { ...context, fromHome: true }));
    expect(url.pathname).toBe('/m/launchGame');
    expect(url.searchParams.get('nodeId')).toBe('7');
    expect(url.searchParams.get('freePlay')).toBe('0');
    expect(url.searchParams.get('code')).toBe('aurora-2');
    expect(url.searchParams.get('pageBack')).toBe('home');
  });

  it('opens lottery vendors in the lottery frame through /m/launchGame with their prize mode', () => {
    const vn = target(decideGameClick({ ...table, vassalage: 'TCG_LOTTO_VN' }, member, context));
    expect(vn.pathname).toBe('/m/launchGame');
    expect(vn.searchParams.get('prize_mode')).toBe('VN');
    const sea = target(decideGameClick({ ...table, vassalage: 'TCG_SEA' }, member, context));
    expect(sea.searchParams.get('prize_mode')).toBe('SEA');
    const plain = target(decideGameClick({ ...table, vassalage: 'LOTT' }, member, context));
    expect(plain.searchParams.get('prize_mode')).toBe('LOTT');
    const electronic = target(
      decideGameClick({ ...table, vassalage: 'ELOTT' }, member, { ...context, hasElectronicLottery: true }),
    );
    expect(electronic.searchParams.get('prize_mode')).toBe('ELOTT');
  });

  it("launches our lottery games with the route list's lottery query", () => {
    // lottery-feed.ts: the daily northern draw is LOTT with lottoMode VN, classified trad.
    const daily: PlayTarget = {
      nodeId: '301',
      vassalage: 'LOTT',
      gameId: 'ficha_lotto_vn',
      gameCode: 'ficha_lotto_vn',
      gameGroupId: 'vietnam-north',
      lottoMode: 'VN',
      gameClassifyNew: ['trad'],
      supportPlay: 1,
    };
    const url = target(decideGameClick(daily, member, { ...context, fromHome: true }));
    expect(url.pathname).toBe('/m/launchGame');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      playType: 'trad',
      gameId: 'ficha_lotto_vn',
      gameGroupId: 'vietnam-north',
      prize_mode: 'VN',
      code: 'ficha_lotto_vn',
      nodeId: '301',
      pageBack: 'home',
    });
    const dice = {
      ...daily,
      vassalage: 'LOTT',
      lottoMode: null,
      gameClassifyNew: ['ent'],
      gameGroupId: 'dice3',
    };
    const fast = target(decideGameClick(dice, member, context));
    expect(fast.searchParams.get('playType')).toBe('ent');
    expect(fast.searchParams.get('prize_mode')).toBe('LOTT');
    expect(fast.searchParams.has('pageBack')).toBe(false);
  });

  it('refuses lottery to a trial user even when the game has free play', () => {
    expect(decideGameClick({ ...slot, vassalage: 'LOTT' }, trial, context)).toEqual({ kind: 'freeReject' });
  });
});
