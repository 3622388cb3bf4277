/**
 * The eight preset avatars of POST /wps/member/info/icon ('avatar-1'..'avatar-8'), drawn inline:
 * no image request, and they stay sharp at any size in both themes.
 */
const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#f5b81c', '#f0712c'],
  ['#22c55e', '#0e7c66'],
  ['#38bdf8', '#4f46e5'],
  ['#f472b6', '#9d2bd8'],
  ['#f87171', '#b91c1c'],
  ['#a3e635', '#15803d'],
  ['#fbbf24', '#7c3aed'],
  ['#2dd4bf', '#0369a1'],
];

export const AVATAR_IDS = PALETTES.map((_, index) => `avatar-${index + 1}`);

function paletteOf(icon: string): readonly [string, string] {
  const index = Number(/^avatar-(\d+)$/.exec(icon)?.[1] ?? 1) - 1;
  return PALETTES[index] ?? PALETTES[0]!;
}

export function Avatar({ icon, size = 64 }: { icon: string; size?: number }) {
  const [from, to] = paletteOf(icon);
  const gradientId = `avatar-gradient-${icon}`;
  return (
    <svg
      className="avatar"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill={`url(#${gradientId})`} />
      <circle cx="32" cy="26" r="11" fill="#fff" fillOpacity="0.92" />
      <path d="M12 56c3-11 11-16 20-16s17 5 20 16a31 31 0 0 1-40 0z" fill="#fff" fillOpacity="0.92" />
    </svg>
  );
}
