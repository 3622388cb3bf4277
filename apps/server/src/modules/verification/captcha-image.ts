import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

// 5x7 bitmap digits, one string per row, '#' = ink.
const DIGITS: Record<string, string[]> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
};

const WIDTH = 120;
const HEIGHT = 44;
const SCALE = 3;

type Rgb = [number, number, number];

/**
 * Draws digits as a small PNG with jitter, shear and noise: enough to stop naive scripts, cheap to
 * make (no canvas or native image library). Answers the PNG bytes.
 */
export function drawCaptcha(text: string): Buffer {
  const pixels = new Uint8Array(WIDTH * HEIGHT * 3);
  const set = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (y * WIDTH + x) * 3;
    pixels[i] = r;
    pixels[i + 1] = g;
    pixels[i + 2] = b;
  };
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const shade = 225 + randomInt(30);
      set(x, y, [shade, shade - randomInt(10), shade - randomInt(20)]);
    }
  }
  const step = Math.floor((WIDTH - 8) / text.length);
  [...text].forEach((digit, index) => {
    const glyph = DIGITS[digit];
    if (!glyph) return;
    const ink: Rgb = [randomInt(20, 110), randomInt(20, 110), randomInt(60, 160)];
    const left = 6 + index * step + randomInt(0, Math.max(1, step - 5 * SCALE - 2));
    const top = 6 + randomInt(0, HEIGHT - 7 * SCALE - 10);
    const shear = (randomInt(0, 7) - 3) / 10;
    glyph.forEach((row, gy) => {
      [...row].forEach((cell, gx) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < SCALE; dy++) {
          for (let dx = 0; dx < SCALE; dx++) {
            const y = top + gy * SCALE + dy;
            set(left + gx * SCALE + dx + Math.round((y - top) * shear), y, ink);
          }
        }
      });
    });
  });
  for (let line = 0; line < 4; line++) {
    drawLine(randomInt(WIDTH), randomInt(HEIGHT), randomInt(WIDTH), randomInt(HEIGHT), (x, y) =>
      set(x, y, [randomInt(60, 200), randomInt(60, 200), randomInt(60, 200)]),
    );
  }
  for (let dot = 0; dot < 160; dot++)
    set(randomInt(WIDTH), randomInt(HEIGHT), [randomInt(256), randomInt(256), randomInt(256)]);
  return encodePng(pixels);
}

function drawLine(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  plot: (x: number, y: number) => void,
): void {
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  for (;;) {
    plot(x0, y0);
    if (x0 === x1 && y0 === y1) return;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x0 += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y0 += sy;
    }
  }
}

function encodePng(rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    raw[y * (WIDTH * 3 + 1)] = 0; // filter: none
    raw.set(rgb.subarray(y * WIDTH * 3, (y + 1) * WIDTH * 3), y * (WIDTH * 3 + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
