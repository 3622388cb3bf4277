/**
 * Text contrast on the merchant's brand colour (WCAG 2 relative luminance). An operator's
 * primaryContrast is not always readable on its primary (Ficha: white on #12a150 is 3.4:1), so a
 * selected chip takes the operator's colour when it reaches 4.5:1 and otherwise the darker or
 * lighter of the site's text colours, whichever reads better (hardening 20).
 */

export const MIN_TEXT_CONTRAST = 4.5;

// The candidates when the operator's colour is not readable, in order of preference: the light
// theme's text, white, then black (any colour reaches 4.5:1 with white or with black).
const FALLBACK_TEXTS = ['#10172a', '#ffffff', '#000000'] as const;

type Rgb = readonly [number, number, number];

/** #rgb, #rrggbb or rgb(r, g, b) / rgb(r g b); anything else is not judged. */
export function parseColour(text: string): Rgb | undefined {
  const colour = text.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(colour);
  if (short)
    return [short[1], short[2], short[3]].map((digit) =>
      Number.parseInt(`${digit}${digit}`, 16),
    ) as unknown as Rgb;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(colour);
  if (long)
    return [long[1], long[2], long[3]].map((pair) => Number.parseInt(pair ?? '0', 16)) as unknown as Rgb;
  const functional = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/.exec(
    colour,
  );
  if (functional) return [Number(functional[1]), Number(functional[2]), Number(functional[3])];
  return undefined;
}

function luminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG contrast ratio of two colours (1 to 21), or undefined when either cannot be read. */
export function contrastRatio(first: string, second: string): number | undefined {
  const a = parseColour(first);
  const b = parseColour(second);
  if (!a || !b) return undefined;
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour for the brand's background: the operator's when readable, else the first readable fallback. */
export function readableOn(background: string, preferred: string): string {
  const readable = (text: string) =>
    (contrastRatio(background, text) ?? MIN_TEXT_CONTRAST) >= MIN_TEXT_CONTRAST;
  if (readable(preferred)) return preferred;
  return FALLBACK_TEXTS.find(readable) ?? '#000000';
}
