import type { FishSpeciesId } from '@ficha/games/fish/fish-rules';
import { type ColorStop, fillCircle, fillEllipse, withStops } from '../../lib/canvas-paint.ts';

/**
 * The fish, drawn with canvas paths and gradients (no image assets): each species centred on the
 * origin, facing +x, `size` pixels long. `phase` (radians, advancing with time) moves tails, fins,
 * tentacles and legs.
 */

export interface FishLook {
  /** Body length at a 390 px wide sea. */
  length: number;
  /** Height of the hit area as a share of the length. */
  aspect: number;
  /** Cruising speed in px/s at a 390 px wide sea. */
  speed: number;
  /** Drawn upright (no tilt along the path): seahorse, octopus, crab. */
  upright: boolean;
  /** How often it is spawned, relative to the others. */
  frequency: number;
}

export const FISH_LOOKS: Record<FishSpeciesId, FishLook> = {
  sardine: { length: 34, aspect: 0.4, speed: 95, upright: false, frequency: 22 },
  clownfish: { length: 40, aspect: 0.55, speed: 80, upright: false, frequency: 16 },
  pufferfish: { length: 44, aspect: 0.85, speed: 55, upright: false, frequency: 13 },
  seahorse: { length: 34, aspect: 1.6, speed: 42, upright: true, frequency: 10 },
  octopus: { length: 54, aspect: 1.1, speed: 42, upright: true, frequency: 9 },
  turtle: { length: 70, aspect: 0.75, speed: 45, upright: false, frequency: 7 },
  stingray: { length: 82, aspect: 0.9, speed: 52, upright: false, frequency: 6 },
  swordfish: { length: 104, aspect: 0.32, speed: 85, upright: false, frequency: 5 },
  shark: { length: 130, aspect: 0.42, speed: 58, upright: false, frequency: 4 },
  golden_whale: { length: 190, aspect: 0.5, speed: 30, upright: false, frequency: 2 },
  king_crab: { length: 92, aspect: 0.7, speed: 34, upright: true, frequency: 2 },
};

type Ctx = CanvasRenderingContext2D;

function vertical(ctx: Ctx, top: number, bottom: number, stops: string[]): CanvasGradient {
  const gradient = ctx.createLinearGradient(0, top, 0, bottom);
  for (const [i, color] of stops.entries()) gradient.addColorStop(i / (stops.length - 1), color);
  return gradient;
}

/**
 * A shell (turtle, crab) centred on the origin: an ellipse of radii `radii` x `l`, lit by a radial
 * gradient from the point `light` (x and y, in `l`) out to `light[2]` x `l`.
 */
function shell(
  ctx: Ctx,
  l: number,
  radii: readonly [number, number],
  light: readonly [number, number, number],
  ...stops: ColorStop[]
): void {
  const [lx, ly, reach] = light;
  ctx.fillStyle = withStops(ctx.createRadialGradient(lx * l, ly * l, l * 0.05, 0, 0, l * reach), ...stops);
  fillEllipse(ctx, 0, 0, l * radii[0], l * radii[1]);
}

/** A classic fish outline: pointed nose at +x, forked tail at -x swinging with the phase. */
function fishOutline(ctx: Ctx, length: number, height: number, swing: number): void {
  const l = length / 2;
  const h = height / 2;
  ctx.beginPath();
  ctx.moveTo(l, 0);
  ctx.bezierCurveTo(l * 0.7, -h * 1.25, -l * 0.4, -h * 1.1, -l * 0.62, -h * 0.16);
  ctx.lineTo(-l, -h * 0.95 + swing);
  ctx.quadraticCurveTo(-l * 0.82, swing * 0.5, -l, h * 0.95 + swing);
  ctx.lineTo(-l * 0.62, h * 0.16);
  ctx.bezierCurveTo(-l * 0.4, h * 1.1, l * 0.7, h * 1.25, l, 0);
  ctx.closePath();
}

function eye(ctx: Ctx, x: number, y: number, r: number): void {
  ctx.fillStyle = '#fff';
  fillCircle(ctx, x, y, r);
  ctx.fillStyle = '#111';
  fillCircle(ctx, x + r * 0.25, y, r * 0.55);
  ctx.fillStyle = 'rgba(255,255,255,0.9)';
  fillCircle(ctx, x + r * 0.4, y - r * 0.25, r * 0.2);
}

