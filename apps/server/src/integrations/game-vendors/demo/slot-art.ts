import type { SlotTheme } from './slot-math.ts';

/**
 * The slot's symbols, drawn as SVG (viewBox 0 0 100 100; no emoji, no web fonts): four high symbols per
 * theme, the wild and scatter badges in the theme's colours, and the royals. Gradients are defined once per
 * page (SLOT_GRADIENTS) and referenced by id.
 */

export interface ThemeLook {
  /** page background, top and bottom */
  bg: [string, string];
  /** reel frame and highlights */
  frame: string;
  accent: string;
  /** the reel window's tile background */
  tile: [string, string];
  /** wild badge */
  wild: [string, string];
}

export const THEME_LOOKS: Record<SlotTheme, ThemeLook> = {
  fruit: { bg: ['#4A0E4E', '#12041A'], frame: '#F5C542', accent: '#FF4D8D', tile: ['#FFF8EC', '#F3DDBF'], wild: ['#FF4D8D', '#9D174D'] },
  gems: { bg: ['#1E1B4B', '#05051A'], frame: '#C7D2FE', accent: '#7DD3FC', tile: ['#F1F5FF', '#D5DDF5'], wild: ['#8B5CF6', '#4C1D95'] },
  egypt: { bg: ['#1E3A8A', '#0A0F24'], frame: '#F5C542', accent: '#FCD34D', tile: ['#FDF6E3', '#EAD7A8'], wild: ['#2563EB', '#1E3A8A'] },
  oriental: { bg: ['#7F1D1D', '#1C0303'], frame: '#FBBF24', accent: '#FDE047', tile: ['#FFF7E6', '#F6DDB0'], wild: ['#DC2626', '#7F1D1D'] },
  ocean: { bg: ['#075985', '#021524'], frame: '#5EEAD4', accent: '#67E8F9', tile: ['#F0FDFF', '#CDEFF5'], wild: ['#0891B2', '#164E63'] },
};

