import { useEffect, useRef, useState } from 'react';

/** How long each beat of a round lasts, in ms: normal, turbo, and with reduced motion asked for. */
export interface SlotTimings {
  /** The shortest spin before the first reel may stop. */
  minSpin: number;
  /** Between two reels stopping, left to right. */
  stagger: number;
  /** A reel's landing bounce. */
  land: number;
  /** The extra wait of a reel that may complete a feature trigger. */
  tease: number;
  /** A screen's wins shown before the round goes on. */
  winShow: number;
  /** Each win's turn when they are shown one by one. */
  cycle: number;
  /** A free spin's spin before its reels stop. */
  freeSpin: number;
  /** A banner (feature start, feature total). */
  banner: number;
  /** The win meter counting up. */
  countUp: number;
}

const NORMAL: SlotTimings = {
  minSpin: 650,
  stagger: 170,
  land: 340,
  tease: 750,
  winShow: 1100,
  cycle: 1500,
  freeSpin: 420,
  banner: 1900,
  countUp: 900,
};
const TURBO: SlotTimings = {
  minSpin: 180,
  stagger: 50,
  land: 200,
  tease: 250,
  winShow: 450,
  cycle: 1200,
  freeSpin: 150,
  banner: 900,
  countUp: 350,
};
const REDUCED: SlotTimings = { ...TURBO, stagger: 0, land: 0, tease: 0, countUp: 0 };

export function slotTimings(turbo: boolean, reducedMotion: boolean): SlotTimings {
  return reducedMotion ? REDUCED : turbo ? TURBO : NORMAL;
}

/** Follows prefers-reduced-motion as it changes. */
export function useReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const changed = () => setReduced(list.matches);
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, []);
  return reduced;
}

/** A number that counts up (or down) to `target` over `duration` ms, from `initial`; 0 jumps at once. */
export function useCountUp(target: number, duration: number, initial = target): number {
  const [shown, setShown] = useState(initial);
  const from = useRef(initial);
  useEffect(() => {
    const start = from.current;
    if (duration <= 0 || target === 0 || start === target) {
      from.current = target;
      setShown(target);
      return;
    }
    const began = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const progress = Math.min(1, (now - began) / duration);
      const eased = 1 - (1 - progress) ** 3;
      const value = Math.round(start + (target - start) * eased);
      from.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, duration]);
  return shown;
}

/**
 * The beats of one round's presentation. `skip` (the player tapping Stop) makes every wait that
 * is left end at once, so the round jumps to its end, still showing exactly what the server drew.
 */
export class RoundPlayback {
  skipped = false;
  private wake: (() => void) | null = null;

  skip(): void {
    this.skipped = true;
    this.wake?.();
  }

  sleep(ms: number): Promise<void> {
    if (this.skipped || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = () => {
        clearTimeout(timer);
        done();
      };
    });
  }
}

const TURBO_KEY = 'ficha-studio-turbo';

/** Turbo stays as the player left it, across games and visits. */
export function useTurbo(): [boolean, (on: boolean) => void] {
  const [turbo, setTurbo] = useState(() => {
    try {
      return localStorage.getItem(TURBO_KEY) === '1';
    } catch {
      return false;
    }
  });
  const change = (on: boolean) => {
    setTurbo(on);
    try {
      localStorage.setItem(TURBO_KEY, on ? '1' : '0');
    } catch {
      // Storage refused (private mode): turbo lasts for this visit.
    }
  };
  return [turbo, change];
}
