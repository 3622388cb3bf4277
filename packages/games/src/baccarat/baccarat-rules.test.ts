import { describe, expect, it } from 'vitest';
import { fairRng, type Rng } from '../fairness.ts';
import { measureRtp, simulationRng } from '../rtp-simulation.ts';
import { baccaratRtpModels } from './baccarat-rtp.ts';
import {
  BACCARAT_HAND_MAX_CARDS,
  BACCARAT_PAYOUT_E4,
  BACCARAT_RTP,
  BACCARAT_SHOE,
  BACCARAT_SIDES,
  type BaccaratCard,
  type BaccaratSide,
  baccaratRules,
  bankerDraws,
  dealHand,
  drawTopCards,
  handTotal,
  playerDraws,
} from './baccarat-rules.ts';

/** A hand-made shoe, dealt in this order: P1, B1, P2, B2, then third cards. 10 stands for 0 points. */
function shoeOf(ranks: number[]): BaccaratCard[] {
  return ranks.map((rank) => ({ rank, suit: 'spades' }));
}

const ranksOf = (cards: readonly BaccaratCard[]) => cards.map((card) => card.rank);
const byCard = (a: BaccaratCard, b: BaccaratCard) => a.suit.localeCompare(b.suit) || a.rank - b.rank;

describe('baccarat shoe and totals', () => {
  it('holds 8 full decks', () => {
    expect(BACCARAT_SHOE).toHaveLength(416);
    const copies = new Map<string, number>();
    for (const card of BACCARAT_SHOE) {
      const key = `${card.rank}${card.suit}`;
      copies.set(key, (copies.get(key) ?? 0) + 1);
    }
    expect(copies.size).toBe(52);
    expect(new Set(copies.values())).toEqual(new Set([8]));
  });

  it('counts aces 1, tens and pictures 0, and keeps the last digit', () => {
    expect(handTotal(shoeOf([9, 8]))).toBe(7);
    expect(handTotal(shoeOf([13, 12]))).toBe(0);
    expect(handTotal(shoeOf([1, 10]))).toBe(1);
    expect(handTotal(shoeOf([11, 5]))).toBe(5);
    expect(handTotal(shoeOf([7, 7, 7]))).toBe(1);
    expect(handTotal(shoeOf([9, 9, 9]))).toBe(7);
  });
});

describe('drawing the top of the shoe', () => {
  /** The textbook Fisher-Yates run from the top over the whole pile, for comparison. */
  function fullShuffleFromTop<T>(rng: Rng, pile: readonly T[]): T[] {
    const out = pile.slice();
    for (let position = 0; position < out.length - 1; position += 1) {
      const chosen = position + rng.int(out.length - position);
      [out[position], out[chosen]] = [out[chosen]!, out[position]!];
    }
    return out;
  }

  it('gives exactly the top cards of a full shuffle with the same random words', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const full = fullShuffleFromTop(simulationRng(seed), BACCARAT_SHOE);
      expect(drawTopCards(simulationRng(seed), BACCARAT_SHOE, BACCARAT_HAND_MAX_CARDS)).toEqual(
        full.slice(0, BACCARAT_HAND_MAX_CARDS),
      );
    }
    const everything = drawTopCards(simulationRng(7), BACCARAT_SHOE, BACCARAT_SHOE.length);
    expect(everything).toEqual(fullShuffleFromTop(simulationRng(7), BACCARAT_SHOE));
    expect([...everything].sort(byCard)).toEqual([...BACCARAT_SHOE].sort(byCard));
  });

  it('puts every ordered pair of cards on top equally often', () => {
    const pile = ['a', 'b', 'c', 'd', 'e'];
    const rng = simulationRng(2026);
    const draws = 100_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < draws; i += 1) {
      const top = drawTopCards(rng, pile, 2).join('');
      counts.set(top, (counts.get(top) ?? 0) + 1);
    }
    expect(counts.size).toBe(20);
    const expected = draws / 20;
    const sigma = Math.sqrt(expected * (1 - 1 / 20));
    for (const count of counts.values()) expect(Math.abs(count - expected)).toBeLessThan(5 * sigma);
  });

  it('deals each round from the top six cards its seeds draw', () => {
    const rng = () => fairRng('server-seed', 'client-seed', 11);
    const top = drawTopCards(rng(), BACCARAT_SHOE, BACCARAT_HAND_MAX_CARDS);
    const hand = baccaratRules.play(rng(), { side: 'player' }).outcome;
    expect(hand).toEqual(dealHand(top));
    for (const card of [...hand.player, ...hand.banker]) {
      expect(top[card.position]).toEqual({ rank: card.rank, suit: card.suit });
    }
  });

  it('refuses to draw more cards than the pile holds', () => {
    expect(() => drawTopCards(simulationRng(1), ['a'], 2)).toThrow(RangeError);
  });
});