function fin(ctx: Ctx, points: Array<[number, number]>, color: string): void {
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.moveTo(points[0]![0], points[0]![1]);
  for (const [x, y] of points.slice(1)) ctx.lineTo(x, y);
  ctx.closePath();
  ctx.fill();
}

function sardine(ctx: Ctx, s: number, phase: number): void {
  const h = s * 0.34;
  fishOutline(ctx, s, h, Math.sin(phase * 2) * h * 0.25);
  ctx.fillStyle = vertical(ctx, -h / 2, h / 2, ['#3d6fa8', '#9fc2e8', '#eef5ff']);
  ctx.fill();
  ctx.strokeStyle = 'rgba(30,60,110,0.6)';
  ctx.lineWidth = s * 0.03;
  ctx.beginPath();
  ctx.moveTo(s * 0.35, -h * 0.05);
  ctx.lineTo(-s * 0.3, -h * 0.02);
  ctx.stroke();
  eye(ctx, s * 0.3, -h * 0.12, s * 0.06);
}

function clownfish(ctx: Ctx, s: number, phase: number): void {
  const h = s * 0.5;
  fin(
    ctx,
    [
      [-s * 0.1, -h * 0.45],
      [s * 0.05, -h * 0.75],
      [s * 0.2, -h * 0.45],
    ],
    '#ff8a2a',
  );
  fishOutline(ctx, s, h, Math.sin(phase * 2) * h * 0.2);
  ctx.save();
  ctx.fillStyle = vertical(ctx, -h / 2, h / 2, ['#ff6a00', '#ff9a3c', '#ffb866']);
  ctx.fill();
  ctx.clip();
  for (const x of [s * 0.2, -s * 0.08, -s * 0.34]) {
    ctx.fillStyle = '#1b1b1b';
    ctx.fillRect(x - s * 0.075, -h, s * 0.15, h * 2);
    ctx.fillStyle = '#fff';
    ctx.fillRect(x - s * 0.055, -h, s * 0.11, h * 2);
  }
  ctx.restore();
  eye(ctx, s * 0.34, -h * 0.12, s * 0.07);
}

function pufferfish(ctx: Ctx, s: number, phase: number): void {
  const r = s * 0.36 * (1 + Math.sin(phase) * 0.05);
  fin(
    ctx,
    [
      [-r * 0.9, 0],
      [-r * 1.5, -r * 0.5 + Math.sin(phase * 2) * r * 0.2],
      [-r * 1.5, r * 0.5 + Math.sin(phase * 2) * r * 0.2],
    ],
    '#e0a800',
  );
  ctx.fillStyle = '#b88a00';
  for (let i = 0; i < 14; i += 1) {
    const a = (i / 14) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(Math.cos(a - 0.12) * r, Math.sin(a - 0.12) * r);
    ctx.lineTo(Math.cos(a) * r * 1.28, Math.sin(a) * r * 1.28);
    ctx.lineTo(Math.cos(a + 0.12) * r, Math.sin(a + 0.12) * r);
    ctx.fill();
  }
  ctx.fillStyle = withStops(
    ctx.createRadialGradient(r * 0.3, -r * 0.4, r * 0.1, 0, 0, r),
    [0, '#fff6b0'],
    [0.6, '#ffd23c'],
    [1, '#e3a400'],
  );
  fillCircle(ctx, 0, 0, r);
  ctx.fillStyle = 'rgba(120,80,0,0.35)';
  for (const [x, y] of [
    [-r * 0.3, -r * 0.5],
    [-r * 0.55, -r * 0.1],
    [0, -r * 0.7],
  ] as const) {
    fillCircle(ctx, x, y, r * 0.09);
  }
  eye(ctx, r * 0.45, -r * 0.25, r * 0.22);
  ctx.strokeStyle = '#8a5a00';
  ctx.lineWidth = r * 0.08;
  ctx.beginPath();
  ctx.arc(r * 0.82, r * 0.15, r * 0.12, -1, 1.6);
  ctx.stroke();
}

