import { HEAD_ICON_COUNT } from '@lobby/contract';

/** Two-tone backgrounds, one per avatar, chosen to read on both the dark and the light theme. */
const PALETTES: readonly [string, string, string][] = [
  ['#F5C542', '#A8740C', '#3B2A05'],
  ['#5B8DEF', '#2743A6', '#0C1A45'],
  ['#3DDC97', '#138A5A', '#06331F'],
  ['#FF7A7A', '#C0313B', '#4A0D12'],
  ['#B98CFF', '#6A3FC9', '#231047'],
  ['#4FD1E8', '#167D96', '#06303A'],
  ['#FFA65C', '#C25A12', '#4A1F03'],
  ['#F07BC6', '#A32A7A', '#3E0C2D'],
  ['#9BE15D', '#4E9A1C', '#1C3A07'],
  ['#7FA7C9', '#3D5F80', '#14222F'],
  ['#FFD36E', '#D9822B', '#4A2A07'],
  ['#C9C9D6', '#6D6D85', '#24242F'],
];

/** Head and shoulders; the accessory varies so the twelve avatars are told apart without colour. */
const ACCESSORIES: readonly string[] = [
  '<path d="M38 30 L50 18 L62 30 Z" fill="#FFF1B8" stroke="#8A5E08" stroke-width="1.5"/>',
  '<rect x="36" y="22" width="28" height="8" rx="4" fill="#0C1A45"/>',
  '<circle cx="50" cy="20" r="6" fill="#FFFFFF" opacity="0.85"/>',
  '<path d="M34 34 Q50 14 66 34 Z" fill="#4A0D12"/>',
  '<path d="M40 24 L44 16 L50 24 L56 16 L60 24 Z" fill="#FFE066" stroke="#8A5E08" stroke-width="1"/>',
  '<rect x="38" y="39" width="24" height="6" rx="3" fill="#06303A" opacity="0.8"/>',
  '<path d="M30 36 Q50 10 70 36 L70 40 L30 40 Z" fill="#4A1F03"/>',
  '<circle cx="36" cy="30" r="5" fill="#FFFFFF" opacity="0.8"/><circle cx="64" cy="30" r="5" fill="#FFFFFF" opacity="0.8"/>',
  '<path d="M44 18 Q50 8 56 18" fill="none" stroke="#1C3A07" stroke-width="3" stroke-linecap="round"/>',
  '<rect x="34" y="24" width="32" height="6" fill="#14222F"/>',
  '<path d="M50 14 L53 22 L61 22 L55 27 L57 35 L50 30 L43 35 L45 27 L39 22 L47 22 Z" fill="#FFFFFF" opacity="0.9"/>',
  '<path d="M38 46 Q50 54 62 46" fill="none" stroke="#24242F" stroke-width="3" stroke-linecap="round"/>',
];

export function isAvatarId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= HEAD_ICON_COUNT;
}

/** Avatar `id` (1..HEAD_ICON_COUNT) as a square SVG, made here: no external image hosts. */
export function avatarSvg(id: number): string {
  const [light, dark, ink] = PALETTES[(id - 1) % PALETTES.length] as [string, string, string];
  const accessory = ACCESSORIES[(id - 1) % ACCESSORIES.length] ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100" role="img" aria-label="Avatar ${id}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${light}"/>
      <stop offset="1" stop-color="${dark}"/>
    </linearGradient>
  </defs>
  <circle cx="50" cy="50" r="50" fill="url(#bg)"/>
  <path d="M18 96 Q18 66 50 66 Q82 66 82 96 Z" fill="${ink}" opacity="0.85"/>
  <circle cx="50" cy="40" r="17" fill="#FDE3C8" stroke="${ink}" stroke-width="2"/>
  <circle cx="44" cy="39" r="2" fill="${ink}"/>
  <circle cx="56" cy="39" r="2" fill="${ink}"/>
  <path d="M44 47 Q50 51 56 47" fill="none" stroke="${ink}" stroke-width="2" stroke-linecap="round"/>
  ${accessory}
</svg>
`;
}
