import type { OriginalGame } from '../fair/games.ts';

/**
 * Each in-house game's own picture, drawn once and used twice: on its catalogue tile (the server's tile art)
 * and in its screen's header. SVG markup for a 256 x 256 canvas, white shapes with dark details, centred on
 * (128, 92) within about 100 x 80 (the tile writes the name under it), and the hue of the game's tile.
 */
const INK = '#1F2937';
const W = 'fill="#FFFFFF"';
const LINE = 'fill="none" stroke="#FFFFFF" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"';

export const ORIGINAL_ART: Record<OriginalGame, { hue: number; glyph: string }> = {
  crash: {
    hue: 350,
    glyph: `<path d="M76 128 C 110 124, 140 104, 166 60" ${LINE}/>
  <g transform="rotate(35 170 62)"><path d="M170 40 C 182 52, 184 70, 178 82 H 162 C 156 70, 158 52, 170 40 Z" ${W}/>
  <circle cx="170" cy="60" r="5" fill="${INK}"/><path d="M162 82 L 156 92 L 166 86 Z M178 82 L 184 92 L 174 86 Z" ${W}/>
  <path d="M166 86 L 170 100 L 174 86 Z" fill="#FDBA74"/></g>`,
  },
  mines: {
    hue: 150,
    glyph: `<path d="M78 70 h40 l14 18 l-34 40 l-34 -40 Z" ${W}/><path d="M64 88 h68 M98 70 l-8 18 l8 40 l8 -40 l-8 -18" fill="none" stroke="${INK}" stroke-opacity="0.35" stroke-width="3"/>
  <circle cx="164" cy="102" r="26" ${W}/><circle cx="156" cy="94" r="6" fill="${INK}" fill-opacity="0.3"/>
  <path d="M180 82 l10 -12" stroke="#FFFFFF" stroke-width="6" stroke-linecap="round"/><circle cx="194" cy="66" r="6" fill="#FDE047"/>`,
  },
  plinko: {
    hue: 275,
    glyph: `${[0, 1, 2, 3]
      .flatMap((r) => Array.from({ length: r + 2 }, (_, i) => `<circle cx="${128 + (i - (r + 1) / 2) * 26}" cy="${62 + r * 20}" r="5" ${W}/>`))
      .join('')}
  <circle cx="141" cy="52" r="10" fill="#FDE047"/>
  <rect x="66" y="134" width="20" height="10" rx="3" fill="#F87171"/><rect x="92" y="134" width="20" height="10" rx="3" fill="#FDBA74"/><rect x="118" y="134" width="20" height="10" rx="3" fill="#FDE047"/><rect x="144" y="134" width="20" height="10" rx="3" fill="#FDBA74"/><rect x="170" y="134" width="20" height="10" rx="3" fill="#F87171"/>`,
  },
  dice: {
    hue: 210,
    glyph: `<rect x="66" y="62" width="62" height="62" rx="12" ${W} transform="rotate(-12 97 93)"/>
  <g transform="rotate(-12 97 93)"><circle cx="82" cy="78" r="6" fill="${INK}"/><circle cx="97" cy="93" r="6" fill="${INK}"/><circle cx="112" cy="108" r="6" fill="${INK}"/></g>
  <rect x="128" y="56" width="62" height="62" rx="12" ${W} transform="rotate(14 159 87)"/>
  <g transform="rotate(14 159 87)"><circle cx="145" cy="72" r="6" fill="${INK}"/><circle cx="173" cy="72" r="6" fill="${INK}"/><circle cx="145" cy="102" r="6" fill="${INK}"/><circle cx="173" cy="102" r="6" fill="${INK}"/></g>`,
  },
  limbo: {
    hue: 190,
    glyph: `<circle cx="128" cy="96" r="42" ${LINE}/><circle cx="128" cy="96" r="24" ${LINE}/><circle cx="128" cy="96" r="7" ${W}/>
  <path d="M128 96 L 178 46" stroke="#FDE047" stroke-width="7" stroke-linecap="round"/><path d="M162 44 H 180 V 62" fill="none" stroke="#FDE047" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  hilo: {
    hue: 20,
    glyph: `<rect x="78" y="58" width="54" height="76" rx="8" ${W} transform="rotate(-8 105 96)"/>
  <text x="103" y="106" font-size="32" font-weight="900" text-anchor="middle" fill="${INK}" transform="rotate(-8 105 96)">A</text>
  <rect x="124" y="52" width="54" height="76" rx="8" ${W} transform="rotate(8 151 90)"/>
  <text x="151" y="101" font-size="32" font-weight="900" text-anchor="middle" fill="#DC2626" transform="rotate(8 151 90)">K</text>
  <path d="M194 74 l10 -14 l10 14 M194 110 l10 14 l10 -14" fill="none" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  keno: {
    hue: 45,
    glyph: [0, 1, 2]
      .flatMap((r) =>
        [0, 1, 2, 3].map((c) => {
          const hit = (r * 4 + c) % 3 === 0;
          const x = 86 + c * 28;
          const y = 64 + r * 28;
          return `<circle cx="${x}" cy="${y}" r="11" ${hit ? 'fill="#FDE047"' : W}/><text x="${x}" y="${y + 5}" font-size="13" font-weight="900" text-anchor="middle" fill="${INK}">${r * 4 + c + 1}</text>`;
        }),
      )
      .join(''),
  },
  wheel: {
    hue: 310,
    glyph: `${Array.from({ length: 8 }, (_, i) => {
      const a0 = (i * Math.PI) / 4;
      const a1 = ((i + 1) * Math.PI) / 4;
      const p = (a: number) => `${(128 + 42 * Math.cos(a)).toFixed(1)} ${(96 + 42 * Math.sin(a)).toFixed(1)}`;
      return `<path d="M128 96 L ${p(a0)} A 42 42 0 0 1 ${p(a1)} Z" fill="${i % 2 ? '#FFFFFF' : '#FDE047'}" stroke="${INK}" stroke-opacity="0.25" stroke-width="2"/>`;
    }).join('')}
  <circle cx="128" cy="96" r="10" fill="${INK}"/><path d="M118 44 h20 l-10 18 Z" fill="#FFFFFF" stroke="${INK}" stroke-opacity="0.3" stroke-width="2"/>`,
  },
  tower: {
    hue: 25,
    glyph: [0, 1, 2, 3]
      .flatMap((r) =>
        [0, 1, 2].map((c) => {
          const safe = (r + c) % 3 !== 1;
          return `<rect x="${92 + c * 26}" y="${122 - r * 22}" width="22" height="18" rx="4" ${safe ? W : 'fill="#F87171"'}/>`;
        }),
      )
      .concat([`<path d="M118 44 l10 -10 l10 10" fill="none" stroke="#FDE047" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`])
      .join(''),
  },
  coinflip: {
    hue: 40,
    glyph: `<ellipse cx="128" cy="96" rx="40" ry="42" fill="#FDE047"/><ellipse cx="128" cy="96" rx="30" ry="32" fill="none" stroke="#B45309" stroke-width="4"/>
  <path d="M128 76 l6 13 l14 2 l-10 10 l3 14 l-13 -7 l-13 7 l3 -14 l-10 -10 l14 -2 Z" fill="#B45309"/>
  <path d="M78 60 a 56 56 0 0 1 30 -18 M178 132 a 56 56 0 0 1 -30 18" fill="none" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round"/>`,
  },
};