function seahorse(ctx: Ctx, s: number, phase: number): void {
  // s is the width; the seahorse stands about 1.6 s tall.
  const u = s / 2;
  const sway = Math.sin(phase) * u * 0.1;
  ctx.save();
  ctx.translate(sway, 0);
  ctx.fillStyle = vertical(ctx, -u * 1.6, u * 1.6, ['#ffd45a', '#ff9f1c', '#e0671a']);
  ctx.beginPath();
  ctx.moveTo(u * 0.2, -u * 1.6); // crown
  ctx.quadraticCurveTo(u * 0.75, -u * 1.55, u * 0.7, -u * 1.2);
  ctx.lineTo(u * 1.25, -u * 1.05); // snout
  ctx.lineTo(u * 1.2, -u * 0.8);
  ctx.quadraticCurveTo(u * 0.6, -u * 0.95, u * 0.45, -u * 0.6);
  ctx.quadraticCurveTo(u * 0.9, 0, u * 0.45, u * 0.6); // belly
  ctx.quadraticCurveTo(u * 0.2, u * 1.1, -u * 0.05, u * 1.3); // tail
  ctx.quadraticCurveTo(-u * 0.2, u * 1.7, -u * 0.6, u * 1.45);
  ctx.quadraticCurveTo(-u * 0.75, u * 1.05, -u * 0.35, u * 1.1);
  ctx.quadraticCurveTo(-u * 0.5, u * 1.3, -u * 0.3, u * 1.35);
  ctx.quadraticCurveTo(-u * 0.1, u * 1.2, -u * 0.1, u * 0.9);
  ctx.quadraticCurveTo(-u * 0.3, 0, -u * 0.35, -u * 0.6); // back
  ctx.quadraticCurveTo(-u * 0.4, -u * 1.4, u * 0.2, -u * 1.6);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = 'rgba(150,60,0,0.45)';
  ctx.lineWidth = u * 0.07;
  for (let i = 0; i < 5; i += 1) {
    const y = -u * 0.45 + i * u * 0.28;
    ctx.beginPath();
    ctx.moveTo(-u * 0.25, y);
    ctx.lineTo(u * 0.45, y + u * 0.05);
    ctx.stroke();
  }
  fin(
    ctx,
    [
      [-u * 0.35, -u * 0.3],
      [-u * 0.85, -u * 0.1 + Math.sin(phase * 3) * u * 0.15],
      [-u * 0.3, u * 0.2],
    ],
    'rgba(255,230,150,0.85)',
  );
  ctx.restore();
  eye(ctx, u * 0.45 + sway, -u * 1.2, u * 0.16);
}

function octopus(ctx: Ctx, s: number, phase: number): void {
  const r = s * 0.36;
  ctx.strokeStyle = '#9b3fd1';
  ctx.lineCap = 'round';
  ctx.lineWidth = r * 0.26;
  for (let i = 0; i < 6; i += 1) {
    const x = -r * 0.8 + (i * r * 1.6) / 5;
    const wave = Math.sin(phase * 1.5 + i) * r * 0.4;
    ctx.beginPath();
    ctx.moveTo(x, r * 0.2);
    ctx.quadraticCurveTo(x + wave, r * 0.9, x * 1.25 - wave * 0.5, r * 1.45);
    ctx.stroke();
  }
  ctx.fillStyle = withStops(
    ctx.createRadialGradient(-r * 0.3, -r * 0.7, r * 0.1, 0, -r * 0.2, r * 1.15),
    [0, '#e7a6ff'],
    [0.6, '#b24fe6'],
    [1, '#7a22b0'],
  );
  ctx.beginPath();
  ctx.ellipse(0, -r * 0.25, r * 0.95, r * 0.95 * (1 + Math.sin(phase * 1.5) * 0.05), 0, Math.PI, 0);
  ctx.quadraticCurveTo(r, r * 0.45, 0, r * 0.45);
  ctx.quadraticCurveTo(-r, r * 0.45, -r * 0.95, -r * 0.25);
  ctx.fill();
  ctx.fillStyle = 'rgba(255,255,255,0.28)';
  fillEllipse(ctx, -r * 0.35, -r * 0.75, r * 0.22, r * 0.14, -0.5);
  eye(ctx, -r * 0.32, -r * 0.05, r * 0.2);
  eye(ctx, r * 0.32, -r * 0.05, r * 0.2);
}

