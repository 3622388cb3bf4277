import type { BaccaratCard, BaccaratSuit } from '@ficha/games/baccarat/baccarat-rules';
import type { CSSProperties } from 'react';
import './playing-card.css';

const SUIT_SYMBOL: Record<BaccaratSuit, string> = {
  spades: '♠',
  hearts: '♥',
  diamonds: '♦',
  clubs: '♣',
};

const RANK_LABEL: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

export function rankLabel(rank: number): string {
  return RANK_LABEL[rank] ?? String(rank);
}

export function cardName(card: BaccaratCard): string {
  return `${rankLabel(card.rank)}${SUIT_SYMBOL[card.suit]}`;
}

/**
 * A playing card drawn with CSS: corner indices, a large suit (or a framed court letter) in the
 * middle, a patterned back. It slides in from the shoe and turns over; the timings come from the
 * deal's timeline so the totals change exactly when the face shows.
 */
export function PlayingCard({
  card,
  sideways,
  fromX,
  fromY,
  slideMs,
  flipMs,
}: {
  card: BaccaratCard;
  /** A third card lies across, as dealers place it. */
  sideways: boolean;
  fromX: number;
  fromY: number;
  slideMs: number;
  flipMs: number;
}) {
  const red = card.suit === 'hearts' || card.suit === 'diamonds';
  const rank = rankLabel(card.rank);
  const suit = SUIT_SYMBOL[card.suit];
  const style = {
    '--from-x': `${fromX}px`,
    '--from-y': `${fromY}px`,
    '--slide': `${slideMs}ms`,
    '--flip': `${flipMs}ms`,
  } as CSSProperties;
  return (
    <span
      className={`bac-card${sideways ? ' bac-card--sideways' : ''}`}
      style={style}
      role="img"
      aria-label={cardName(card)}
      data-card={cardName(card)}
    >
      <span className="bac-card__turn">
        <span className={`bac-card__face${red ? ' is-red' : ''}`} aria-hidden="true">
          <span className="bac-card__index">
            {rank}
            <small>{suit}</small>
          </span>
          {card.rank > 10 ? (
            <span className="bac-card__court">
              {rank}
              <small>{suit}</small>
            </span>
          ) : (
            <span className="bac-card__pip">{suit}</span>
          )}
          <span className="bac-card__index bac-card__index--end">
            {rank}
            <small>{suit}</small>
          </span>
        </span>
        <span className="bac-card__back" aria-hidden="true" />
      </span>
    </span>
  );
}
