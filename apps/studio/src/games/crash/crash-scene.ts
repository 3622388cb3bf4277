import { CRASH_GROWTH_PER_MS } from '@ficha/games/crash/crash-curve';
import { fillCircle, fillVertically, paintedCanvas, withStops } from '../../lib/canvas-paint.ts';
import type { Flight } from './crash-flight.ts';
import { drawRocket, type Point } from './crash-rocket.ts';

/**
 * The crash stage on a <canvas>: the multiplier's curve against time with the rocket at its tip,
 * stars streaming past faster as it climbs, and at the bust an explosion with a shake. Drawn by
 * requestAnimationFrame from the flight the game computes for each frame's timestamp (the
 * server's clock), paused while the page is hidden. With reduced motion the rocket and curve
 * still follow the round, without shake, flicker, drifting stars or flying debris.
 */

export interface SceneOptions {
  /** The round at a frame's timestamp (performance.now time). */
  flight: (now: number) => Flight;
  /** Called every frame before drawing: the game updates its numbers from the same flight. */
  onFrame: (flight: Flight) => void;
  /** An axis label: 1.5 -> "1,5×". */
  label: (multiplier: number, decimals: number) => string;
}

interface Star {
  x: number;
  y: number;
  size: number;
  depth: number;
}

interface Spark {
  x: number;
  y: number;
  vx: number;
  vy: number;
  life: number;
  age: number;
  size: number;
  color: string;
}

const PAD = { left: 12, right: 50, top: 20, bottom: 26 };
const MIN_WINDOW_MS = 10_000;
const MIN_TOP_MULTIPLIER = 2;
const SHAKE_MS = 520;
const FLASH_MS = 380;
const SPARK_COLORS = ['#fff3b0', '#ffd75e', '#ff9f43', '#ff5a6e', '#ffffff'];
const Y_STEPS = [
  0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1_000, 2_000, 5_000, 10_000,
];
const X_STEPS_S = [1, 2, 5, 10, 15, 20, 30, 60, 120, 300, 600];