function turtle(ctx: Ctx, s: number, phase: number): void {
  const l = s / 2;
  const paddle = Math.sin(phase * 1.4) * 0.5;
  ctx.fillStyle = '#5fae5a';
  for (const [x, y, side, big] of [
    [l * 0.35, -l * 0.42, -1, 1],
    [l * 0.35, l * 0.42, 1, 1],
    [-l * 0.45, -l * 0.32, -1, 0.6],
    [-l * 0.45, l * 0.32, 1, 0.6],
  ] as const) {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(side * (0.6 + paddle * big));
    fillEllipse(ctx, 0, side * l * 0.2 * big, l * 0.14, l * 0.32 * big);
    ctx.restore();
  }
  ctx.fillStyle = '#6cc266';
  fillEllipse(ctx, l * 0.78, 0, l * 0.22, l * 0.17);
  eye(ctx, l * 0.88, -l * 0.06, l * 0.055);
  shell(ctx, l, [0.66, 0.5], [-0.1, -0.15, 0.7], [0, '#9ad36b'], [0.7, '#3f8a3a'], [1, '#25602a']);
  ctx.strokeStyle = 'rgba(30,70,25,0.7)';
  ctx.lineWidth = l * 0.04;
  const hex = (cx: number, cy: number, r: number) => {
    ctx.beginPath();
    for (let i = 0; i < 6; i += 1) {
      const a = (i / 6) * Math.PI * 2;
      ctx.lineTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
    }
    ctx.closePath();
    ctx.stroke();
  };
  hex(0, 0, l * 0.2);
  for (const [x, y] of [
    [l * 0.36, 0],
    [-l * 0.36, 0],
    [l * 0.17, -l * 0.3],
    [-l * 0.17, -l * 0.3],
    [l * 0.17, l * 0.3],
    [-l * 0.17, l * 0.3],
  ] as const) {
    hex(x, y, l * 0.13);
  }
}

function stingray(ctx: Ctx, s: number, phase: number): void {
  const l = s / 2;
  const flap = Math.sin(phase * 1.6) * l * 0.12;
  ctx.strokeStyle = '#3c4a66';
  ctx.lineWidth = l * 0.04;
  ctx.beginPath();
  ctx.moveTo(-l * 0.3, 0);
  ctx.quadraticCurveTo(
    -l * 0.8,
    Math.sin(phase * 2) * l * 0.15,
    -l * 1.15,
    Math.sin(phase * 2 + 1) * l * 0.1,
  );
  ctx.stroke();
  ctx.fillStyle = vertical(ctx, -l * 0.8, l * 0.8, ['#4d6fa3', '#6b8cc2', '#4d6fa3']);
  ctx.beginPath();
  ctx.moveTo(l * 0.65, 0);
  ctx.quadraticCurveTo(l * 0.35, -l * 0.3, -l * 0.05, -l * 0.85 - flap);
  ctx.quadraticCurveTo(-l * 0.2, -l * 0.3, -l * 0.42, 0);
  ctx.quadraticCurveTo(-l * 0.2, l * 0.3, -l * 0.05, l * 0.85 + flap);
  ctx.quadraticCurveTo(l * 0.35, l * 0.3, l * 0.65, 0);
  ctx.fill();
  ctx.fillStyle = 'rgba(220,235,255,0.35)';
  for (const [x, y] of [
    [l * 0.1, -l * 0.3],
    [l * 0.1, l * 0.3],
    [-l * 0.1, -l * 0.5],
    [-l * 0.1, l * 0.5],
    [l * 0.25, 0],
  ] as const) {
    fillCircle(ctx, x, y, l * 0.05);
  }
  eye(ctx, l * 0.42, -l * 0.1, l * 0.05);
  eye(ctx, l * 0.42, l * 0.1, l * 0.05);
}

function swordfish(ctx: Ctx, s: number, phase: number): void {
  const body = s * 0.72;
  const h = s * 0.2;
  ctx.save();
  ctx.translate(-s * 0.14, 0);
  fin(
    ctx,
    [
      [body * 0.2, -h * 0.4],
      [body * 0.02, -h * 1.5],
      [-body * 0.15, -h * 0.4],
    ],
    '#1f4f9e',
  );
  ctx.strokeStyle = '#c9d6ea';
  ctx.lineWidth = h * 0.14;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(body * 0.45, -h * 0.05);
  ctx.lineTo(body * 0.45 + s * 0.34, -h * 0.02);
  ctx.stroke();
  fishOutline(ctx, body, h, Math.sin(phase * 2) * h * 0.25);
  ctx.fillStyle = vertical(ctx, -h / 2, h / 2, ['#143f87', '#2f6fd1', '#dfe9f7']);
  ctx.fill();
  ctx.restore();
  eye(ctx, body * 0.3 - s * 0.14, -h * 0.1, h * 0.13);
}