describe('the drawing tableau', () => {
  it('stops both hands on a natural 8 or 9', () => {
    const naturalPlayer = dealHand(shoeOf([4, 10, 4, 10, 5, 5]));
    expect([ranksOf(naturalPlayer.player), ranksOf(naturalPlayer.banker)]).toEqual([
      [4, 4],
      [10, 10],
    ]);
    expect(naturalPlayer).toMatchObject({ playerTotal: 8, bankerTotal: 0, winner: 'player' });

    const naturalBanker = dealHand(shoeOf([2, 9, 3, 10, 5, 5]));
    expect([ranksOf(naturalBanker.player), ranksOf(naturalBanker.banker)]).toEqual([
      [2, 3],
      [9, 10],
    ]);
    expect(naturalBanker).toMatchObject({ playerTotal: 5, bankerTotal: 9, winner: 'banker' });

    expect(dealHand(shoeOf([5, 4, 4, 5, 1, 1]))).toMatchObject({
      playerTotal: 9,
      bankerTotal: 9,
      winner: 'tie',
    });
  });

  const TOTALS_0_TO_7 = [0, 1, 2, 3, 4, 5, 6, 7];
  // Draws on 0 to 5, stands on 6 and 7: the player's rule, and the banker's facing a standing player.
  const DRAWS_ON_0_TO_5 = [true, true, true, true, true, true, false, false];

  it('draws for the player on 0 to 5 and stands on 6 and 7', () => {
    expect(TOTALS_0_TO_7.map(playerDraws)).toEqual(DRAWS_ON_0_TO_5);
    // Player 6 stands; the banker on 5 then draws as the player would.
    const hand = dealHand(shoeOf([3, 2, 3, 3, 4, 9]));
    expect([ranksOf(hand.player), ranksOf(hand.banker)]).toEqual([
      [3, 3],
      [2, 3, 4],
    ]);
    expect(hand).toMatchObject({ playerTotal: 6, bankerTotal: 9, winner: 'banker' });
  });

  it('draws for a banker facing a standing player on 0 to 5 only', () => {
    expect(TOTALS_0_TO_7.map((total) => bankerDraws(total, null))).toEqual(DRAWS_ON_0_TO_5);
    expect(ranksOf(dealHand(shoeOf([7, 3, 10, 3, 2, 2])).banker)).toEqual([3, 3]);
  });

  // The standard tableau: banker total by row, the player's third card (0 to 9 points) by column.
  const TABLEAU: Record<number, string> = {
    0: 'DDDDDDDDDD',
    1: 'DDDDDDDDDD',
    2: 'DDDDDDDDDD',
    3: 'DDDDDDDDSD',
    4: 'SSDDDDDDSS',
    5: 'SSSSDDDDSS',
    6: 'SSSSSSDDSS',
    7: 'SSSSSSSSSS',
  };
  const cells = Object.entries(TABLEAU).flatMap(([total, row]) =>
    [...row].map((mark, third) => ({ bankerTotal: Number(total), third, draws: mark === 'D' })),
  );

  it.each(cells)(
    'banker on $bankerTotal, player third card $third: draws $draws',
    ({ bankerTotal, third, draws }) => {
      expect(bankerDraws(bankerTotal, third)).toBe(draws);
      // The same rule through a dealt hand: player 0 draws `third`; the banker holds `bankerTotal`.
      const bankerRanks = bankerTotal === 0 ? [10, 10] : [bankerTotal, 10];
      const hand = dealHand(shoeOf([10, bankerRanks[0]!, 10, bankerRanks[1]!, third === 0 ? 10 : third, 2]));
      expect(hand.player).toHaveLength(3);
      expect(hand.banker).toHaveLength(draws ? 3 : 2);
    },
  );

  it('tells each card its place in the shoe, which is the dealing order', () => {
    const hand = dealHand(shoeOf([10, 10, 10, 10, 1, 1]));
    expect(hand.player.map((card) => card.position)).toEqual([0, 2, 4]);
    expect(hand.banker.map((card) => card.position)).toEqual([1, 3, 5]);
    const bankerStands = dealHand(shoeOf([10, 7, 10, 10, 1]));
    expect(bankerStands.banker.map((card) => card.position)).toEqual([1, 3]);
  });
});

