import { fillCircle, withStops } from '../../lib/canvas-paint.ts';
export interface Point {
  x: number;
  y: number;
}

/**
 * The rocket at the curve's tip, turned along it, with its exhaust flickering by `thrust` (0 to 1);
 * `calm` (reduced motion) steadies the flame. Sized by the stage's width.
 */
export function drawRocket(
  ctx: CanvasRenderingContext2D,
  stageWidth: number,
  tip: Point,
  angle: number,
  now: number,
  calm: boolean,
  thrust: number,
): void {
  const s = Math.min(1.5, Math.max(0.95, stageWidth / 320));
  ctx.save();
  ctx.translate(tip.x, tip.y);
  ctx.rotate(angle);
  ctx.scale(s, s);

  // Exhaust: three flickering tongues of flame behind the nozzle.
  const flicker = calm ? 0.85 : 0.7 + 0.3 * Math.abs(Math.sin(now / 45) * Math.cos(now / 71));
  const length = (12 + 16 * thrust) * flicker;
  ctx.fillStyle = withStops(
    ctx.createLinearGradient(-14, 0, -14 - length, 0),
    [0, '#fff6c8'],
    [0.35, '#ffc23d'],
    [1, 'rgba(255, 90, 40, 0)'],
  );
  ctx.beginPath();
  ctx.moveTo(-13, -5);
  ctx.quadraticCurveTo(-14 - length * 0.6, -4, -14 - length, 0);
  ctx.quadraticCurveTo(-14 - length * 0.6, 4, -13, 5);
  ctx.closePath();
  ctx.fill();

  // Fins.
  ctx.fillStyle = '#e2474f';
  ctx.beginPath();
  ctx.moveTo(-8, -5);
  ctx.lineTo(-15, -11);
  ctx.lineTo(-13, -4);
  ctx.closePath();
  ctx.moveTo(-8, 5);
  ctx.lineTo(-15, 11);
  ctx.lineTo(-13, 4);
  ctx.closePath();
  ctx.fill();

  // Body and nose.
  ctx.fillStyle = withStops(ctx.createLinearGradient(0, -6, 0, 6), [0, '#ffffff'], [1, '#b9c3dc']);
  ctx.beginPath();
  ctx.moveTo(-14, -5);
  ctx.lineTo(6, -6);
  ctx.quadraticCurveTo(16, -4, 19, 0);
  ctx.quadraticCurveTo(16, 4, 6, 6);
  ctx.lineTo(-14, 5);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#e2474f';
  ctx.beginPath();
  ctx.moveTo(11, -4.6);
  ctx.quadraticCurveTo(16, -4, 19, 0);
  ctx.quadraticCurveTo(16, 4, 11, 4.6);
  ctx.closePath();
  ctx.fill();

  // Window.
  ctx.fillStyle = '#3aa0ff';
  ctx.strokeStyle = '#5b6788';
  ctx.lineWidth = 1.2;
  fillCircle(ctx, 2, 0, 2.8);
  ctx.stroke();
  ctx.restore();
}