function shark(ctx: Ctx, s: number, phase: number): void {
  const h = s * 0.32;
  fin(
    ctx,
    [
      [s * 0.08, -h * 0.42],
      [-s * 0.06, -h * 1.15],
      [-s * 0.16, -h * 0.4],
    ],
    '#5c6b7d',
  );
  fishOutline(ctx, s, h, Math.sin(phase * 1.6) * h * 0.2);
  ctx.fillStyle = vertical(ctx, -h / 2, h / 2, ['#4f5d6e', '#7c8ea3', '#e8eef5']);
  ctx.fill();
  fin(
    ctx,
    [
      [s * 0.12, h * 0.2],
      [-s * 0.02, h * 0.75 + Math.sin(phase * 1.6) * h * 0.1],
      [-s * 0.04, h * 0.22],
    ],
    '#5c6b7d',
  );
  ctx.strokeStyle = 'rgba(40,50,60,0.55)';
  ctx.lineWidth = s * 0.008;
  for (let i = 0; i < 3; i += 1) {
    ctx.beginPath();
    ctx.moveTo(s * (0.22 - i * 0.03), -h * 0.2);
    ctx.quadraticCurveTo(s * (0.2 - i * 0.03), 0, s * (0.22 - i * 0.03), h * 0.15);
    ctx.stroke();
  }
  ctx.strokeStyle = '#2a2f36';
  ctx.lineWidth = s * 0.01;
  ctx.beginPath();
  ctx.moveTo(s * 0.47, h * 0.12);
  ctx.quadraticCurveTo(s * 0.4, h * 0.22, s * 0.33, h * 0.16);
  ctx.stroke();
  eye(ctx, s * 0.36, -h * 0.12, s * 0.022);
}

function goldenWhale(ctx: Ctx, s: number, phase: number): void {
  const l = s / 2;
  const h = s * 0.2;
  const fluke = Math.sin(phase * 1.2) * h * 0.5;
  const gold = vertical(ctx, -h * 1.2, h * 1.2, ['#fff2a8', '#ffd23c', '#e5a417', '#b87a0a']);
  ctx.fillStyle = gold;
  ctx.beginPath();
  ctx.moveTo(l, 0);
  ctx.bezierCurveTo(l, -h * 1.5, -l * 0.3, -h * 1.3, -l * 0.75, -h * 0.2 + fluke * 0.3);
  ctx.quadraticCurveTo(-l * 0.95, -h * 1.1 + fluke, -l * 1.02, -h * 0.9 + fluke);
  ctx.quadraticCurveTo(-l * 0.9, fluke * 0.6, -l * 1.02, h * 0.9 + fluke);
  ctx.quadraticCurveTo(-l * 0.95, h * 1.1 + fluke, -l * 0.75, h * 0.2 + fluke * 0.3);
  ctx.bezierCurveTo(-l * 0.3, h * 1.3, l * 0.6, h * 1.4, l, 0);
  ctx.fill();
  ctx.strokeStyle = 'rgba(150,90,0,0.45)';
  ctx.lineWidth = s * 0.008;
  for (let i = 0; i < 4; i += 1) {
    ctx.beginPath();
    ctx.moveTo(l * 0.85, h * (0.25 + i * 0.13));
    ctx.quadraticCurveTo(l * 0.2, h * (0.55 + i * 0.14), -l * 0.3, h * (0.3 + i * 0.12));
    ctx.stroke();
  }
  fin(
    ctx,
    [
      [l * 0.3, h * 0.45],
      [-l * 0.05, h * 1.25 + Math.sin(phase) * h * 0.2],
      [l * 0.05, h * 0.45],
    ],
    '#e5a417',
  );
  ctx.fillStyle = 'rgba(255,255,255,0.5)';
  fillEllipse(ctx, l * 0.2, -h * 0.75, l * 0.35, h * 0.16, -0.08);
  eye(ctx, l * 0.62, h * 0.05, s * 0.025);
  // A sparkle that travels along the back.
  const sx = l * 0.8 - ((phase * 40) % (l * 1.6));
  ctx.fillStyle = 'rgba(255,255,255,0.9)';
  ctx.beginPath();
  ctx.moveTo(sx, -h * 1.05 - s * 0.04);
  ctx.lineTo(sx + s * 0.012, -h * 1.05);
  ctx.lineTo(sx, -h * 1.05 + s * 0.04);
  ctx.lineTo(sx - s * 0.012, -h * 1.05);
  ctx.fill();
}

