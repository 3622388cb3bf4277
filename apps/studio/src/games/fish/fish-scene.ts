import { FISH_SPECIES, type FishSpeciesId } from '@ficha/games/fish/fish-rules';
import {
  BIGGEST,
  type Bubble,
  CAUGHT_SECONDS,
  COIN_GRAVITY,
  type Coin,
  drawBubbles,
  drawCoin,
  drawFloats,
  drawRings,
  drawShot,
  drawSwimmingFish,
  FLIGHT_SECONDS,
  FLOAT_SECONDS,
  type Floating,
  NET_FADE_SECONDS,
  type Ring,
  type Shot,
  type ShotResult,
} from './fish-scene-draw.ts';
import { FISH_LOOKS } from './fish-sprites.ts';
import { type Point, placeFish, random, type SwimmingFish, spawnFish } from './fish-swim.ts';
import { drawCannon, drawSeaweed, paintSeaBackground } from './sea-scenery.ts';

/**
 * The sea: fish swimming across on smooth curves, a cannon that turns toward the tap, bullets,
 * nets, coin showers. It only animates; which shots win is decided by the server, and the game
 * tells the scene (resolve) once the answer arrived. Nothing here touches money or randomness that
 * matters: Math.random only picks which fish swim by and how coins fly.
 */

export interface SceneOptions {
  reducedMotion: boolean;
  /** A fish was tapped: the game decides whether to fire. */
  onFishTapped: (fish: SwimmingFish) => void;
  /** The species a shot can be fired at right now changed (for the accessible target list). */
  onTargetsChanged: (species: FishSpeciesId[]) => void;
  /** The stake shown on the cannon. */
  stakeLabel: () => string;
}

