import { randomInt } from 'node:crypto';
import type { SliderAnswer } from '@lobby/contract';

/**
 * The slider captcha: a generated picture with a jigsaw-shaped gap and the matching piece, which the
 * person drags into place. Pure functions here; the challenge store is in the repository.
 *
 * This is friction, not a wall: a determined bot can parse the SVG. What it buys is that sending an SMS
 * takes a fresh, single-use, client-bound challenge solved with a drag that looks like a hand (the
 * per-number and per-IP rate limits are the real guard).
 */
export const SLIDER = {
  width: 300,
  height: 150,
  /** the piece's bounding box, knobs included */
  pieceSize: 40,
  minX: 80,
  maxX: 260,
  /** how far the dropped piece may be from the gap */
  tolerancePx: 5,
  minDurationMs: 250,
  minPoints: 5,
  /** a drag may wobble back this far between two samples */
  maxBackstepPx: 3,
  /** coefficient of variation of the segment speeds below which a drag counts as machine-straight */
  minSpeedVariation: 0.08,
  ttlMs: 2 * 60 * 1000,
} as const;

/** A square body with a knob on top and one on the right, inside a pieceSize box, at (0, 0). */
export function jigsawPath(dx = 0, dy = 0): string {
  const p = (x: number, y: number) => `${x + dx},${y + dy}`;
  return [
    `M${p(0, 8)}`,
    `L${p(10, 8)}`,
    `A6,6 0 1,1 ${p(22, 8)}`,
    `L${p(32, 8)}`,
    `L${p(32, 18)}`,
    `A6,6 0 1,1 ${p(32, 30)}`,
    `L${p(32, 40)}`,
    `L${p(0, 40)}`,
    'Z',
  ].join(' ');
}

type Shape =
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string; opacity: number }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; angle: number; fill: string; opacity: number }
  | { kind: 'polygon'; points: [number, number][]; fill: string; opacity: number };

interface Scene {
  gradient: { from: string; to: string; angle: number };
  shapes: Shape[];
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${h},${s}%,${l}%)`;
}

function randomScene(): Scene {
  const hue = randomInt(360);
  const shapes: Shape[] = [];
  const count = 9 + randomInt(6);
  for (let i = 0; i < count; i++) {
    const fill = hsl((hue + 60 + randomInt(240)) % 360, 45 + randomInt(40), 35 + randomInt(40));
    const opacity = (40 + randomInt(50)) / 100;
    const kind = randomInt(3);
    if (kind === 0) {
      shapes.push({ kind: 'circle', cx: randomInt(300), cy: randomInt(150), r: 8 + randomInt(40), fill, opacity });
    } else if (kind === 1) {
      const w = 15 + randomInt(70);
      const h = 10 + randomInt(50);
      shapes.push({ kind: 'rect', x: randomInt(300) - 20, y: randomInt(150) - 10, w, h, angle: randomInt(90) - 45, fill, opacity });
    } else {
      const cx = randomInt(300);
      const cy = randomInt(150);
      const points: [number, number][] = [];
      const corners = 3 + randomInt(3);
      for (let c = 0; c < corners; c++) {
        const a = (c / corners) * Math.PI * 2 + randomInt(60) / 100;
        const r = 15 + randomInt(35);
        points.push([Math.round(cx + r * Math.cos(a)), Math.round(cy + r * Math.sin(a))]);
      }
      shapes.push({ kind: 'polygon', points, fill, opacity });
    }
  }
  return {
    gradient: {
      from: hsl(hue, 55 + randomInt(30), 22 + randomInt(20)),
      to: hsl((hue + 90 + randomInt(120)) % 360, 55 + randomInt(30), 45 + randomInt(25)),
      angle: randomInt(360),
    },
    shapes,
  };
}

/** The scene drawn with its origin moved by (dx, dy): the piece draws the same scene shifted under its box. */
function renderScene(scene: Scene, dx: number, dy: number): string {
  const { from, to, angle } = scene.gradient;
  const rad = (angle * Math.PI) / 180;
  const cx = SLIDER.width / 2 + dx;
  const cy = SLIDER.height / 2 + dy;
  const hx = Math.cos(rad) * 170;
  const hy = Math.sin(rad) * 170;
  const f = (n: number) => n.toFixed(1);
  const parts = [
    `<defs><linearGradient id="bg" gradientUnits="userSpaceOnUse" x1="${f(cx - hx)}" y1="${f(cy - hy)}" x2="${f(cx + hx)}" y2="${f(cy + hy)}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect x="${dx}" y="${dy}" width="${SLIDER.width}" height="${SLIDER.height}" fill="url(#bg)"/>`,
  ];
  for (const s of scene.shapes) {
    if (s.kind === 'circle') {
      parts.push(`<circle cx="${s.cx + dx}" cy="${s.cy + dy}" r="${s.r}" fill="${s.fill}" fill-opacity="${s.opacity}"/>`);
    } else if (s.kind === 'rect') {
      const x = s.x + dx;
      const y = s.y + dy;
      parts.push(
        `<rect x="${x}" y="${y}" width="${s.w}" height="${s.h}" rx="4" transform="rotate(${s.angle} ${x + s.w / 2} ${y + s.h / 2})" fill="${s.fill}" fill-opacity="${s.opacity}"/>`,
      );
    } else {
      const points = s.points.map(([x, y]) => `${x + dx},${y + dy}`).join(' ');
      parts.push(`<polygon points="${points}" fill="${s.fill}" fill-opacity="${s.opacity}"/>`);
    }
  }
  return parts.join('');
}

function dataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export interface SliderImages {
  targetX: number;
  pieceY: number;
  background: string;
  piece: string;
}

export function generateSliderImages(): SliderImages {
  const { width, height, pieceSize } = SLIDER;
  const targetX = SLIDER.minX + randomInt(SLIDER.maxX - SLIDER.minX + 1);
  const pieceY = 10 + randomInt(height - pieceSize - 20 + 1);
  const scene = randomScene();
  const svgOpen = (w: number, h: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;
  const background =
    svgOpen(width, height) +
    renderScene(scene, 0, 0) +
    `<path d="${jigsawPath(targetX, pieceY)}" fill="#000" fill-opacity="0.5" stroke="#fff" stroke-opacity="0.85" stroke-width="1.5"/>` +
    '</svg>';
  const piece =
    svgOpen(pieceSize, pieceSize) +
    `<clipPath id="piece"><path d="${jigsawPath()}"/></clipPath>` +
    `<g clip-path="url(#piece)">${renderScene(scene, -targetX, -pieceY)}</g>` +
    `<path d="${jigsawPath()}" fill="none" stroke="#fff" stroke-width="2"/>` +
    '</svg>';
  return { targetX, pieceY, background: dataUri(background), piece: dataUri(piece) };
}

/**
 * Whether a drag puts the piece in the gap the way a hand does: close enough to the gap, a trail of
 * enough points over enough time, moving right (a little wobble allowed) and ending where the piece was
 * dropped, and not at one constant speed (a scripted linear drag).
 */
export function isHumanSolution(answer: SliderAnswer, targetX: number): boolean {
  const { x, trail } = answer;
  if (Math.abs(x - targetX) > SLIDER.tolerancePx) return false;
  if (trail.length < SLIDER.minPoints) return false;
  const first = trail[0] as [number, number];
  const last = trail[trail.length - 1] as [number, number];
  if (last[0] - first[0] < SLIDER.minDurationMs) return false;
  if (Math.abs(last[1] - x) > SLIDER.tolerancePx) return false;
  if (last[1] - first[1] < SLIDER.minX / 2) return false;

  const speeds: number[] = [];
  for (let i = 1; i < trail.length; i++) {
    const [t0, x0] = trail[i - 1] as [number, number];
    const [t1, x1] = trail[i] as [number, number];
    if (t1 < t0) return false;
    if (x1 - x0 < -SLIDER.maxBackstepPx) return false;
    if (t1 > t0) speeds.push((x1 - x0) / (t1 - t0));
  }
  if (speeds.length < SLIDER.minPoints - 2) return false;
  const mean = speeds.reduce((a, b) => a + b, 0) / speeds.length;
  if (mean <= 0) return false;
  const variance = speeds.reduce((a, v) => a + (v - mean) ** 2, 0) / speeds.length;
  return Math.sqrt(variance) / mean >= SLIDER.minSpeedVariation;
}
