import { StrokeIcon } from '@/components/icon';

/** Two symbols the shared icon set lacks, drawn the same way (currentColor strokes, decorative). */
const PATHS = {
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-4.4-4.4',
  filter: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4',
} as const;

export function GamesIcon({ name, size = 20 }: { name: keyof typeof PATHS; size?: number }) {
  return <StrokeIcon path={PATHS[name]} size={size} />;
}
