// `npx tsx scripts/crew-icons.ts`: draws the crew app's home-screen icons into public/ (a sealed
// trash bag with a check mark on the brand green), as PNG files written by hand: no image
// library, no browser. The maskable icon keeps the drawing inside the safe circle Android crops to.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { THEME_COLOR } from '../src/domain/site.ts';

type Rgb = [number, number, number];
const hex = (color: string): Rgb =>
  [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)) as Rgb;
const GREEN = hex(THEME_COLOR);
const WHITE: Rgb = [255, 255, 255];

/** Distance from p to the segment a-b, all in the unit square. */
function segment(px: number, py: number, ax: number, ay: number, bx: number, by: number) {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** What colour the drawing has at a point of the unit square (null: background). */
function paint(x: number, y: number): Rgb | null {
  const check =
    Math.min(segment(x, y, 0.4, 0.62, 0.48, 0.7), segment(x, y, 0.48, 0.7, 0.62, 0.54)) < 0.035;
  const body = ((x - 0.5) / 0.27) ** 2 + ((y - 0.62) / 0.25) ** 2 <= 1;
  if (body) return check ? GREEN : WHITE;
  const neck = Math.abs(x - 0.5) < 0.06 + (0.4 - y) * 0.4 && y > 0.32 && y < 0.4;
  const ears = Math.hypot(x - 0.43, y - 0.28) < 0.06 || Math.hypot(x - 0.57, y - 0.28) < 0.06;
  return neck || ears ? WHITE : null;
}

function icon(size: number, { maskable }: { maskable: boolean }): Buffer {
  const SAMPLES = 4;
  // A maskable icon fills its square; the drawing shrinks into the middle 70%.
  const scale = maskable ? 0.7 : 0.86;
  const radius = maskable ? 0 : 0.18;
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const u = (px + (sx + 0.5) / SAMPLES) / size;
          const v = (py + (sy + 0.5) / SAMPLES) / size;
          // Rounded square background.
          const cx = Math.max(Math.abs(u - 0.5) - (0.5 - radius), 0);
          const cy = Math.max(Math.abs(v - 0.5) - (0.5 - radius), 0);
          if (Math.hypot(cx, cy) > radius && radius > 0) continue;
          const color = paint(0.5 + (u - 0.5) / scale, 0.5 + (v - 0.5) / scale) ?? GREEN;
          r += color[0];
          g += color[1];
          b += color[2];
          a += 255;
        }
      }
      const n = SAMPLES * SAMPLES;
      const covered = a / 255;
      const o = 1 + px * 4;
      row[o] = covered ? Math.round(r / covered) : 0;
      row[o + 1] = covered ? Math.round(g / covered) : 0;
      row[o + 2] = covered ? Math.round(b / covered) : 0;
      row[o + 3] = Math.round(a / n);
    }
    rows.push(row);
  }
  return png(size, Buffer.concat(rows));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** An 8-bit RGBA PNG of filtered scanlines (each row starts with filter type 0). */
function png(size: number, scanlines: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

writeFileSync('public/crew-icon-192.png', icon(192, { maskable: false }));
writeFileSync('public/crew-icon-512.png', icon(512, { maskable: false }));
writeFileSync('public/crew-icon-maskable-512.png', icon(512, { maskable: true }));
console.log('Wrote public/crew-icon-192.png, crew-icon-512.png, crew-icon-maskable-512.png');