function kingCrab(ctx: Ctx, s: number, phase: number): void {
  const l = s / 2;
  ctx.strokeStyle = '#b3261e';
  ctx.lineCap = 'round';
  ctx.lineWidth = l * 0.09;
  for (const side of [-1, 1]) {
    for (let i = 0; i < 3; i += 1) {
      const step = Math.sin(phase * 3 + i * 1.3 + side) * l * 0.08;
      const x = side * l * 0.45;
      const y = l * (0.02 + i * 0.14);
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + side * l * 0.3, y - l * 0.12 + step);
      ctx.lineTo(x + side * l * 0.45, y + l * 0.22 + step);
      ctx.stroke();
    }
    // Claw arm and pincer.
    const pinch = 0.25 + Math.max(0, Math.sin(phase * 2 + side)) * 0.35;
    const cx = side * l * 0.82;
    const cy = -l * 0.42;
    ctx.beginPath();
    ctx.moveTo(side * l * 0.35, -l * 0.15);
    ctx.quadraticCurveTo(side * l * 0.7, -l * 0.1, cx, cy + l * 0.12);
    ctx.stroke();
    ctx.fillStyle = '#e0442f';
    fillEllipse(ctx, cx, cy, l * 0.2, l * 0.14, side * 0.5);
    ctx.fillStyle = '#0b2a4a';
    ctx.beginPath();
    ctx.moveTo(cx + side * l * 0.05, cy - l * 0.02);
    ctx.lineTo(cx + side * l * 0.25, cy - l * 0.18 - pinch * l * 0.1);
    ctx.lineTo(cx + side * l * 0.25, cy - l * 0.05 + pinch * l * 0.1);
    ctx.fill();
  }
  shell(ctx, l, [0.55, 0.38], [-0.15, -0.2, 0.6], [0, '#ff8a6a'], [0.6, '#e0442f'], [1, '#8e1d15']);
  ctx.fillStyle = 'rgba(255,220,200,0.35)';
  for (const [x, y] of [
    [-l * 0.25, l * 0.05],
    [l * 0.25, l * 0.05],
    [0, l * 0.18],
  ] as const) {
    fillCircle(ctx, x, y, l * 0.05);
  }
  ctx.strokeStyle = '#8e1d15';
  ctx.lineWidth = l * 0.05;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(side * l * 0.12, -l * 0.32);
    ctx.lineTo(side * l * 0.16, -l * 0.5);
    ctx.stroke();
    eye(ctx, side * l * 0.16, -l * 0.54, l * 0.07);
  }
  // The boss wears a crown.
  ctx.fillStyle = vertical(ctx, -l * 0.62, -l * 0.38, ['#fff1a0', '#f5c542', '#c9921a']);
  ctx.beginPath();
  ctx.moveTo(-l * 0.16, -l * 0.32);
  ctx.lineTo(-l * 0.18, -l * 0.56);
  ctx.lineTo(-l * 0.08, -l * 0.44);
  ctx.lineTo(0, -l * 0.62);
  ctx.lineTo(l * 0.08, -l * 0.44);
  ctx.lineTo(l * 0.18, -l * 0.56);
  ctx.lineTo(l * 0.16, -l * 0.32);
  ctx.closePath();
  ctx.fill();
}

const DRAW: Record<FishSpeciesId, (ctx: Ctx, size: number, phase: number) => void> = {
  sardine,
  clownfish,
  pufferfish,
  seahorse,
  octopus,
  turtle,
  stingray,
  swordfish,
  shark,
  golden_whale: goldenWhale,
  king_crab: kingCrab,
};

/** Draws one fish at the current transform (origin at its centre, facing +x). */
export function drawFish(ctx: Ctx, species: FishSpeciesId, size: number, phase: number): void {
  ctx.save();
  DRAW[species](ctx, size, phase);
  ctx.restore();
}
