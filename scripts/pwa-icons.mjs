#!/usr/bin/env node
// Draws the installable-app icons (PNG, as Chrome's install check and Android launchers want them) from the
// brand art of apps/web/public/favicon.svg: a gold star on the dark navy surface. No image library: the star
// is a polygon rasterised with 4x4 supersampling and written by a small PNG encoder (node:zlib).
// Run `node scripts/pwa-icons.mjs` after changing the art; the PNGs are committed in apps/web/public/icons/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'apps/web/public/icons');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** RGBA pixels (Uint8Array, width*height*4) to a PNG file. */
export function encodePng(width, height, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// The favicon's star, in its 64-unit box.
const STAR = [
  [32, 10], [38.5, 23.2], [53, 25.3], [42.5, 35.5], [45, 50],
  [32, 43.2], [19, 50], [21.5, 35.5], [11, 25.3], [25.5, 23.2],
];

function insidePolygon(x, y, poly) {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedRect(x, y, size, radius) {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);
const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));

// tokens.css (dark): page glow #1d2b5c over --color-bg #0a0f1f; --gradient-accent for the star.
const BG_GLOW = hex('#24336b');
const BG = hex('#0a0f1f');
const GOLD = [hex('#ffe08a'), hex('#f5b83d'), hex('#e19a1f')];

function gold(t) {
  return t < 0.55 ? mix(GOLD[0], GOLD[1], t / 0.55) : mix(GOLD[1], GOLD[2], (t - 0.55) / 0.45);
}

/**
 * maskable: the background fills the square and the star sits in the inner 80 % safe zone (launchers cut
 * their own shape); otherwise a rounded square with transparent corners and a larger star.
 */
function drawIcon(size, { maskable }) {
  const px = new Uint8Array(size * size * 4);
  const SS = 4;
  const starScale = maskable ? 0.62 : 0.86; // share of the box the 64-unit art takes
  const starOffset = (1 - starScale) / 2;
  const radius = size * 0.22;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let bgCover = 0;
      let starCover = 0;
      let starT = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const fx = x + (sx + 0.5) / SS;
          const fy = y + (sy + 0.5) / SS;
          if (maskable || insideRoundedRect(fx, fy, size, radius)) bgCover++;
          // star units: the art box scaled into the icon, nudged down so the star is optically centred
          const ux = ((fx / size - starOffset) / starScale) * 64;
          const uy = ((fy / size - starOffset) / starScale) * 64 - 1.5;
          if (insidePolygon(ux, uy, STAR)) {
            starCover++;
            starT += (uy - 10) / 40;
          }
        }
      }
      const n = SS * SS;
      const d = Math.hypot(x / size - 0.5, y / size - 0.05) / 0.95;
      let rgb = mix(BG_GLOW, BG, Math.min(1, d));
      if (starCover > 0) rgb = mix(rgb, gold(Math.min(1, Math.max(0, starT / starCover))), starCover / n);
      const alpha = bgCover / n;
      const o = (y * size + x) * 4;
      px[o] = Math.round(rgb[0]);
      px[o + 1] = Math.round(rgb[1]);
      px[o + 2] = Math.round(rgb[2]);
      px[o + 3] = Math.round(alpha * 255);
    }
  }
  return encodePng(size, size, px);
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  // iOS ignores the manifest icons and rounds its own corners: a full-bleed square.
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(outDir, { recursive: true });
  for (const icon of ICONS) {
    const png = drawIcon(icon.size, icon);
    writeFileSync(join(outDir, icon.file), png);
    console.log(`${icon.file}: ${png.length} bytes`);
  }
}
