/** The board's pictures, drawn in SVG so they look the same on every phone (no emoji fonts). */

/** Gradients shared by every gem and mine of the board; rendered once, hidden. */
export function MinesDefs() {
  return (
    <svg width="0" height="0" aria-hidden="true" style={{ position: 'absolute' }}>
      <defs>
        <linearGradient id="mines-gem-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#9dffd6" />
          <stop offset="0.45" stopColor="#2ee6a0" />
          <stop offset="1" stopColor="#0b8f5e" />
        </linearGradient>
        <radialGradient id="mines-mine-fill" cx="0.38" cy="0.35" r="0.75">
          <stop offset="0" stopColor="#6b6f86" />
          <stop offset="0.5" stopColor="#2a2c3b" />
          <stop offset="1" stopColor="#0d0e14" />
        </radialGradient>
      </defs>
    </svg>
  );
}

export function GemIcon() {
  return (
    <svg className="mines-icon mines-icon--gem" viewBox="0 0 64 64" aria-hidden="true">
      <path d="M12 24 L22 11 H42 L52 24 L32 55 Z" fill="url(#mines-gem-fill)" />
      <path
        d="M12 24 H52 M22 11 L26 24 L32 55 M42 11 L38 24 L32 55 M26 24 L32 11 L38 24"
        fill="none"
        stroke="rgba(255,255,255,0.55)"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M22 11 L26 24 H12 Z" fill="rgba(255,255,255,0.35)" />
    </svg>
  );
}

export function MineIcon() {
  const spikes = [0, 45, 90, 135];
  return (
    <svg className="mines-icon mines-icon--mine" viewBox="0 0 64 64" aria-hidden="true">
      {spikes.map((angle) => (
        <rect
          key={angle}
          x="29"
          y="8"
          width="6"
          height="48"
          rx="3"
          fill="#1b1c27"
          transform={`rotate(${angle} 32 32)`}
        />
      ))}
      <circle cx="32" cy="32" r="17" fill="url(#mines-mine-fill)" />
      <circle cx="26" cy="26" r="4.5" fill="rgba(255,255,255,0.7)" />
    </svg>
  );
}
