import { FISH_SPECIES, type FishSpeciesId } from '@ficha/games/fish/fish-rules';
import { FISH_LOOKS } from './fish-sprites.ts';

/** How the fish swim: their curves across the sea, their pose along them, which species comes next. */

export interface Point {
  x: number;
  y: number;
}

export interface SwimmingFish {
  id: number;
  species: FishSpeciesId;
  /** Length in px. */
  size: number;
  path: [Point, Point, Point, Point];
  /** Progress along the path, 0 to 1. */
  t: number;
  /** Seconds to cross at cruising speed. */
  duration: number;
  x: number;
  y: number;
  angle: number;
  facingLeft: boolean;
  phase: number;
  /** The shot whose net holds it while the server answers. */
  netted: boolean;
  /** Seconds since it was caught; null while it swims. */
  caught: number | null;
}

/** Radians a fish may tilt off level along its curve. */
const MAX_TILT = 0.55;
/** At most one of each of these at a time: they are the rare sights. */
const RARE: ReadonlySet<FishSpeciesId> = new Set(['golden_whale', 'king_crab', 'shark']);

export const random = (low: number, high: number) => low + Math.random() * (high - low);

function bezier(path: SwimmingFish['path'], t: number): Point {
  const u = 1 - t;
  const [a, b, c, d] = path;
  return {
    x: u * u * u * a.x + 3 * u * u * t * b.x + 3 * u * t * t * c.x + t * t * t * d.x,
    y: u * u * u * a.y + 3 * u * u * t * b.y + 3 * u * t * t * c.y + t * t * t * d.y,
  };
}

/** Puts the fish where its progress along the curve says, facing and tilted along it. */
export function placeFish(fish: SwimmingFish): void {
  const here = bezier(fish.path, fish.t);
  const ahead = bezier(fish.path, Math.min(1, fish.t + 0.01));
  const behind = bezier(fish.path, Math.max(0, fish.t - 0.01));
  const upright = FISH_LOOKS[fish.species].upright;
  const bob = upright ? Math.sin(fish.phase * 0.8) * fish.size * 0.08 : 0;
  fish.x = here.x;
  fish.y = here.y + bob;
  fish.facingLeft = ahead.x < behind.x;
  // Tilted along the curve, but never more than MAX_TILT off level: fish do not swim on end.
  const heading = Math.atan2(ahead.y - behind.y, Math.abs(ahead.x - behind.x));
  const tilt = Math.max(-MAX_TILT, Math.min(MAX_TILT, heading));
  fish.angle = upright ? 0 : fish.facingLeft ? Math.PI - tilt : tilt;
}

/** The species to send next, weighted by how often each swims by. */
export function pickSpecies(swimming: readonly SwimmingFish[]): FishSpeciesId {
  const count = (id: FishSpeciesId) => swimming.filter((fish) => fish.species === id).length;
  // Variety: rare fish one at a time, the others at most two (sardines come in schools).
  const choices = FISH_SPECIES.map((species) => species.id).filter(
    (id) => id === 'sardine' || count(id) < (RARE.has(id) ? 1 : 2),
  );
  const total = choices.reduce((sum, id) => sum + FISH_LOOKS[id].frequency, 0);
  let ticket = Math.random() * total;
  for (const id of choices) {
    ticket -= FISH_LOOKS[id].frequency;
    if (ticket < 0) return id;
  }
  return 'sardine';
}

/** The sea a fish swims in: its size in px and the drawing scale. */
export interface SeaSize {
  width: number;
  height: number;
  scale: number;
}

/**
 * A new fish (a school of sardines) entering from one side on a gentle curve, `progress` of the
 * way across; `nextId` numbers each one.
 */
export function spawnFish(
  sea: SeaSize,
  swimming: readonly SwimmingFish[],
  nextId: () => number,
  progress = 0,
): SwimmingFish[] {
  const species = pickSpecies(swimming);
  const fishes: SwimmingFish[] = [];
  const look = FISH_LOOKS[species];
  const size = look.length * sea.scale;
  const half = (size * Math.max(1, look.aspect)) / 2;
  const top = sea.height * 0.06 + half;
  const bottom = sea.height * (species === 'king_crab' ? 0.82 : 0.78) - half;
  const low = species === 'king_crab' ? Math.max(top, sea.height * 0.55) : top;
  const fromLeft = Math.random() < 0.5;
  const margin = size * 0.8;
  const startX = fromLeft ? -margin : sea.width + margin;
  const endX = fromLeft ? sea.width + margin : -margin;
  const y0 = random(low, bottom);
  const y3 = Math.min(bottom, Math.max(low, y0 + random(-0.3, 0.3) * sea.height));
  // Gentle curves: the control points stay near the ends' heights.
  const bend = (y: number) => Math.min(bottom, Math.max(low, y + random(-0.2, 0.2) * sea.height));
  const path: SwimmingFish['path'] = [
    { x: startX, y: y0 },
    { x: startX + (endX - startX) * 0.33, y: bend(y0) },
    { x: startX + (endX - startX) * 0.66, y: bend(y3) },
    { x: endX, y: y3 },
  ];
  const length = Math.hypot(endX - startX, y3 - y0) * 1.1;
  const duration = length / (look.speed * sea.scale * random(0.85, 1.15));
  // Sardines come in small schools that follow the same curve.
  const school = species === 'sardine' ? 3 : 1;
  for (let i = 0; i < school; i += 1) {
    const offset = i === 0 ? 0 : random(-1, 1) * size * 0.9;
    const shifted = path.map((point) => ({ x: point.x, y: point.y + offset })) as SwimmingFish['path'];
    const fish: SwimmingFish = {
      id: nextId(),
      species,
      size,
      path: shifted,
      t: Math.max(0, progress - (i * size * 1.1) / length),
      duration,
      x: startX,
      y: y0,
      angle: 0,
      facingLeft: !fromLeft,
      phase: random(0, Math.PI * 2),
      netted: false,
      caught: null,
    };
    placeFish(fish);
    fishes.push(fish);
  }
  return fishes;
}