const stop = (offset: number, color: string) => `<stop offset="${offset}" stop-color="${color}"/>`;
const linear = (id: string, ...colors: string[]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${colors.map((c, i) => stop(i / (colors.length - 1), c)).join('')}</linearGradient>`;
const radial = (id: string, ...colors: string[]) =>
  `<radialGradient id="${id}" cx="0.35" cy="0.3" r="0.8">${colors.map((c, i) => stop(i / (colors.length - 1), c)).join('')}</radialGradient>`;

/** Shared gradients: metals and gem colours. */
export function slotGradients(look: ThemeLook): string {
  return [
    linear('g-gold', '#FFF6C2', '#F5C542', '#B7791F'),
    linear('g-red', '#FF8A8A', '#E11D48', '#7F1D1D'),
    linear('g-green', '#86EFAC', '#16A34A', '#14532D'),
    linear('g-blue', '#93C5FD', '#2563EB', '#1E3A8A'),
    linear('g-purple', '#E9D5FF', '#9333EA', '#4C1D95'),
    linear('g-orange', '#FED7AA', '#F97316', '#9A3412'),
    linear('g-teal', '#99F6E4', '#14B8A6', '#134E4A'),
    linear('g-pink', '#FBCFE8', '#F472B6', '#9D174D'),
    linear('g-ice', '#FFFFFF', '#BAE6FD', '#38BDF8'),
    linear('g-wild', look.wild[0], look.wild[1]),
    radial('g-pearl', '#FFFFFF', '#F1F5F9', '#CBD5E1'),
    radial('g-ruby', '#FECDD3', '#E11D48', '#881337'),
    radial('g-sapphire', '#BFDBFE', '#2563EB', '#172554'),
    radial('g-cherry', '#FCA5A5', '#DC2626', '#7F1D1D'),
  ].join('');
}

const DARK = 'stroke="#1F1300" stroke-opacity=".45" stroke-width="2"';

const HIGH: Record<SlotTheme, [string, string, string, string]> = {
  fruit: [
    // Lucky Seven
    `<text x="50" y="84" text-anchor="middle" font-family="Georgia,'Times New Roman',serif" font-size="92" font-weight="900" fill="url(#g-red)" stroke="#5B0A0A" stroke-width="3.5">7</text>`,
    // Bell
    `<path d="M50 10c-5 0-8 3-8 7-15 4-21 18-21 35 0 11-4 17-11 22h80c-7-5-11-11-11-22 0-17-6-31-21-35 0-4-3-7-8-7z" fill="url(#g-gold)" ${DARK}/><circle cx="50" cy="82" r="8" fill="url(#g-gold)" ${DARK}/><path d="M30 52c0-12 4-22 12-26" stroke="#FFF" stroke-opacity=".7" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    // Watermelon slice
    `<path d="M6 36a44 44 0 0 0 88 0z" fill="url(#g-green)" ${DARK}/><path d="M13 36a37 37 0 0 0 74 0z" fill="#F8FAFC"/><path d="M17 36a33 33 0 0 0 66 0z" fill="url(#g-red)"/><g fill="#1F2937"><ellipse cx="36" cy="48" rx="2.5" ry="4"/><ellipse cx="50" cy="56" rx="2.5" ry="4"/><ellipse cx="64" cy="48" rx="2.5" ry="4"/><ellipse cx="44" cy="42" rx="2" ry="3.4"/><ellipse cx="57" cy="42" rx="2" ry="3.4"/></g>`,
    // Cherries
    `<path d="M32 60Q40 30 64 14M68 62Q62 36 64 14" stroke="#166534" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M64 14c10-8 22-4 26 2-10 6-20 6-26-2z" fill="url(#g-green)"/><circle cx="30" cy="70" r="18" fill="url(#g-cherry)" ${DARK}/><circle cx="68" cy="72" r="18" fill="url(#g-cherry)" ${DARK}/><circle cx="24" cy="64" r="4" fill="#FFF" opacity=".7"/><circle cx="62" cy="66" r="4" fill="#FFF" opacity=".7"/>`,
  ],
  gems: [
    // Diamond
    `<path d="M18 36 34 14h32l16 22-32 52z" fill="url(#g-ice)" stroke="#0C4A6E" stroke-width="2.5" stroke-linejoin="round"/><path d="M18 36h64M34 14l8 22 8-22 8 22 8-22M42 36l8 52 8-52" stroke="#0C4A6E" stroke-opacity=".55" stroke-width="1.8" fill="none"/><path d="M36 20l4 12" stroke="#FFF" stroke-width="3" stroke-linecap="round"/>`,
    // Ruby
    `<path d="M50 8 87 29v42L50 92 13 71V29z" fill="url(#g-ruby)" stroke="#4C0519" stroke-width="2.5" stroke-linejoin="round"/><path d="M50 26 70 38v24L50 74 30 62V38z" fill="#FB7185" opacity=".55"/><path d="M50 8v18M87 29 70 38M87 71 70 62M50 92V74M13 71l17-9M13 29l17 9" stroke="#4C0519" stroke-opacity=".5" stroke-width="1.6"/><path d="M34 22l10-6" stroke="#FFF" stroke-width="3" stroke-linecap="round" opacity=".8"/>`,
    // Emerald
    `<path d="M32 10h36l16 16v48L68 90H32L16 74V26z" fill="url(#g-green)" stroke="#052E16" stroke-width="2.5" stroke-linejoin="round"/><path d="M38 24h24l8 8v36l-8 8H38l-8-8V32z" fill="#4ADE80" opacity=".6" stroke="#052E16" stroke-opacity=".4" stroke-width="1.6"/><path d="M32 10l6 14M68 10l-6 14M84 26l-14 6M84 74l-14-6M68 90l-6-14M32 90l6-14M16 74l14-6M16 26l14 6" stroke="#052E16" stroke-opacity=".45" stroke-width="1.6"/><path d="M40 16h16" stroke="#FFF" stroke-width="3" stroke-linecap="round" opacity=".8"/>`,
    // Sapphire
    `<circle cx="50" cy="50" r="40" fill="url(#g-sapphire)" stroke="#0B1B4B" stroke-width="2.5"/><path d="M50 18 60 40 82 50 60 60 50 82 40 60 18 50 40 40z" fill="#60A5FA" opacity=".55" stroke="#0B1B4B" stroke-opacity=".4" stroke-width="1.5"/><circle cx="36" cy="32" r="6" fill="#FFF" opacity=".7"/>`,
  ],
  egypt: [
    // Eye of Horus
    `<path d="M8 46Q50 10 92 46 50 80 8 46z" fill="#FFF8E1" stroke="#1E3A8A" stroke-width="5" stroke-linejoin="round"/><circle cx="50" cy="45" r="15" fill="url(#g-blue)"/><circle cx="50" cy="45" r="6" fill="#0B1020"/><circle cx="45" cy="40" r="3" fill="#FFF"/><path d="M12 26Q50 2 90 26" stroke="#1E3A8A" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M40 64 32 92M58 64q4 22 22 20" stroke="#1E3A8A" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    // Ankh
    `<ellipse cx="50" cy="28" rx="15" ry="19" fill="none" stroke="url(#g-gold)" stroke-width="10"/><path d="M20 50h60M50 48v44" stroke="url(#g-gold)" stroke-width="11" stroke-linecap="round"/><ellipse cx="50" cy="28" rx="15" ry="19" fill="none" stroke="#7C4A03" stroke-opacity=".35" stroke-width="2"/>`,
    // Scarab
    `<g stroke="#1F2937" stroke-width="4" stroke-linecap="round"><path d="M30 46 14 38M30 62 12 64M30 76 16 88M70 46 86 38M70 62 88 64M70 76 84 88"/></g><ellipse cx="50" cy="62" rx="22" ry="28" fill="url(#g-teal)" stroke="#042F2E" stroke-width="2.5"/><path d="M50 36v54" stroke="#042F2E" stroke-width="2.5"/><circle cx="50" cy="28" r="11" fill="url(#g-gold)" stroke="#7C4A03" stroke-width="2"/><path d="M38 24q12-16 24 0" fill="none" stroke="#7C4A03" stroke-width="3"/><path d="M38 52q4-8 10-8" stroke="#FFF" stroke-width="3" fill="none" opacity=".7" stroke-linecap="round"/>`,
    // Pyramid
    `<path d="M50 12 92 86H8z" fill="url(#g-gold)" stroke="#7C4A03" stroke-width="2.5" stroke-linejoin="round"/><path d="M50 12 92 86H56z" fill="#B7791F" opacity=".55"/><path d="M26 56h48M17 72h66M38 40h24" stroke="#7C4A03" stroke-opacity=".45" stroke-width="2"/><circle cx="78" cy="20" r="8" fill="#FDE68A"/>`,
  ],
  oriental: [
    // Gold ingot
    `<path d="M6 46q10 36 44 38 34-2 44-38-20 12-44 12T6 46z" fill="url(#g-gold)" stroke="#7C4A03" stroke-width="2.5" stroke-linejoin="round"/><ellipse cx="50" cy="48" rx="22" ry="18" fill="url(#g-gold)" stroke="#7C4A03" stroke-width="2.5"/><path d="M40 40q6-8 14-6" stroke="#FFF" stroke-width="4" fill="none" stroke-linecap="round" opacity=".8"/>`,
    // Lantern
    `<path d="M50 4v8M50 88v8M44 96h12" stroke="#B45309" stroke-width="3"/><rect x="36" y="12" width="28" height="8" rx="2" fill="url(#g-gold)"/><rect x="36" y="80" width="28" height="8" rx="2" fill="url(#g-gold)"/><ellipse cx="50" cy="50" rx="34" ry="32" fill="url(#g-red)" stroke="#450A0A" stroke-width="2"/><path d="M50 18v64M34 22q-10 28 0 56M66 22q10 28 0 56" stroke="#FBBF24" stroke-width="2.5" fill="none" opacity=".85"/>`,
    // Lucky coin
    `<circle cx="50" cy="50" r="42" fill="url(#g-gold)" stroke="#7C4A03" stroke-width="2.5"/><circle cx="50" cy="50" r="32" fill="none" stroke="#7C4A03" stroke-opacity=".5" stroke-width="2.5"/><rect x="39" y="39" width="22" height="22" fill="#7F1D1D" stroke="#7C4A03" stroke-width="2.5"/><g fill="#7C4A03" opacity=".6"><circle cx="50" cy="26" r="3.5"/><circle cx="50" cy="74" r="3.5"/><circle cx="26" cy="50" r="3.5"/><circle cx="74" cy="50" r="3.5"/></g>`,
    // Fan
    `<path d="M50 88 8 44a58 58 0 0 1 84 0z" fill="url(#g-red)" stroke="#450A0A" stroke-width="2.5" stroke-linejoin="round"/><path d="M50 88 8 44M50 88 20 28M50 88 35 18M50 88V14M50 88 65 18M50 88l30-60M50 88l42-44" stroke="#FBBF24" stroke-width="2" opacity=".9"/><path d="M22 52a40 40 0 0 1 56 0" stroke="#FDE68A" stroke-width="3" fill="none"/><circle cx="50" cy="86" r="5" fill="url(#g-gold)"/>`,
  ],
  ocean: [
    // Pearl in a clam
    `<path d="M8 62q42 34 84 0-6-10-16-12H24Q14 52 8 62z" fill="url(#g-pink)" stroke="#831843" stroke-width="2.5"/><path d="M14 50Q50 4 86 50" fill="url(#g-pink)" stroke="#831843" stroke-width="2.5" opacity=".9"/><circle cx="50" cy="52" r="17" fill="url(#g-pearl)" stroke="#64748B" stroke-width="1.5"/><circle cx="44" cy="46" r="5" fill="#FFF"/>`,
    // Starfish
    `<path d="M50 6 61 37l32 2-25 20 9 32-27-18-27 18 9-32L7 39l32-2z" fill="url(#g-orange)" stroke="#7C2D12" stroke-width="3" stroke-linejoin="round"/><g fill="#FFEDD5"><circle cx="50" cy="30" r="2.5"/><circle cx="50" cy="48" r="3"/><circle cx="34" cy="46" r="2.2"/><circle cx="66" cy="46" r="2.2"/><circle cx="40" cy="64" r="2.2"/><circle cx="60" cy="64" r="2.2"/></g>`,
    // Fish
    `<path d="M72 50 94 30v40z" fill="url(#g-orange)" stroke="#7C2D12" stroke-width="2.5" stroke-linejoin="round"/><ellipse cx="44" cy="50" rx="34" ry="22" fill="url(#g-orange)" stroke="#7C2D12" stroke-width="2.5"/><path d="M44 28q10 10 0 44M56 30q8 10 0 40" stroke="#FFF" stroke-opacity=".6" stroke-width="2.5" fill="none"/><circle cx="24" cy="44" r="6" fill="#FFF"/><circle cx="23" cy="44" r="3" fill="#111827"/><path d="M40 28q8-14 22-8" fill="#FDBA74" stroke="#7C2D12" stroke-width="2"/>`,
    // Shell
    `<path d="M50 90 10 44Q22 10 50 10t40 34z" fill="url(#g-pink)" stroke="#831843" stroke-width="2.5" stroke-linejoin="round"/><path d="M50 90 18 34M50 90 32 18M50 90V12M50 90 68 18M50 90l32-56" stroke="#831843" stroke-opacity=".5" stroke-width="2.2"/><path d="M40 84h20v8H40z" fill="#F9A8D4" stroke="#831843" stroke-width="2"/>`,
  ],
};

const ROYAL_FILLS = ['g-red', 'g-blue', 'g-purple', 'g-green', 'g-orange'];
const ROYAL_LABELS = ['A', 'K', 'Q', 'J', '10'];

function royal(i: number): string {
  const label = ROYAL_LABELS[i]!;
  const size = label.length > 1 ? 58 : 72;
  return `<text x="50" y="${label.length > 1 ? 72 : 76}" text-anchor="middle" font-family="Georgia,'Times New Roman',serif" font-size="${size}" font-weight="900" fill="url(#${ROYAL_FILLS[i]})" stroke="#0F172A" stroke-opacity=".55" stroke-width="2.5"${label.length > 1 ? ' letter-spacing="-4"' : ''}>${label}</text>`;
}

const WILD_ART = `<rect x="6" y="22" width="88" height="56" rx="14" fill="url(#g-wild)" stroke="url(#g-gold)" stroke-width="5"/><text x="50" y="61" text-anchor="middle" font-family="Impact,'Arial Black',system-ui,sans-serif" font-size="30" font-weight="900" fill="#FFF" stroke="#0F172A" stroke-opacity=".4" stroke-width="1.5" letter-spacing="1">WILD</text>`;

const SCATTER_ART = `<path d="M50 2l9 19 20-8-4 21 21 5-17 13 13 17-21 2 1 21-19-10-12 18-10-19-20 8 4-21-21-5 17-13L8 33l21-2-1-21 19 10z" fill="url(#g-gold)" stroke="#7C4A03" stroke-width="2" stroke-linejoin="round"/><circle cx="50" cy="50" r="26" fill="url(#g-wild)" stroke="#FFF6C2" stroke-width="2.5"/><text x="50" y="48" text-anchor="middle" font-family="Impact,'Arial Black',system-ui,sans-serif" font-size="15" font-weight="900" fill="#FFF">FREE</text><text x="50" y="64" text-anchor="middle" font-family="Impact,'Arial Black',system-ui,sans-serif" font-size="13" font-weight="900" fill="#FDE68A">SPINS</text>`;

/** The inner SVG of every symbol of a theme, by symbol id. */
export function symbolArt(theme: SlotTheme): string[] {
  return [WILD_ART, SCATTER_ART, ...HIGH[theme], ...ROYAL_LABELS.map((_, i) => royal(i))];
}