export class CrashScene {
  readonly #ctx: CanvasRenderingContext2D;
  readonly #motion = window.matchMedia('(prefers-reduced-motion: reduce)');
  #width = 0;
  #height = 0;
  #ratio = 1;
  #background: HTMLCanvasElement | null = null;
  #stars: Star[] = [];
  #sparks: Spark[] = [];
  #frame = 0;
  #wanted = false;
  #last: number | null = null;
  #seenPhase: Flight['phase'] | null = null;
  /** performance.now() of the bust this page saw happen, for the shake and the flash. */
  #boomAt: number | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly options: SceneOptions,
  ) {
    this.#ctx = canvas.getContext('2d')!;
    this.#stars = Array.from({ length: 70 }, () => ({
      x: Math.random(),
      y: Math.random(),
      size: 0.4 + Math.random() * 1.3,
      depth: 0.3 + Math.random() * 0.7,
    }));
    document.addEventListener('visibilitychange', this.#onVisibility);
  }

  start(): void {
    this.#wanted = true;
    this.#schedule();
  }

  destroy(): void {
    this.#wanted = false;
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    document.removeEventListener('visibilitychange', this.#onVisibility);
  }

  resize(width: number, height: number): void {
    if (width === this.#width && height === this.#height) return;
    this.#width = width;
    this.#height = height;
    this.#ratio = Math.min(2, window.devicePixelRatio || 1);
    this.canvas.width = Math.round(width * this.#ratio);
    this.canvas.height = Math.round(height * this.#ratio);
    this.#background = paintSky(width, height, this.#ratio);
  }

  readonly #onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      cancelAnimationFrame(this.#frame);
      this.#frame = 0;
    } else {
      this.#last = null;
      this.#schedule();
    }
  };

  #schedule(): void {
    if (!this.#wanted || this.#frame !== 0 || document.visibilityState === 'hidden') return;
    this.#frame = requestAnimationFrame(this.#tick);
  }

  readonly #tick = (now: number) => {
    this.#frame = 0;
    const dt = this.#last === null ? 0 : Math.min(0.1, (now - this.#last) / 1000);
    this.#last = now;
    const flight = this.options.flight(now);
    this.options.onFrame(flight);
    if (this.#width > 0) this.#draw(flight, now, dt);
    this.#schedule();
  };

  #draw(flight: Flight, now: number, dt: number): void {
    const ctx = this.#ctx;
    const calm = this.#motion.matches;
    const w = this.#width;
    const h = this.#height;
    // A bust seen as it happens explodes; one found later (on arrival, back from another tab)
    // just shows its wreck.
    if (flight.phase === 'ended' && this.#seenPhase !== 'ended' && flight.sinceMs < 1_500) this.#boomAt = now;
    if (flight.phase !== 'ended') {
      this.#boomAt = null;
      this.#sparks = [];
    }
    this.#seenPhase = flight.phase;

    ctx.setTransform(this.#ratio, 0, 0, this.#ratio, 0, 0);
    ctx.clearRect(0, 0, w, h);
    if (this.#background) ctx.drawImage(this.#background, 0, 0, w, h);
    const sinceBoom = this.#boomAt === null ? Number.POSITIVE_INFINITY : now - this.#boomAt;
    if (!calm && sinceBoom < SHAKE_MS) {
      const amplitude = 7 * (1 - sinceBoom / SHAKE_MS);
      ctx.translate((Math.random() - 0.5) * 2 * amplitude, (Math.random() - 0.5) * 2 * amplitude);
    }

    this.#drawStars(flight, dt, calm);
    const plot = { x: PAD.left, y: PAD.top, w: w - PAD.left - PAD.right, h: h - PAD.top - PAD.bottom };
    const elapsedMs = flight.phase === 'running' || flight.phase === 'ended' ? flight.elapsedMs : 0;
    const speed = flight.phase === 'running' || flight.phase === 'ended' ? flight.speed : 1;
    const growth = CRASH_GROWTH_PER_MS * speed;
    const windowMs = Math.max(MIN_WINDOW_MS / speed, elapsedMs / 0.85);
    const top = Math.max(MIN_TOP_MULTIPLIER, 1 + (Math.exp(growth * elapsedMs) - 1) / 0.8);
    const at = (t: number): Point => ({
      x: plot.x + (t / windowMs) * plot.w,
      y: plot.y + plot.h - ((Math.exp(growth * t) - 1) / (top - 1)) * plot.h,
    });
    this.#drawGrid(plot, windowMs, top);

    if (flight.phase === 'running' || flight.phase === 'ended') {
      const busted = flight.phase === 'ended';
      const tip = this.#drawCurve(at, elapsedMs, busted, plot);
      const before = at(Math.max(0, elapsedMs - windowMs / 60));
      const angle = clamp(Math.atan2(tip.y - before.y, tip.x - before.x), -1.35, -0.12);
      if (!busted) {
        drawRocket(this.#ctx, this.#width, tip, angle, now, calm, 1);
      } else {
        this.#drawBust(tip, sinceBoom, dt, calm);
      }
    } else {
      // On the pad: the rocket waits at the origin, breathing a little exhaust.
      const bob = calm ? 0 : Math.sin(now / 300) * 1.5;
      drawRocket(
        this.#ctx,
        this.#width,
        { x: plot.x + 30, y: plot.y + plot.h - 16 + bob },
        -0.6,
        now,
        calm,
        0.45,
      );
    }
  }

  #drawStars(flight: Flight, dt: number, calm: boolean): void {
    const ctx = this.#ctx;
    const climbing = flight.phase === 'running' ? Math.log(flight.multiplierE2 / 100) : 0;
    const velocity = flight.phase === 'running' ? 0.04 + 0.09 * climbing : 0.004;
    ctx.fillStyle = '#dfe6ff';
    for (const star of this.#stars) {
      if (!calm) {
        star.x -= velocity * star.depth * dt;
        star.y += velocity * star.depth * dt * 0.6;
        if (star.x < 0) star.x += 1;
        if (star.y > 1) star.y -= 1;
      }
      ctx.globalAlpha = 0.25 + 0.5 * star.depth;
      ctx.fillRect(star.x * this.#width, star.y * this.#height, star.size, star.size);
    }
    ctx.globalAlpha = 1;
  }

  #drawGrid(plot: { x: number; y: number; w: number; h: number }, windowMs: number, top: number) {
    const ctx = this.#ctx;
    ctx.strokeStyle = 'rgba(154, 166, 200, 0.13)';
    ctx.fillStyle = 'rgba(190, 200, 230, 0.75)';
    ctx.lineWidth = 1;
    ctx.font = '600 11px system-ui, sans-serif';
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    const yStep = Y_STEPS.find((s) => (top - 1) / s <= 4) ?? Y_STEPS[Y_STEPS.length - 1]!;
    const decimals = yStep >= 1 ? 0 : Number.isInteger(yStep * 10) ? 1 : 2;
    for (let v = Math.ceil(1 / yStep) * yStep; v <= top + 1e-9; v += yStep) {
      if (v <= 1 + 1e-9) continue;
      const y = plot.y + plot.h - ((v - 1) / (top - 1)) * plot.h;
      line(ctx, plot.x, y, plot.x + plot.w, y);
      ctx.fillText(this.options.label(v, decimals), plot.x + plot.w + 6, y);
    }
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    const seconds = windowMs / 1000;
    const xStep = X_STEPS_S.find((s) => seconds / s <= 5) ?? X_STEPS_S[X_STEPS_S.length - 1]!;
    for (let s = xStep; s < seconds; s += xStep) {
      const x = plot.x + (s / seconds) * plot.w;
      line(ctx, x, plot.y, x, plot.y + plot.h);
      ctx.fillText(`${s}s`, x, plot.y + plot.h + 7);
    }
    ctx.strokeStyle = 'rgba(154, 166, 200, 0.35)';
    line(ctx, plot.x, plot.y + plot.h, plot.x + plot.w, plot.y + plot.h);
  }

  /** The curve from take-off to `elapsedMs`, with the area under it; answers its tip. */
  #drawCurve(
    at: (t: number) => Point,
    elapsedMs: number,
    busted: boolean,
    plot: { x: number; y: number; w: number; h: number },
  ): Point {
    const ctx = this.#ctx;
    const steps = 90;
    const points: Point[] = [];
    for (let i = 0; i <= steps; i += 1) points.push(at((elapsedMs * i) / steps));
    const tip = points[points.length - 1]!;
    const base = plot.y + plot.h;

    const fill = ctx.createLinearGradient(0, tip.y, 0, base);
    fill.addColorStop(0, busted ? 'rgba(255, 90, 110, 0.28)' : 'rgba(255, 190, 70, 0.32)');
    fill.addColorStop(1, 'rgba(255, 190, 70, 0)');
    ctx.beginPath();
    ctx.moveTo(points[0]!.x, base);
    for (const p of points) ctx.lineTo(p.x, p.y);
    ctx.lineTo(tip.x, base);
    ctx.closePath();
    ctx.fillStyle = fill;
    ctx.fill();

    const stroke = ctx.createLinearGradient(points[0]!.x, base, tip.x, tip.y);
    stroke.addColorStop(0, busted ? '#b8374a' : '#f5c542');
    stroke.addColorStop(1, busted ? '#ff5a6e' : '#ff8a3d');
    ctx.beginPath();
    ctx.moveTo(points[0]!.x, points[0]!.y);
    for (const p of points) ctx.lineTo(p.x, p.y);
    ctx.strokeStyle = stroke;
    ctx.lineWidth = 4;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.shadowColor = busted ? 'rgba(255, 90, 110, 0.6)' : 'rgba(255, 170, 60, 0.7)';
    ctx.shadowBlur = 14;
    ctx.stroke();
    ctx.shadowBlur = 0;
    return tip;
  }

  /** The bust: a flash and flying sparks as it happens, a scorched burst afterwards. */
  #drawBust(tip: Point, sinceBoomMs: number, dt: number, calm: boolean): void {
    const ctx = this.#ctx;
    if (!calm && sinceBoomMs < 50 && this.#sparks.length === 0) this.#sparks = sparksAt(tip);
    for (const spark of this.#sparks) {
      spark.age += dt;
      spark.vy += 140 * dt;
      spark.x += spark.vx * dt;
      spark.y += spark.vy * dt;
    }
    this.#sparks = this.#sparks.filter((spark) => spark.age < spark.life);
    for (const spark of this.#sparks) {
      ctx.globalAlpha = 1 - spark.age / spark.life;
      ctx.fillStyle = spark.color;
      fillCircle(ctx, spark.x, spark.y, spark.size);
    }
    ctx.globalAlpha = 1;
    if (!calm && sinceBoomMs < FLASH_MS) {
      const progress = sinceBoomMs / FLASH_MS;
      ctx.fillStyle = withStops(
        ctx.createRadialGradient(tip.x, tip.y, 0, tip.x, tip.y, 16 + 70 * progress),
        [0, `rgba(255, 246, 200, ${1 - progress})`],
        [0.5, `rgba(255, 140, 60, ${0.7 * (1 - progress)})`],
        [1, 'rgba(255, 90, 110, 0)'],
      );
      fillCircle(ctx, tip.x, tip.y, 16 + 70 * progress);
    }
    // The burst that stays: a jagged star where the rocket was.
    ctx.save();
    ctx.translate(tip.x, tip.y);
    ctx.fillStyle = '#ff5a6e';
    ctx.beginPath();
    const points = 10;
    for (let i = 0; i <= points * 2; i += 1) {
      const r = i % 2 === 0 ? 13 : 5.5;
      const a = (i / (points * 2)) * Math.PI * 2;
      ctx.lineTo(Math.cos(a) * r, Math.sin(a) * r);
    }
    ctx.fill();
    ctx.fillStyle = '#ffd75e';
    fillCircle(ctx, 0, 0, 4);
    ctx.restore();
  }
}

function sparksAt(tip: Point): Spark[] {
  return Array.from({ length: 56 }, () => {
    const angle = Math.random() * Math.PI * 2;
    const speed = 50 + Math.random() * 240;
    return {
      x: tip.x,
      y: tip.y,
      vx: Math.cos(angle) * speed,
      vy: Math.sin(angle) * speed - 40,
      life: 0.6 + Math.random() * 0.9,
      age: 0,
      size: 1.2 + Math.random() * 2.8,
      color: SPARK_COLORS[Math.floor(Math.random() * SPARK_COLORS.length)]!,
    };
  });
}

/** The night sky behind the stage, painted once per size. */
function paintSky(width: number, height: number, ratio: number): HTMLCanvasElement {
  return paintedCanvas(width, height, ratio, (ctx) => {
    fillVertically(ctx, width, height, [0, '#0a0f24'], [0.7, '#141b3d'], [1, '#27204a']);
    ctx.fillStyle = withStops(
      ctx.createRadialGradient(width * 0.85, height * 1.1, 0, width * 0.85, height * 1.1, height),
      [0, 'rgba(255, 138, 61, 0.25)'],
      [1, 'rgba(255, 138, 61, 0)'],
    );
    ctx.fillRect(0, 0, width, height);
  });
}

function line(ctx: CanvasRenderingContext2D, x1: number, y1: number, x2: number, y2: number): void {
  ctx.beginPath();
  ctx.moveTo(Math.round(x1) + 0.5, Math.round(y1) + 0.5);
  ctx.lineTo(Math.round(x2) + 0.5, Math.round(y2) + 0.5);
  ctx.stroke();
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
