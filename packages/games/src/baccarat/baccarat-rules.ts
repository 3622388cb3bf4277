import type { Rng } from '../fairness.ts';
import type { InstantGameRules } from '../game-rules.ts';

/**
 * Punto banco, one hand per round. Every round shuffles its own 8-deck shoe from its own seeds and
 * deals from the top (drawing only the six cards a hand can use, see drawTopCards), so any single
 * round can be verified alone. The player bets on the player,
 * the banker or a tie; the drawing of third cards follows the standard tableau, with no choices.
 */
export const BACCARAT_DECKS = 8;

export const BACCARAT_SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type BaccaratSuit = (typeof BACCARAT_SUITS)[number];

export interface BaccaratCard {
  /** 1 is the ace, 11 to 13 the jack, queen and king. */
  rank: number;
  suit: BaccaratSuit;
}

/** A card as dealt: `position` is its place in the shuffled shoe, which is also the dealing order. */
export interface DealtCard extends BaccaratCard {
  position: number;
}

/** The shoe before shuffling: deck after deck, each spades, hearts, diamonds, clubs, ace to king. */
export const BACCARAT_SHOE: readonly BaccaratCard[] = Array.from({ length: BACCARAT_DECKS }).flatMap(() =>
  BACCARAT_SUITS.flatMap((suit) => Array.from({ length: 13 }, (_, index) => ({ rank: index + 1, suit }))),
);

/** A hand never uses more than six cards: two each, then at most one third card each. */
export const BACCARAT_HAND_MAX_CARDS = 6;

/**
 * The top `count` cards of a Fisher-Yates shuffle run from the top of the pile: for position
 * i = 0, 1, ..., the card at i swaps with the card at i + rng.int(length - i). Each step fixes one
 * more card of the shuffled order, uniformly among the cards not yet placed, so stopping after
 * `count` steps gives exactly the top of a fully shuffled shoe at a fraction of the work: the rest
 * of the shoe is never dealt. Positions touched by a swap are kept in a map instead of copying the
 * whole pile. Anyone can redo it with the round's random words: one rng.int per card, in order.
 */
export function drawTopCards<T>(rng: Rng, pile: readonly T[], count: number): T[] {
  if (!Number.isInteger(count) || count < 0 || count > pile.length) throw new RangeError(`draw ${count}`);
  const swapped = new Map<number, number>();
  const at = (position: number) => swapped.get(position) ?? position;
  const top: T[] = [];
  for (let position = 0; position < count; position += 1) {
    const chosen = position + rng.int(pile.length - position);
    const picked = at(chosen);
    swapped.set(chosen, at(position));
    top.push(pile[picked]!);
  }
  return top;
}

/** Aces count 1, two to nine their face value, tens and pictures 0. */
export function cardPoints(rank: number): number {
  return rank >= 10 ? 0 : rank;
}

/** A hand's total is the last digit of its points. */
export function handTotal(cards: readonly BaccaratCard[]): number {
  return cards.reduce((sum, card) => sum + cardPoints(card.rank), 0) % 10;
}

/** A two-card 8 or 9 ends the hand for both sides. */
export function isNatural(total: number): boolean {
  return total >= 8;
}

/** The player draws a third card on 0 to 5 and stands on 6 or 7. */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

const ALL_POINTS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * The banker's tableau once the player has drawn: for each banker total, the points of the
 * player's third card on which the banker draws. On 7 the banker always stands.
 */
export const BANKER_DRAWS_ON: Readonly<Record<number, readonly number[]>> = {
  0: ALL_POINTS,
  1: ALL_POINTS,
  2: ALL_POINTS,
  3: [0, 1, 2, 3, 4, 5, 6, 7, 9],
  4: [2, 3, 4, 5, 6, 7],
  5: [4, 5, 6, 7],
  6: [6, 7],
  7: [],
};

/**
 * Does the banker draw? `playerThirdPoints` is null when the player stood: then the banker plays
 * like the player, drawing on 0 to 5.
 */
export function bankerDraws(bankerTotal: number, playerThirdPoints: number | null): boolean {
  if (playerThirdPoints === null) return bankerTotal <= 5;
  return BANKER_DRAWS_ON[bankerTotal]?.includes(playerThirdPoints) ?? false;
}

export type BaccaratSide = 'player' | 'banker' | 'tie';
export const BACCARAT_SIDES: readonly BaccaratSide[] = ['player', 'banker', 'tie'];

export interface BaccaratHand {
  player: DealtCard[];
  banker: DealtCard[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
}

/** Deals one hand from the top of a shoe: player, banker, player, banker, then any third cards. */
export function dealHand(shoe: readonly BaccaratCard[]): BaccaratHand {
  const player: DealtCard[] = [];
  const banker: DealtCard[] = [];
  const dealTo = (hand: DealtCard[]): DealtCard => {
    const position = player.length + banker.length;
    const card = shoe[position];
    if (!card) throw new RangeError('the shoe ran out of cards');
    const dealt = { rank: card.rank, suit: card.suit, position };
    hand.push(dealt);
    return dealt;
  };
  dealTo(player);
  dealTo(banker);
  dealTo(player);
  dealTo(banker);
  if (!isNatural(handTotal(player)) && !isNatural(handTotal(banker))) {
    const playerThirdPoints = playerDraws(handTotal(player)) ? cardPoints(dealTo(player).rank) : null;
    if (bankerDraws(handTotal(banker), playerThirdPoints)) dealTo(banker);
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner };
}

/**
 * What each bet pays back, in 1/10,000ths of the stake, by the hand's winner: player 1:1, banker
 * 1:1 less 5% commission, tie 8:1; a tie pushes the player and banker bets.
 */
export const BACCARAT_PAYOUT_E4: Readonly<Record<BaccaratSide, Readonly<Record<BaccaratSide, number>>>> = {
  player: { player: 20_000, banker: 0, tie: 10_000 },
  banker: { player: 0, banker: 19_500, tie: 10_000 },
  tie: { player: 0, banker: 0, tie: 90_000 },
};

/**
 * Each bet's return with an 8-deck shoe to six decimals (baccarat-rules.test.ts derives them
 * exactly): enough for the rules sheet's two-decimal percentages to round right (player 98.76%).
 */
export const BACCARAT_RTP: Readonly<Record<BaccaratSide, number>> = {
  player: 0.987649,
  banker: 0.989421,
  tie: 0.856404,
};

export interface BaccaratParams {
  side: BaccaratSide;
}

export type BaccaratOutcome = BaccaratHand;

export const baccaratRules: InstantGameRules<BaccaratParams, BaccaratOutcome> = {
  code: 'ficha_baccarat',
  play(rng, params) {
    const pays = BACCARAT_PAYOUT_E4[params.side];
    if (!pays) throw new RangeError(`unknown baccarat side ${params.side}`);
    const hand = dealHand(drawTopCards(rng, BACCARAT_SHOE, BACCARAT_HAND_MAX_CARDS));
    return { payoutE4: pays[hand.winner], outcome: hand };
  },
};
