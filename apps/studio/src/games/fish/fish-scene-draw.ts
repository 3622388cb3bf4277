import { FISH_SPECIES, type FishSpeciesId } from '@ficha/games/fish/fish-rules';
import { fillCircle, withStops } from '../../lib/canvas-paint.ts';
import { drawFish, FISH_LOOKS } from './fish-sprites.ts';
import type { Point, SwimmingFish } from './fish-swim.ts';

/** Drawing the scene's moving parts on the canvas: fish with their prize badges, shots and nets, coins, texts. */

export interface ShotResult {
  hit: boolean;
  /** Drawn above the burst, e.g. "+2,00". */
  label: string;
  /** Called when the scene shows the result (the bullet may still be flying when it arrives). */
  onShown: () => void;
}

export interface Shot {
  id: number;
  fish: SwimmingFish;
  from: Point;
  position: Point;
  flight: number;
  landed: boolean;
  result: ShotResult | null;
  /** Seconds since the result was shown; null before. */
  shown: number | null;
  netAge: number;
}

export interface Coin {
  x: number;
  y: number;
  vx: number;
  vy: number;
  age: number;
  life: number;
  spin: number;
  size: number;
}

export interface Floating {
  x: number;
  y: number;
  text: string;
  age: number;
}

export interface Ring {
  x: number;
  y: number;
  radius: number;
  age: number;
}

export interface Bubble {
  x: number;
  y: number;
  r: number;
  speed: number;
  wobble: number;
}

export const FLIGHT_SECONDS = 0.24;
export const CAUGHT_SECONDS = 0.45;
export const NET_FADE_SECONDS = 0.5;
export const COIN_GRAVITY = 520;
export const FLOAT_SECONDS = 1.4;
/** Shown on the fish worth the most: "×20" and up. */
const BADGE_FROM = 20;

const BADGES = new Map<FishSpeciesId, string>(
  FISH_SPECIES.map((species) => {
    const multipliers = species.prizes.map((prize) => prize.multiplier);
    const low = Math.min(...multipliers);
    const high = Math.max(...multipliers);
    return [species.id, low === high ? `×${high}` : `×${low}–${high}`];
  }),
);
export const BIGGEST = new Map<FishSpeciesId, number>(
  FISH_SPECIES.map((species) => [species.id, Math.max(...species.prizes.map((prize) => prize.multiplier))]),
);

