import { hash32 } from '../../../lib/stable-hash.ts';
import { escapeXml, hsl } from '../../../lib/svg.ts';

/**
 * A host's portrait, drawn here from the host's id and name (same host, same picture): a studio backdrop
 * in the host's colour, a head and shoulders with one of several hairstyles, skin tones and outfits, and
 * a headset microphone, the mark of someone on stream.
 */
const SKIN = ['#F6D3B3', '#EDC19A', '#D9A47A', '#B9825A', '#8E5A3C'];
const HAIR = ['#1B1412', '#3A2418', '#5B3A24', '#8A5A2B', '#2B1D3A', '#6B2E2E'];

function hairOf(style: number, colour: string): { back: string; front: string } {
  switch (style) {
    case 0: // long and straight
      return {
        back: `<path d="M58 58 C 54 110, 58 150, 66 176 L 134 176 C 142 150, 146 110, 142 58 C 136 26, 64 26, 58 58 Z" fill="${colour}"/>`,
        front: `<path d="M66 70 C 70 44, 130 40, 136 72 C 120 58, 96 54, 66 70 Z" fill="${colour}"/>`,
      };
    case 1: // bob
      return {
        back: `<path d="M60 60 C 52 96, 56 124, 70 132 L 130 132 C 144 124, 148 96, 140 60 C 130 30, 70 30, 60 60 Z" fill="${colour}"/>`,
        front: `<path d="M64 78 C 64 46, 136 42, 138 78 C 118 62, 84 60, 64 78 Z" fill="${colour}"/>`,
      };
    case 2: // high bun
      return {
        back: `<circle cx="100" cy="30" r="18" fill="${colour}"/><path d="M64 72 C 62 40, 138 40, 136 72 Z" fill="${colour}"/>`,
        front: `<path d="M66 72 C 72 48, 128 46, 134 72 C 114 60, 88 60, 66 72 Z" fill="${colour}"/>`,
      };
    default: // waves
      return {
        back: `<path d="M56 62 C 44 100, 62 120, 52 150 C 70 168, 130 168, 148 150 C 138 120, 156 100, 144 62 C 132 26, 68 26, 56 62 Z" fill="${colour}"/>`,
        front: `<path d="M64 76 C 68 42, 132 40, 138 76 C 126 60, 110 64, 100 56 C 90 64, 76 60, 64 76 Z" fill="${colour}"/>`,
      };
  }
}

export function hostAvatarSvg(host: { id: number; name: string }): string {
  const seed = hash32(`live-host:${host.id}:${host.name}`);
  const hue = seed % 360;
  const skin = SKIN[(seed >>> 9) % SKIN.length]!;
  const hairColour = HAIR[(seed >>> 13) % HAIR.length]!;
  const hair = hairOf((seed >>> 17) % 4, hairColour);
  const outfit = hsl(hue + 180, 70, 42);
  const name = escapeXml(host.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${name}">
  <title>${name}</title>
  <defs>
    <radialGradient id="bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${hsl(hue, 75, 62)}"/><stop offset="1" stop-color="${hsl(hue + 30, 70, 22)}"/></radialGradient>
    <linearGradient id="outfit" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${outfit}"/><stop offset="1" stop-color="${hsl(hue + 200, 70, 24)}"/></linearGradient>
  </defs>
  <rect width="200" height="200" fill="url(#bg)"/>
  <circle cx="40" cy="40" r="26" fill="#FFFFFF" fill-opacity="0.08"/><circle cx="168" cy="62" r="16" fill="#FFFFFF" fill-opacity="0.1"/>
  ${hair.back}
  <path d="M30 200 C 34 160, 66 144, 100 144 C 134 144, 166 160, 170 200 Z" fill="url(#outfit)"/>
  <path d="M86 128 L 86 148 C 92 156, 108 156, 114 148 L 114 128 Z" fill="${skin}"/>
  <ellipse cx="100" cy="92" rx="34" ry="40" fill="${skin}"/>
  ${hair.front}
  <ellipse cx="87" cy="94" rx="4" ry="5" fill="#2A1B14"/><ellipse cx="113" cy="94" rx="4" ry="5" fill="#2A1B14"/>
  <circle cx="80" cy="108" r="6" fill="#FF8FA3" fill-opacity="0.35"/><circle cx="120" cy="108" r="6" fill="#FF8FA3" fill-opacity="0.35"/>
  <path d="M90 113 Q 100 122 110 113" fill="none" stroke="#B23A48" stroke-width="3.5" stroke-linecap="round"/>
  <path d="M64 96 C 60 70, 140 70, 136 96" fill="none" stroke="#1F2937" stroke-width="4"/>
  <rect x="58" y="90" width="10" height="18" rx="4" fill="#1F2937"/>
  <path d="M63 108 C 64 122, 76 126, 88 122" fill="none" stroke="#1F2937" stroke-width="3" stroke-linecap="round"/>
  <circle cx="89" cy="122" r="4" fill="#EF4444"/>
</svg>
`;
}
