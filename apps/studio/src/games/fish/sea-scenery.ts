/**
 * The scenery of the fish game's sea, drawn with canvas paths and gradients: the background
 * (painted once per size), the swaying seaweed and the cannon.
 */
import { fillCircle, fillVertically, paintedCanvas, withStops } from '../../lib/canvas-paint.ts';

/** The still part of the sea, painted once per size: water, light shafts, sand and rocks. */
export function paintSeaBackground(w: number, h: number, ratio: number): HTMLCanvasElement {
  return paintedCanvas(w, h, ratio, (ctx) => {
    fillVertically(ctx, w, h, [0, '#1a8fc4'], [0.45, '#0d5a94'], [1, '#072a55']);
    // Light shafts from the surface.
    for (const [x, spread] of [
      [0.15, 0.12],
      [0.45, 0.08],
      [0.75, 0.14],
    ] as const) {
      ctx.fillStyle = withStops(
        ctx.createLinearGradient(0, 0, 0, h * 0.8),
        [0, 'rgba(255,255,255,0.16)'],
        [1, 'rgba(255,255,255,0)'],
      );
      ctx.beginPath();
      ctx.moveTo(w * (x - 0.03), 0);
      ctx.lineTo(w * (x + 0.03), 0);
      ctx.lineTo(w * (x + spread + 0.1), h * 0.8);
      ctx.lineTo(w * (x + 0.1 - spread), h * 0.8);
      ctx.fill();
    }
    ctx.fillStyle = withStops(ctx.createLinearGradient(0, h * 0.82, 0, h), [0, '#c9a86a'], [1, '#8a6a3a']);
    ctx.beginPath();
    ctx.moveTo(0, h * 0.86);
    ctx.bezierCurveTo(w * 0.3, h * 0.8, w * 0.6, h * 0.9, w, h * 0.84);
    ctx.lineTo(w, h);
    ctx.lineTo(0, h);
    ctx.fill();
    ctx.fillStyle = '#55606e';
    for (const [x, r] of [
      [0.1, 0.07],
      [0.86, 0.09],
      [0.93, 0.05],
    ] as const) {
      ctx.beginPath();
      ctx.ellipse(w * x, h * 0.9, w * r, w * r * 0.6, 0, Math.PI, 0);
      ctx.fill();
    }
  });
}

/** Seaweed swaying by `sway` px at its tips. */
export function drawSeaweed(ctx: CanvasRenderingContext2D, w: number, h: number, sway: number): void {
  ctx.strokeStyle = 'rgba(40,150,90,0.75)';
  ctx.lineCap = 'round';
  ctx.lineWidth = 6;
  for (const [x, height] of [
    [0.06, 0.2],
    [0.12, 0.14],
    [0.8, 0.18],
    [0.9, 0.24],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(w * x, h * 0.92);
    ctx.quadraticCurveTo(w * x + sway + 10, h * (0.92 - height / 2), w * x - sway, h * (0.92 - height));
    ctx.stroke();
  }
}

export interface CannonPose {
  base: { x: number; y: number };
  /** Radians; -PI/2 points straight up. */
  aim: number;
  /** 1 just after a shot, easing to 0. */
  recoil: number;
  scale: number;
  /** The stake, printed on the turret. */
  label: string;
  flash: boolean;
}

/** The cannon at the bottom of the sea, turned toward the last tap. */
export function drawCannon(ctx: CanvasRenderingContext2D, pose: CannonPose): void {
  const { base, scale: s } = pose;
  ctx.save();
  ctx.translate(base.x, base.y);
  // Barrel: widening toward the muzzle, with two bands; it kicks back when it fires.
  ctx.save();
  ctx.rotate(pose.aim);
  ctx.translate(-pose.recoil * 7 * s, 0);
  ctx.fillStyle = withStops(
    ctx.createLinearGradient(0, -13 * s, 0, 13 * s),
    [0, '#fff1b8'],
    [0.45, '#f0b92a'],
    [1, '#7a5200'],
  );
  ctx.beginPath();
  ctx.moveTo(0, -9 * s);
  ctx.lineTo(44 * s, -12 * s);
  ctx.lineTo(44 * s, 12 * s);
  ctx.lineTo(0, 9 * s);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#8a5f00';
  ctx.fillRect(18 * s, -10.5 * s, 5 * s, 21 * s);
  ctx.beginPath();
  ctx.roundRect(40 * s, -14 * s, 9 * s, 28 * s, 3 * s);
  ctx.fill();
  if (pose.flash) {
    ctx.fillStyle = withStops(
      ctx.createRadialGradient(54 * s, 0, 0, 54 * s, 0, 16 * s),
      [0, 'rgba(255,255,220,0.95)'],
      [1, 'rgba(255,200,60,0)'],
    );
    fillCircle(ctx, 54 * s, 0, 16 * s);
  }
  ctx.restore();
  // Turret with the stake on it.
  const dome = ctx.createRadialGradient(-9 * s, -12 * s, 2, 0, 0, 32 * s);
  dome.addColorStop(0, '#fff6d0');
  dome.addColorStop(0.5, '#f5c542');
  dome.addColorStop(1, '#8a5f00');
  ctx.fillStyle = '#3a2a00';
  ctx.beginPath();
  ctx.roundRect(-44 * s, 2 * s, 88 * s, 16 * s, 6 * s);
  ctx.fill();
  ctx.fillStyle = dome;
  ctx.beginPath();
  ctx.arc(0, 4 * s, 27 * s, Math.PI, 0);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = 'rgba(255,255,255,0.5)';
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.fillStyle = '#241a00';
  ctx.font = `800 ${Math.round(12 * s)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.fillText(pose.label, 0, 0);
  ctx.restore();
}
