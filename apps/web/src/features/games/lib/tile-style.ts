const TILE_STYLES = 6;

/** Spec section 2 'Game tile and filter': the tile style cycles by nodeId modulo 6, plus 1. */
export function tileStyleOf(nodeId: string): number {
  // Node ids are decimal; the last digits decide the remainder, so long ids never lose precision.
  const digits = /^\d+$/.test(nodeId) ? nodeId.slice(-12) : undefined;
  if (digits !== undefined) return (Number(digits) % TILE_STYLES) + 1;
  let hash = 0;
  for (const char of nodeId) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return (hash % TILE_STYLES) + 1;
}