export function drawSwimmingFish(ctx: CanvasRenderingContext2D, fish: SwimmingFish, scale: number): void {
  ctx.save();
  ctx.translate(fish.x, fish.y);
  if (fish.caught !== null) {
    const k = fish.caught / CAUGHT_SECONDS;
    ctx.globalAlpha = 1 - k;
    ctx.rotate(k * 4);
    ctx.scale(1 + k * 0.4, 1 + k * 0.4);
  } else if (fish.netted) {
    ctx.translate(Math.sin(fish.phase * 3) * 2, 0);
  }
  ctx.save();
  if (FISH_LOOKS[fish.species].upright) {
    if (fish.facingLeft) ctx.scale(-1, 1);
  } else {
    ctx.rotate(fish.angle);
    if (Math.cos(fish.angle) < 0) ctx.scale(1, -1);
  }
  drawFish(ctx, fish.species, fish.size, fish.phase);
  ctx.restore();
  const biggest = BIGGEST.get(fish.species) ?? 0;
  if (biggest >= BADGE_FROM && fish.caught === null) {
    const look = FISH_LOOKS[fish.species];
    ctx.font = `800 ${Math.round(12 * scale)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.lineWidth = 3;
    ctx.strokeStyle = 'rgba(0,20,50,0.8)';
    ctx.fillStyle = '#ffd75e';
    const y = (fish.size * Math.max(0.5, look.aspect)) / 2 + 14 * scale;
    const badge = BADGES.get(fish.species) ?? '';
    ctx.strokeText(badge, 0, y);
    ctx.fillText(badge, 0, y);
  }
  ctx.restore();
}

export function drawShot(
  ctx: CanvasRenderingContext2D,
  shot: Shot,
  scale: number,
  reducedMotion: boolean,
): void {
  if (!shot.landed) {
    const { x, y } = shot.position;
    ctx.fillStyle = withStops(
      ctx.createRadialGradient(x, y, 0, x, y, 10 * scale),
      [0, '#fffbe0'],
      [0.4, '#ffd23c'],
      [1, 'rgba(255,180,0,0)'],
    );
    fillCircle(ctx, x, y, 10 * scale);
    return;
  }
  const fade = shot.shown === null ? 1 : 1 - shot.shown / NET_FADE_SECONDS;
  const open = Math.min(1, shot.netAge / 0.12);
  const pulse = reducedMotion || shot.shown !== null ? 0 : Math.sin(shot.netAge * 12) * 0.04;
  const radius = Math.max(22, shot.fish.size * 0.55) * open * (1 + pulse + (1 - fade) * 0.3);
  ctx.save();
  ctx.translate(shot.fish.x, shot.fish.y);
  ctx.globalAlpha = Math.max(0, fade);
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.arc(0, 0, radius, 0, Math.PI * 2);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(0, 0, radius * 0.55, 0, Math.PI * 2);
  for (let i = 0; i < 8; i += 1) {
    const a = (i / 8) * Math.PI * 2 + shot.netAge;
    ctx.moveTo(0, 0);
    ctx.lineTo(Math.cos(a) * radius, Math.sin(a) * radius);
  }
  ctx.stroke();
  ctx.fillStyle = 'rgba(255,255,255,0.1)';
  fillCircle(ctx, 0, 0, radius);
  ctx.restore();
}

export function drawCoin(ctx: CanvasRenderingContext2D, coin: Coin): void {
  ctx.save();
  ctx.translate(coin.x, coin.y);
  ctx.globalAlpha = Math.min(1, (coin.life - coin.age) * 3);
  ctx.scale(Math.max(0.2, Math.abs(Math.cos(coin.spin))), 1);
  ctx.fillStyle = withStops(
    ctx.createRadialGradient(-coin.size * 0.3, -coin.size * 0.3, 0, 0, 0, coin.size),
    [0, '#fff6c0'],
    [0.5, '#ffcf33'],
    [1, '#c98a00'],
  );
  fillCircle(ctx, 0, 0, coin.size);
  ctx.strokeStyle = '#a86f00';
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.restore();
}

export function drawFloats(ctx: CanvasRenderingContext2D, floats: readonly Floating[], scale: number): void {
  ctx.textAlign = 'center';
  ctx.font = `900 ${Math.round(24 * scale)}px system-ui, sans-serif`;
  ctx.lineWidth = 5;
  for (const text of floats) {
    const k = text.age / FLOAT_SECONDS;
    const y = Math.max(24, text.y - k * 60);
    ctx.globalAlpha = k < 0.7 ? 1 : (1 - k) / 0.3;
    ctx.strokeStyle = '#3a2400';
    ctx.fillStyle = '#ffe066';
    ctx.strokeText(text.text, text.x, y);
    ctx.fillText(text.text, text.x, y);
  }
  ctx.globalAlpha = 1;
}

export function drawBubbles(ctx: CanvasRenderingContext2D, bubbles: readonly Bubble[]): void {
  ctx.fillStyle = 'rgba(220,245,255,0.35)';
  for (const bubble of bubbles) {
    fillCircle(ctx, bubble.x + Math.sin(bubble.wobble) * 3, bubble.y, bubble.r);
  }
}

/** The flash ring where a fish was caught, widening as it fades. */
export function drawRings(ctx: CanvasRenderingContext2D, rings: readonly Ring[]): void {
  for (const ring of rings) {
    ctx.strokeStyle = `rgba(255,220,110,${1 - ring.age / 0.5})`;
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.arc(ring.x, ring.y, ring.radius * (0.4 + ring.age * 2), 0, Math.PI * 2);
    ctx.stroke();
  }
}
