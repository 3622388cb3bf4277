/** Small helpers for the games drawn on a <canvas> (crash, fish). */

/** A colour stop: offset from 0 to 1, and a CSS colour. */
export type ColorStop = readonly [offset: number, color: string];

/** Adds the stops to a gradient the context just made, and hands it back for a fill or a stroke. */
export function withStops(gradient: CanvasGradient, ...stops: readonly ColorStop[]): CanvasGradient {
  for (const [offset, color] of stops) gradient.addColorStop(offset, color);
  return gradient;
}

/**
 * An offscreen canvas of `width` x `height` CSS pixels at the screen's pixel ratio, painted once
 * by `paint` in CSS pixels: a backdrop the scene copies every frame instead of redrawing it.
 */
export function paintedCanvas(
  width: number,
  height: number,
  ratio: number,
  paint: (ctx: CanvasRenderingContext2D) => void,
): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const ctx = canvas.getContext('2d')!;
  ctx.scale(ratio, ratio);
  paint(ctx);
  return canvas;
}

/** Fills a whole circle of radius `r` around (x, y) with the current fill style. */
export function fillCircle(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
}

/** Fills a whole ellipse around (x, y), turned by `rotation` radians, with the current fill style. */
export function fillEllipse(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  rx: number,
  ry: number,
  rotation = 0,
): void {
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, rotation, 0, Math.PI * 2);
  ctx.fill();
}

/** Fills `width` x `height` from the origin with a gradient from top to bottom: a backdrop's base. */
export function fillVertically(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  ...stops: readonly ColorStop[]
): void {
  ctx.fillStyle = withStops(ctx.createLinearGradient(0, 0, 0, height), ...stops);
  ctx.fillRect(0, 0, width, height);
}
