import type { CSSProperties } from 'react';

/**
 * The frame's `css` parameter (spec section 2: the embedded lottery frame "with query token,
 * merchant, css, prize_mode"). A page that embeds the frame picks its look, safely: only a named
 * theme ("dark", "light") and/or one accent colour in hex ("#e91e63", "e91e63"), comma-separated.
 * Anything else is ignored, so the parameter can never inject style rules.
 */
export interface FrameTheme {
  theme?: 'dark' | 'light';
  accent?: string;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseFrameTheme(css: string | null | undefined): FrameTheme {
  const theme: FrameTheme = {};
  for (const token of (css ?? '').split(',').map((part) => part.trim().toLowerCase())) {
    if (token === 'dark' || token === 'light') theme.theme = token;
    else if (HEX.test(token)) theme.accent = `#${HEX.exec(token)![1]}`;
  }
  return theme;
}

/** The accent as the brand colour of the frame only (the site's own variables, scoped). */
export function frameThemeStyle(theme: FrameTheme): CSSProperties | undefined {
  if (!theme.accent) return undefined;
  return { '--brand-primary': theme.accent, '--brand-on-primary': '#ffffff' } as CSSProperties;
}
