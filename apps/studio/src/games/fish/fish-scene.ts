import { FISH_SPECIES, type FishSpeciesId } from '@ficha/games/fish/fish-rules';
import { drawFish, FISH_LOOKS } from './fish-sprites.ts';
import { drawCannon, drawSeaweed, paintSeaBackground } from './sea-scenery.ts';

/**
 * The sea: fish swimming across on smooth curves, a cannon that turns toward the tap, bullets,
 * nets, coin showers. It only animates; which shots win is decided by the server, and the game
 * tells the scene (resolve) once the answer arrived. Nothing here touches money or randomness that
 * matters: Math.random only picks which fish swim by and how coins fly.
 */

interface Point {
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

interface ShotResult {
  hit: boolean;
  /** Drawn above the burst, e.g. "+2,00". */
  label: string;
  /** Called when the scene shows the result (the bullet may still be flying when it arrives). */
  onShown: () => void;
}

interface Shot {
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

interface Coin {
  x: number;
  y: number;
  vx: number;
  vy: number;
  age: number;
  life: number;
  spin: number;
  size: number;
}

interface Floating {
  x: number;
  y: number;
  text: string;
  age: number;
}

interface Ring {
  x: number;
  y: number;
  radius: number;
  age: number;
}

interface Bubble {
  x: number;
  y: number;
  r: number;
  speed: number;
  wobble: number;
}

export interface SceneOptions {
  reducedMotion: boolean;
  /** A fish was tapped: the game decides whether to fire. */
  onFishTapped: (fish: SwimmingFish) => void;
  /** The species a shot can be fired at right now changed (for the accessible target list). */
  onTargetsChanged: (species: FishSpeciesId[]) => void;
  /** The stake shown on the cannon. */
  stakeLabel: () => string;
}

const FLIGHT_SECONDS = 0.24;
const CAUGHT_SECONDS = 0.45;
const NET_FADE_SECONDS = 0.5;
const COIN_GRAVITY = 520;
const FLOAT_SECONDS = 1.4;
/** Radians a fish may tilt off level along its curve. */
const MAX_TILT = 0.55;
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
const BIGGEST = new Map<FishSpeciesId, number>(
  FISH_SPECIES.map((species) => [species.id, Math.max(...species.prizes.map((prize) => prize.multiplier))]),
);
/** At most one of each of these at a time: they are the rare sights. */
const RARE: ReadonlySet<FishSpeciesId> = new Set(['golden_whale', 'king_crab', 'shark']);

const random = (low: number, high: number) => low + Math.random() * (high - low);

function bezier(path: SwimmingFish['path'], t: number): Point {
  const u = 1 - t;
  const [a, b, c, d] = path;
  return {
    x: u * u * u * a.x + 3 * u * u * t * b.x + 3 * u * t * t * c.x + t * t * t * d.x,
    y: u * u * u * a.y + 3 * u * u * t * b.y + 3 * u * t * t * c.y + t * t * t * d.y,
  };
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

  private pickSpecies(): FishSpeciesId {
    const count = (id: FishSpeciesId) => this.fish.filter((fish) => fish.species === id).length;
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

  private spawn(progress = 0): void {
    const species = this.pickSpecies();
    const look = FISH_LOOKS[species];
    const size = look.length * this.scale;
    const half = (size * Math.max(1, look.aspect)) / 2;
    const top = this.height * 0.06 + half;
    const bottom = this.height * (species === 'king_crab' ? 0.82 : 0.78) - half;
    const low = species === 'king_crab' ? Math.max(top, this.height * 0.55) : top;
    const fromLeft = Math.random() < 0.5;
    const margin = size * 0.8;
    const startX = fromLeft ? -margin : this.width + margin;
    const endX = fromLeft ? this.width + margin : -margin;
    const y0 = random(low, bottom);
    const y3 = Math.min(bottom, Math.max(low, y0 + random(-0.3, 0.3) * this.height));
    // Gentle curves: the control points stay near the ends' heights.
    const bend = (y: number) => Math.min(bottom, Math.max(low, y + random(-0.2, 0.2) * this.height));
    const path: SwimmingFish['path'] = [
      { x: startX, y: y0 },
      { x: startX + (endX - startX) * 0.33, y: bend(y0) },
      { x: startX + (endX - startX) * 0.66, y: bend(y3) },
      { x: endX, y: y3 },
    ];
    const length = Math.hypot(endX - startX, y3 - y0) * 1.1;
    const duration = length / (look.speed * this.scale * random(0.85, 1.15));
    // Sardines come in small schools that follow the same curve.
    const school = species === 'sardine' ? 3 : 1;
    for (let i = 0; i < school; i += 1) {
      const offset = i === 0 ? 0 : random(-1, 1) * size * 0.9;
      const shifted = path.map((point) => ({ x: point.x, y: point.y + offset })) as SwimmingFish['path'];
      const fish: SwimmingFish = {
        id: this.nextId++,
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
      this.place(fish);
      this.fish.push(fish);
    }
  }

  private place(fish: SwimmingFish): void {
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
      this.place(fish);
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
    ctx.fillStyle = 'rgba(220,245,255,0.35)';
    for (const bubble of this.bubbles) {
      ctx.beginPath();
      ctx.arc(bubble.x + Math.sin(bubble.wobble) * 3, bubble.y, bubble.r, 0, Math.PI * 2);
      ctx.fill();
    }
    for (const fish of this.drawOrder()) this.drawOneFish(fish);
    for (const shot of this.shots) this.drawShot(shot);
    for (const ring of this.rings) {
      ctx.strokeStyle = `rgba(255,220,110,${1 - ring.age / 0.5})`;
      ctx.lineWidth = 4;
      ctx.beginPath();
      ctx.arc(ring.x, ring.y, ring.radius * (0.4 + ring.age * 2), 0, Math.PI * 2);
      ctx.stroke();
    }
    for (const coin of this.coins) this.drawCoin(coin);
    this.drawFloats();
    drawCannon(ctx, {
      base: this.cannonBase(),
      aim: this.aim,
      recoil: this.recoil,
      scale: this.scale,
      label: this.options.stakeLabel(),
      flash: this.recoil > 0.6 && !this.options.reducedMotion,
    });
  }

  private drawOneFish(fish: SwimmingFish): void {
    const { ctx } = this;
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
      ctx.font = `800 ${Math.round(12 * this.scale)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.lineWidth = 3;
      ctx.strokeStyle = 'rgba(0,20,50,0.8)';
      ctx.fillStyle = '#ffd75e';
      const y = (fish.size * Math.max(0.5, look.aspect)) / 2 + 14 * this.scale;
      const badge = BADGES.get(fish.species) ?? '';
      ctx.strokeText(badge, 0, y);
      ctx.fillText(badge, 0, y);
    }
    ctx.restore();
  }

  private drawShot(shot: Shot): void {
    const { ctx } = this;
    if (!shot.landed) {
      const { x, y } = shot.position;
      const glow = ctx.createRadialGradient(x, y, 0, x, y, 10 * this.scale);
      glow.addColorStop(0, '#fffbe0');
      glow.addColorStop(0.4, '#ffd23c');
      glow.addColorStop(1, 'rgba(255,180,0,0)');
      ctx.fillStyle = glow;
      ctx.beginPath();
      ctx.arc(x, y, 10 * this.scale, 0, Math.PI * 2);
      ctx.fill();
      return;
    }
    const fade = shot.shown === null ? 1 : 1 - shot.shown / NET_FADE_SECONDS;
    const open = Math.min(1, shot.netAge / 0.12);
    const pulse = this.options.reducedMotion || shot.shown !== null ? 0 : Math.sin(shot.netAge * 12) * 0.04;
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
    ctx.beginPath();
    ctx.arc(0, 0, radius, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }

  private drawCoin(coin: Coin): void {
    const { ctx } = this;
    ctx.save();
    ctx.translate(coin.x, coin.y);
    ctx.globalAlpha = Math.min(1, (coin.life - coin.age) * 3);
    ctx.scale(Math.max(0.2, Math.abs(Math.cos(coin.spin))), 1);
    const gold = ctx.createRadialGradient(-coin.size * 0.3, -coin.size * 0.3, 0, 0, 0, coin.size);
    gold.addColorStop(0, '#fff6c0');
    gold.addColorStop(0.5, '#ffcf33');
    gold.addColorStop(1, '#c98a00');
    ctx.fillStyle = gold;
    ctx.beginPath();
    ctx.arc(0, 0, coin.size, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = '#a86f00';
    ctx.lineWidth = 1;
    ctx.stroke();
    ctx.restore();
  }

  private drawFloats(): void {
    const { ctx } = this;
    ctx.textAlign = 'center';
    ctx.font = `900 ${Math.round(24 * this.scale)}px system-ui, sans-serif`;
    ctx.lineWidth = 5;
    for (const text of this.floats) {
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
}