export class FishScene {
  private readonly ctx: CanvasRenderingContext2D;
  private width = 0;
  private height = 0;
  private scale = 1;
  private background: HTMLCanvasElement | null = null;
  private fish: SwimmingFish[] = [];
  private shots: Shot[] = [];
  private coins: Coin[] = [];
  private floats: Floating[] = [];
  private rings: Ring[] = [];
  private bubbles: Bubble[] = [];
  private nextId = 1;
  private spawnIn = 0;
  private clock = 0;
  private frame = 0;
  private last: number | null = null;
  private running = false;
  private aim = -Math.PI / 2;
  private aimTarget = -Math.PI / 2;
  private recoil = 0;
  private targetsKey = '';

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly options: SceneOptions,
  ) {
    this.ctx = canvas.getContext('2d')!;
    canvas.addEventListener('pointerdown', this.onPointerDown);
    document.addEventListener('visibilitychange', this.onVisibility);
  }

  destroy(): void {
    this.stop();
    this.canvas.removeEventListener('pointerdown', this.onPointerDown);
    document.removeEventListener('visibilitychange', this.onVisibility);
  }

  start(): void {
    this.running = true;
    this.schedule();
  }

  stop(): void {
    this.running = false;
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  resize(width: number, height: number): void {
    if (width === this.width && height === this.height) return;
    const first = this.width === 0;
    this.width = width;
    this.height = height;
    this.scale = Math.min(1.6, Math.max(0.8, width / 390));
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    this.canvas.width = Math.round(width * ratio);
    this.canvas.height = Math.round(height * ratio);
    this.background = paintSeaBackground(width, height, ratio);
    if (first) this.populate();
    if (!this.running) this.draw();
  }

  /** The fish of this species a shot would go to now: on screen, free, nearest the middle. */
  findTarget(species: FishSpeciesId): SwimmingFish | undefined {
    const middle = { x: this.width / 2, y: this.height / 2 };
    return this.fish
      .filter((fish) => fish.species === species && this.isTargetable(fish))
      .sort(
        (a, b) => Math.hypot(a.x - middle.x, a.y - middle.y) - Math.hypot(b.x - middle.x, b.y - middle.y),
      )[0];
  }

  isTargetable(fish: SwimmingFish): boolean {
    return (
      fish.caught === null &&
      !fish.netted &&
      this.fish.includes(fish) &&
      fish.x > 0 &&
      fish.x < this.width &&
      fish.y > 0 &&
      fish.y < this.height
    );
  }

  /** Fires a bullet at the fish; its net holds the fish until resolve() brings the server's answer. */
  fire(fish: SwimmingFish): number {
    const id = this.nextId++;
    fish.netted = true;
    this.aimAt(fish);
    this.aim = this.aimTarget;
    this.recoil = 1;
    const from = this.muzzle();
    this.shots.push({
      id,
      fish,
      from,
      position: { ...from },
      flight: 0,
      landed: false,
      result: null,
      shown: null,
      netAge: 0,
    });
    return id;
  }

  /** The server answered this shot: shown when the bullet has landed (at once if it has). */
  resolve(shotId: number, result: ShotResult): void {
    const shot = this.shots.find((candidate) => candidate.id === shotId);
    if (!shot) {
      result.onShown();
      return;
    }
    shot.result = result;
  }

  private readonly onPointerDown = (event: PointerEvent) => {
    const box = this.canvas.getBoundingClientRect();
    const point = { x: event.clientX - box.left, y: event.clientY - box.top };
    this.aimAt(point);
    const fish = this.fishAt(point);
    if (fish) this.options.onFishTapped(fish);
  };

  private readonly onVisibility = () => {
    // A hidden page stops drawing; shots still settle and show when it comes back.
    if (document.hidden) {
      cancelAnimationFrame(this.frame);
      this.frame = 0;
    } else if (this.running) {
      this.last = null;
      this.schedule();
    }
  };

  private schedule(): void {
    if (this.frame || document.hidden) return;
    this.frame = requestAnimationFrame((now) => {
      this.frame = 0;
      if (!this.running) return;
      const dt = this.last === null ? 0 : Math.min(0.05, (now - this.last) / 1000);
      this.last = now;
      this.step(dt);
      this.draw();
      this.schedule();
    });
  }

  private aimAt(point: Point): void {
    const base = this.cannonBase();
    const angle = Math.atan2(point.y - base.y, point.x - base.x);
    this.aimTarget = Math.min(-0.2, Math.max(-Math.PI + 0.2, angle));
  }

  private cannonBase(): Point {
    return { x: this.width / 2, y: this.height - 14 };
  }

  private muzzle(): Point {
    const base = this.cannonBase();
    const length = 44 * this.scale;
    return { x: base.x + Math.cos(this.aim) * length, y: base.y + Math.sin(this.aim) * length };
  }

  /**
   * The topmost fish under the point, with a margin that keeps small fish easy to tap; none when
   * that fish is already held by a net (a tap never goes through it to a fish behind).
   */
  private fishAt(point: Point): SwimmingFish | undefined {
    const pad = 12;
    for (const fish of this.drawOrder().reverse()) {
      if (fish.caught !== null) continue;
      const look = FISH_LOOKS[fish.species];
      const dx = point.x - fish.x;
      const dy = point.y - fish.y;
      const cos = Math.cos(-fish.angle);
      const sin = Math.sin(-fish.angle);
      const lx = dx * cos - dy * sin;
      const ly = dx * sin + dy * cos;
      const rx = fish.size / 2 + pad;
      const ry = (fish.size * look.aspect) / 2 + pad;
      if ((lx * lx) / (rx * rx) + (ly * ly) / (ry * ry) <= 1) {
        return this.isTargetable(fish) ? fish : undefined;
      }
    }
    return undefined;
  }

  /** Big fish first, so small ones swim (and are tapped) in front of them. */
  private drawOrder(): SwimmingFish[] {
    return [...this.fish].sort((a, b) => b.size - a.size);
  }

  private populationTarget(): number {
    return Math.round(Math.min(14, Math.max(7, (9 * this.width * this.height) / (390 * 600))));
  }

  private populate(): void {
    for (let i = 0; i < this.populationTarget(); i += 1) this.spawn(random(0.12, 0.7));
    const count = this.options.reducedMotion ? 4 : 14;
    this.bubbles = Array.from({ length: count }, () => this.newBubble(random(0, this.height)));
  }

  private spawn(progress = 0): void {
    const sea = { width: this.width, height: this.height, scale: this.scale };
    this.fish.push(...spawnFish(sea, this.fish, () => this.nextId++, progress));
  }

  private newBubble(y: number): Bubble {
    return {
      x: random(0, this.width),
      y,
      r: random(1.5, 4.5),
      speed: random(14, 38),
      wobble: random(0, Math.PI * 2),
    };
  }

  private step(dt: number): void {
    this.clock += dt;
    this.aim += (this.aimTarget - this.aim) * Math.min(1, dt * 12);
    this.recoil = Math.max(0, this.recoil - dt * 5);

    for (const fish of this.fish) {
      fish.phase += dt * (fish.netted ? 10 : 5);
      if (fish.caught !== null) {
        fish.caught += dt;
        continue;
      }
      // A netted fish struggles in place while the server answers.
      fish.t = Math.min(1, fish.t + (dt / fish.duration) * (fish.netted ? 0.15 : 1));
      placeFish(fish);
    }
    this.fish = this.fish.filter((fish) =>
      fish.caught === null ? fish.t < 1 || fish.netted : fish.caught < CAUGHT_SECONDS,
    );

    for (const shot of this.shots) this.stepShot(shot, dt);
    this.shots = this.shots.filter((shot) => shot.shown === null || shot.shown < NET_FADE_SECONDS);

    for (const coin of this.coins) {
      coin.age += dt;
      coin.vy += COIN_GRAVITY * dt;
      coin.x += coin.vx * dt;
      coin.y += coin.vy * dt;
      coin.spin += dt * 9;
    }
    this.coins = this.coins.filter((coin) => coin.age < coin.life);
    for (const text of this.floats) text.age += dt;
    this.floats = this.floats.filter((text) => text.age < FLOAT_SECONDS);
    for (const ring of this.rings) ring.age += dt;
    this.rings = this.rings.filter((ring) => ring.age < 0.5);
    for (const bubble of this.bubbles) {
      bubble.y -= bubble.speed * dt;
      bubble.wobble += dt * 2;
      if (bubble.y < -10) Object.assign(bubble, this.newBubble(this.height + 10));
    }

    this.spawnIn -= dt;
    const swimming = this.fish.filter((fish) => fish.caught === null).length;
    if (this.spawnIn <= 0 && swimming < this.populationTarget()) {
      this.spawn();
      this.spawnIn = random(0.3, 0.8);
    }
    this.reportTargets();
  }

  private stepShot(shot: Shot, dt: number): void {
    const fish = shot.fish;
    if (!shot.landed) {
      shot.flight += dt;
      const progress = Math.min(1, shot.flight / FLIGHT_SECONDS);
      // Homing: the bullet ends on the fish wherever it swam meanwhile.
      shot.position = {
        x: shot.from.x + (fish.x - shot.from.x) * progress,
        y: shot.from.y + (fish.y - shot.from.y) * progress,
      };
      if (progress >= 1) shot.landed = true;
      return;
    }
    shot.netAge += dt;
    if (shot.shown !== null) {
      shot.shown += dt;
      return;
    }
    if (!shot.result) return;
    shot.shown = 0;
    fish.netted = false;
    if (shot.result.hit) this.burst(fish, shot.result.label);
    shot.result.onShown();
  }

  private burst(fish: SwimmingFish, label: string): void {
    fish.caught = 0;
    const many = this.options.reducedMotion ? 6 : Math.min(36, 14 + (BIGGEST.get(fish.species) ?? 0) / 10);
    for (let i = 0; i < many; i += 1) {
      const angle = random(-Math.PI * 0.95, -Math.PI * 0.05);
      const speed = random(110, 300) * this.scale;
      this.coins.push({
        x: fish.x + random(-0.2, 0.2) * fish.size,
        y: fish.y,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed,
        age: 0,
        life: random(0.9, 1.4),
        spin: random(0, Math.PI * 2),
        size: random(5, 8) * this.scale,
      });
    }
    this.rings.push({ x: fish.x, y: fish.y, radius: Math.max(30, fish.size * 0.7), age: 0 });
    this.floats.push({ x: fish.x, y: fish.y - fish.size * 0.3, text: label, age: 0 });
  }

  private reportTargets(): void {
    const species = [
      ...new Set(this.fish.filter((fish) => this.isTargetable(fish)).map((fish) => fish.species)),
    ];
    const ordered = FISH_SPECIES.map((s) => s.id).filter((id) => species.includes(id));
    const key = ordered.join(',');
    if (key !== this.targetsKey) {
      this.targetsKey = key;
      this.options.onTargetsChanged(ordered);
    }
  }

  private draw(): void {
    const { ctx } = this;
    const ratio = this.canvas.width / (this.width || 1);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    if (this.background) ctx.drawImage(this.background, 0, 0, this.width, this.height);
    drawSeaweed(
      ctx,
      this.width,
      this.height,
      this.options.reducedMotion ? 0 : Math.sin(this.clock * 1.2) * 8,
    );
    drawBubbles(ctx, this.bubbles);
    for (const fish of this.drawOrder()) drawSwimmingFish(ctx, fish, this.scale);
    for (const shot of this.shots) drawShot(ctx, shot, this.scale, this.options.reducedMotion);
    drawRings(ctx, this.rings);
    for (const coin of this.coins) drawCoin(ctx, coin);
    drawFloats(ctx, this.floats, this.scale);
    drawCannon(ctx, {
      base: this.cannonBase(),
      aim: this.aim,
      recoil: this.recoil,
      scale: this.scale,
      label: this.options.stakeLabel(),
      flash: this.recoil > 0.6 && !this.options.reducedMotion,
    });
  }
}
