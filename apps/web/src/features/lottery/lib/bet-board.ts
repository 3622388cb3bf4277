import type { LotteryBetTypeView, LotteryGameState } from '@ficha/contract';
import { betTypeOf } from '@ficha/games/lottery/lottery-bets';
import { LOTTERY_RULES } from '@ficha/games/lottery/lottery-games';

/**
 * The bet board of each game kind (issue 14 part 2): its bet types in tabs, and how a player makes
 * a pick for each. How a pick is entered comes from the same rules the server checks picks with
 * (@ficha/games), so the board never offers a pick the server would refuse.
 */
export type LotteryKind = LotteryGameState['game']['kind'];

export type PickInput =
  /** Nothing to choose: big, small, odd, even, any triple, dragon... */
  | { kind: 'none' }
  /** One of a few fixed picks: a sum, a face, a ball position ("3:7" rows by ball). */
  | { kind: 'choices'; picks: readonly string[] }
  /** A number of exactly `digits` digits typed by the player: "07", "123". */
  | { kind: 'digits'; digits: number }
  /** `count` distinct two-digit endings, as a xiên: "07-42". */
  | { kind: 'endings'; count: number };

export interface BoardTab {
  id: string;
  betTypes: LotteryBetTypeView[];
}

const TABS: Record<LotteryKind, ReadonlyArray<readonly [string, readonly string[]]>> = {
  dice3: [
    ['sum', ['sum']],
    ['bigSmall', ['big', 'small', 'odd', 'even']],
    ['triples', ['triple', 'any_triple']],
    ['pairs', ['pair']],
  ],
  digits5: [
    ['positions', ['position']],
    ['positionTraits', ['position_big', 'position_small', 'position_odd', 'position_even']],
    ['sums', ['sum_big', 'sum_small', 'sum_odd', 'sum_even']],
    ['combos', ['front2', 'back2', 'front3', 'back3']],
    ['dragonTiger', ['dragon', 'tiger', 'tie']],
  ],
  'vietnam-north': [
    ['lo', ['lo2', 'lo3']],
    ['de', ['de', 'cang3']],
    ['xien', ['xien2', 'xien3']],
  ],
  'vietnam-south': [
    ['lo', ['lo2', 'lo3']],
    ['de', ['de', 'cang3', 'head']],
    ['xien', ['xien2', 'xien3']],
  ],
};

/** The board's tabs, each with the bet types the server offers (with its odds), in board order. */
export function boardTabs(kind: LotteryKind, offered: readonly LotteryBetTypeView[]): BoardTab[] {
  return TABS[kind]
    .map(([id, codes]) => ({
      id,
      betTypes: codes.flatMap((code) => offered.filter((type) => type.code === code)),
    }))
    .filter((tab) => tab.betTypes.length > 0);
}

/** How a pick of this bet type is entered. */
export function pickInputOf(kind: LotteryKind, betType: string): PickInput {
  const type = betTypeOf(LOTTERY_RULES[kind], betType);
  if (!type) return { kind: 'none' };
  if (type.picks) {
    return type.picks.length === 1 && type.picks[0] === ''
      ? { kind: 'none' }
      : { kind: 'choices', picks: type.picks };
  }
  const sample = type.samplePick;
  if (sample.includes('-')) return { kind: 'endings', count: sample.split('-').length };
  return { kind: 'digits', digits: sample.length };
}

/** Would the server take this pick for the bet type? */
export function isValidPick(kind: LotteryKind, betType: string, pick: string): boolean {
  return betTypeOf(LOTTERY_RULES[kind], betType)?.validPick(pick) ?? false;
}

/**
 * A pick typed by the player, in its canonical form: two-digit endings sorted and joined by "-"
 * (the order a xiên is stored in), anything else trimmed.
 */
export function normalizePick(input: PickInput, text: string): string {
  const trimmed = text.trim();
  if (input.kind !== 'endings') return trimmed;
  const parts = trimmed.split(/[\s,;.\-/]+/).filter(Boolean);
  return [...new Set(parts)].sort().join('-');
}

/** The odds of one pick: its own when it differs from the bet type's. */
export function oddsOf(type: LotteryBetTypeView, pick: string): string {
  return type.oddsByPick[pick] ?? type.odds;
}

/** A random valid pick for the quick pick button; `random` returns [0, 1) (injected by tests). */
export function quickPick(input: PickInput, random: () => number = Math.random): string {
  const below = (n: number) => Math.min(n - 1, Math.floor(random() * n));
  switch (input.kind) {
    case 'none':
      return '';
    case 'choices':
      return input.picks[below(input.picks.length)]!;
    case 'digits':
      return Array.from({ length: input.digits }, () => String(below(10))).join('');
    case 'endings': {
      const endings = new Set<string>();
      while (endings.size < input.count) endings.add(String(below(100)).padStart(2, '0'));
      return [...endings].sort().join('-');
    }
    default: {
      const unreachable: never = input;
      return unreachable;
    }
  }
}
