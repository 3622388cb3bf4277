import { createHash } from 'node:crypto';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a title in up to two lines of about 12 characters. */
function lines(title: string): string[] {
  const words = title.split(' ');
  const out: string[] = [''];
  for (const word of words) {
    const last = out.length - 1;
    if ((out[last] + word).length > 12 && out[last] !== '' && out.length < 2) out.push(word);
    else out[last] = out[last] ? `${out[last]} ${word}` : word;
  }
  return out;
}

/**
 * A tile for a game whose feed has no artwork: the vendor's colours (from its code) and the
 * title, so every tile is readable and distinct without shipping 600 images.
 */
export function gameIconSvg(title: string, vendor: string): string {
  const hash = createHash('sha256').update(vendor).digest();
  const hue = (hash[0]! * 360) / 256;
  const hue2 = (hue + 40 + (hash[1]! % 80)) % 360;
  const text = lines(title)
    .map(
      (line, i, all) =>
        `<text x="100" y="${108 + (i - (all.length - 1) / 2) * 30}" text-anchor="middle" font-size="24" font-weight="800" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)} 70% 42%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 75% 22%)"/></linearGradient></defs>
<rect width="200" height="200" rx="24" fill="url(#g)"/><circle cx="160" cy="40" r="56" fill="#fff" opacity=".08"/><circle cx="30" cy="180" r="70" fill="#000" opacity=".12"/>
<g font-family="system-ui, sans-serif">${text}<text x="100" y="182" text-anchor="middle" font-size="13" font-weight="600" fill="#fff" opacity=".75">${escapeXml(vendor)}</text></g></svg>`;
}