describe('baccarat pays', () => {
  it('pays player 1:1, banker 0.95:1, tie 8:1 and pushes player and banker on a tie', () => {
    expect(BACCARAT_PAYOUT_E4).toEqual({
      player: { player: 20_000, banker: 0, tie: 10_000 },
      banker: { player: 0, banker: 19_500, tie: 10_000 },
      tie: { player: 0, banker: 0, tie: 90_000 },
    });
  });

  it('deals a round from its own shuffled shoe, replayable from the seeds', () => {
    const play = (side: BaccaratSide) =>
      baccaratRules.play(fairRng('server-seed', 'client-seed', 3), { side });
    const round = play('banker');
    expect(play('banker')).toEqual(round);
    expect(play('tie').outcome).toEqual(round.outcome);
    expect(round.payoutE4).toBe(BACCARAT_PAYOUT_E4.banker[round.outcome.winner]);
    expect(() => baccaratRules.play(fairRng('s', 'c', 1), { side: 'dragon' as BaccaratSide })).toThrow(
      RangeError,
    );
  });
});

describe('baccarat RTP', () => {
  /**
   * Every sequence of six card values off a fresh 8-deck shoe, weighted by its chance of being
   * dealt, through dealHand itself. Cards a hand leaves in the shoe are summed out by their weights.
   */
  function exactWinnerChances(): Record<BaccaratSide, number> {
    // A ten stands for value 0 (16 cards a deck); values 1 to 9 have 4 cards a deck.
    const cardOfValue = shoeOf([10, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const remaining = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    const top: BaccaratCard[] = [];
    const chances = { player: 0, banker: 0, tie: 0 };
    const visit = (cardsLeft: number, chance: number): void => {
      if (top.length === 6) {
        chances[dealHand(top).winner] += chance;
        return;
      }
      for (let value = 0; value <= 9; value += 1) {
        const count = remaining[value]!;
        remaining[value] = count - 1;
        top.push(cardOfValue[value]!);
        visit(cardsLeft - 1, (chance * count) / cardsLeft);
        top.pop();
        remaining[value] = count;
      }
    };
    visit(416, 1);
    return chances;
  }

  it('declares each bet at its exact return, derived from every possible deal', () => {
    const chances = exactWinnerChances();
    expect(chances.player + chances.banker + chances.tie).toBeCloseTo(1, 10);
    expect(chances.banker).toBeCloseTo(0.458597, 6);
    expect(chances.player).toBeCloseTo(0.446247, 6);
    expect(chances.tie).toBeCloseTo(0.095156, 6);
    for (const side of BACCARAT_SIDES) {
      const exact = BACCARAT_SIDES.reduce(
        (sum, winner) => sum + (chances[winner] * BACCARAT_PAYOUT_E4[side][winner]) / 10_000,
        0,
      );
      expect(Math.abs(exact - BACCARAT_RTP[side]), side).toBeLessThan(5e-7);
    }
  });

  it.each(baccaratRtpModels)(
    '$label returns its declared RTP over 200,000 hands, within 5 standard errors',
    (model) => {
      const measured = measureRtp(model, 200_000, 19_890_101 + model.label.length);
      expect(Math.abs(measured.measured - model.declaredRtp)).toBeLessThan(5 * measured.standardError);
    },
  );
});
