import type { FishSpeciesId } from '@ficha/games/fish/fish-rules';
import { useEffect, useRef } from 'react';
import { drawFish, FISH_LOOKS } from './fish-sprites.ts';

/** A still picture of a fish for the paytable and the catches list. */
export function FishIcon({
  species,
  width = 44,
  height = 30,
}: {
  species: FishSpeciesId;
  width?: number;
  height?: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const node = canvas.current;
    const ctx = node?.getContext('2d');
    if (!node || !ctx) return;
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    node.width = width * ratio;
    node.height = height * ratio;
    ctx.scale(ratio, ratio);
    const look = FISH_LOOKS[species];
    const size = Math.min(width * 0.8, (height * 0.85) / Math.max(0.5, look.aspect));
    ctx.translate(width / 2, height / 2);
    drawFish(ctx, species, size, 0.6);
  }, [species, width, height]);
  return (
    <span className="fish-icon" aria-hidden="true">
      <canvas ref={canvas} style={{ width, height }} />
    </span>
  );
}
