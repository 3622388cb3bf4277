import { formatDecimal, formatMinor, type LanguageCode, localeOf, splitAmount } from '@ficha/contract';
import {
  BACCARAT_PAYOUT_E4,
  type BaccaratHand,
  type BaccaratSide,
  cardPoints,
  type DealtCard,
} from '@ficha/games/baccarat/baccarat-rules';

/**
 * The table's timing and money helpers, free of React: when each card of an answered hand lands
 * and turns over, what the totals show at any moment, and which chips the catalogue's limits allow.
 */

export interface DealTiming {
  /** Between two cards of the first four. */
  gap: number;
  /** A card's slide from the shoe, then its flip. */
  slide: number;
  flip: number;
  /** The dealer looks at the totals before any third card. */
  thirdPause: number;
  /** A total counts up one point at a time. */
  countStep: number;
  /** After the last total settles, before the winner is called. */
  callPause: number;
}

export const DEAL_TIMING: DealTiming = {
  gap: 450,
  slide: 320,
  flip: 260,
  thirdPause: 500,
  countStep: 45,
  callPause: 250,
};

/** prefers-reduced-motion: no slides, flips or counting; the order of the deal stays visible. */
export const REDUCED_DEAL_TIMING: DealTiming = {
  gap: 180,
  slide: 0,
  flip: 0,
  thirdPause: 250,
  countStep: 0,
  callPause: 150,
};

export interface TimedCard {
  card: DealtCard;
  side: 'player' | 'banker';
  /** 0 and 1 for the first two cards of a hand, 2 for its third card. */
  slot: number;
  appearAt: number;
  revealAt: number;
}

export interface DealTimeline {
  cards: TimedCard[];
  /** When the winner is called and the money shown. */
  endsAt: number;
  timing: DealTiming;
}

/** The hand's cards in the real dealing order (their place in the shoe): P, B, P, B, then thirds. */
export function dealTimeline(hand: BaccaratHand, timing: DealTiming): DealTimeline {
  const seated = [
    ...hand.player.map((card, slot) => ({ card, slot, side: 'player' as const })),
    ...hand.banker.map((card, slot) => ({ card, slot, side: 'banker' as const })),
  ].sort((a, b) => a.card.position - b.card.position);
  const cards: TimedCard[] = [];
  let lastSettled = 0;
  for (const [index, seat] of seated.entries()) {
    const appearAt = seat.slot < 2 ? index * timing.gap : lastSettled + timing.thirdPause;
    const revealAt = appearAt + timing.slide + timing.flip;
    cards.push({ ...seat, appearAt, revealAt });
    lastSettled = Math.max(lastSettled, revealAt + countingTime(seat.card, timing));
  }
  return { cards, endsAt: lastSettled + timing.callPause, timing };
}

function countingTime(card: DealtCard, timing: DealTiming): number {
  return cardPoints(card.rank) * timing.countStep;
}

export interface TableView {
  /** How many cards of the timeline are on the felt (in dealing order). */
  dealt: number;
  /** The totals as shown, null before a hand's first card turns over. */
  playerTotal: number | null;
  bankerTotal: number | null;
  called: boolean;
}

/** What the felt shows `elapsed` ms into the deal: totals count up point by point, wrapping at 10. */
export function tableAt(timeline: DealTimeline, elapsed: number): TableView {
  const totals: Record<'player' | 'banker', number | null> = { player: null, banker: null };
  let dealt = 0;
  for (const timed of timeline.cards) {
    if (timed.appearAt <= elapsed) dealt += 1;
    if (timed.revealAt > elapsed) continue;
    const points = cardPoints(timed.card.rank);
    const counted =
      timeline.timing.countStep === 0
        ? points
        : Math.min(points, Math.floor((elapsed - timed.revealAt) / timeline.timing.countStep));
    totals[timed.side] = ((totals[timed.side] ?? 0) + counted) % 10;
  }
  return {
    dealt,
    playerTotal: totals.player,
    bankerTotal: totals.banker,
    called: elapsed >= timeline.endsAt,
  };
}

/** "1:1", "0.95:1", "8:1": what a winning bet pays on top of its stake, from the maths' paytable. */
export function oddsOf(side: BaccaratSide, language: LanguageCode): string {
  const profit = (BACCARAT_PAYOUT_E4[side][side] - 10_000) / 10_000;
  const decimals = String(profit).split('.')[1]?.length ?? 0;
  return `${formatDecimal(profit, decimals, localeOf(language))}:1`;
}

/** The chip ladder, in minor units. */
const CHIP_LADDER = [10n, 50n, 100n, 500n, 1_000n, 2_500n, 10_000n, 50_000n, 100_000n, 500_000n];
const MAX_CHIPS = 6;

/** Chips a player can stake with: those within the game's bet limits, the smallest six. */
export function chipValues(minBet: bigint, maxBet: bigint): bigint[] {
  const chips = CHIP_LADDER.filter((chip) => chip >= minBet && chip <= maxBet).slice(0, MAX_CHIPS);
  return chips.length > 0 ? chips : [minBet];
}

/** "25.00" -> "25", "2.50" -> "2,50": a chip's face. */
export function chipFace(minor: bigint, language: LanguageCode): string {
  if (minor % 100n === 0n) {
    const whole = minor / 100n;
    return whole >= 1000n ? `${whole / 1000n}K` : String(whole);
  }
  return splitAmount(formatMinor(minor), localeOf(language)).digits;
}
