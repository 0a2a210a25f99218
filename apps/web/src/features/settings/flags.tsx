import { useId, type ReactNode } from 'react';
import type { Language } from '@lobby/contract';

/** Flags drawn as SVG by platform language code: sharp at any size and no image requests. 3:2, rounded. */

function star(cx: number, cy: number, r: number, rotation = -90): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = ((rotation + i * 36) * Math.PI) / 180;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
}

const FLAG_ART: Record<Language, ReactNode> = {
  // United Kingdom, the usual stand-in for English.
  EN: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#C8102E" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="3.4" />
    </>
  ),
  CN: (
    <>
      <rect width="30" height="20" fill="#DE2910" />
      <polygon points={star(5, 5, 3)} fill="#FFDE00" />
      <polygon points={star(10, 2, 1, -54)} fill="#FFDE00" />
      <polygon points={star(12, 4, 1, -72)} fill="#FFDE00" />
      <polygon points={star(12, 7, 1, -90)} fill="#FFDE00" />
      <polygon points={star(10, 9, 1, -108)} fill="#FFDE00" />
    </>
  ),
  TW: (
    <>
      <rect width="30" height="20" fill="#FE0000" />
      <rect width="15" height="10" fill="#000095" />
      <polygon points={star(7.5, 5, 3.6, -90)} fill="#fff" transform="rotate(18 7.5 5)" />
      <polygon points={star(7.5, 5, 3.6, -90)} fill="#fff" />
      <circle cx="7.5" cy="5" r="1.9" fill="#000095" />
      <circle cx="7.5" cy="5" r="1.5" fill="#fff" />
    </>
  ),
  // Philippines: Tagalog / Filipino.
  TY: (
    <>
      <rect width="30" height="10" fill="#0038A8" />
      <rect y="10" width="30" height="10" fill="#CE1126" />
      <path d="M0 0l17.3 10L0 20z" fill="#fff" />
      <circle cx="6" cy="10" r="2.2" fill="#FCD116" />
      <path
        d="M6 6.2v7.6M2.2 10h7.6M3.3 7.3l5.4 5.4M8.7 7.3l-5.4 5.4"
        stroke="#FCD116"
        strokeWidth="0.7"
      />
      <polygon points={star(1.9, 2.6, 1)} fill="#FCD116" />
      <polygon points={star(1.9, 17.4, 1)} fill="#FCD116" />
      <polygon points={star(14, 10, 1)} fill="#FCD116" />
    </>
  ),
  VI: (
    <>
      <rect width="30" height="20" fill="#DA251D" />
      <polygon points={star(15, 10.4, 6)} fill="#FFFF00" />
    </>
  ),
  TH: (
    <>
      <rect width="30" height="20" fill="#A51931" />
      <rect y="3.33" width="30" height="13.34" fill="#F4F5F8" />
      <rect y="6.67" width="30" height="6.66" fill="#2D2A4A" />
    </>
  ),
  ID: (
    <>
      <rect width="30" height="10" fill="#CE1126" />
      <rect y="10" width="30" height="10" fill="#fff" />
    </>
  ),
};

export function Flag({ code, size = 24 }: { code: Language; size?: number }) {
  const clip = useId();
  return (
    <svg
      viewBox="0 0 30 20"
      width={size}
      height={(size * 2) / 3}
      aria-hidden="true"
      focusable="false"
      className="flag"
    >
      <clipPath id={clip}>
        <rect width="30" height="20" rx="3" />
      </clipPath>
      <g clipPath={`url(#${clip})`}>{FLAG_ART[code]}</g>
      <rect
        width="29"
        height="19"
        x="0.5"
        y="0.5"
        rx="2.5"
        fill="none"
        stroke="rgba(0,0,0,0.18)"
        strokeWidth="1"
      />
    </svg>
  );
}
