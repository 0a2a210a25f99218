import { useId } from 'react';

/**
 * Illustrations for the full-screen status pages. Drawn inline (no image request) so they show even when
 * the network that just failed is the reason the page is on screen. The maintenance and region art live
 * in their own (lazy) pages; only what the offline page needs stays in the entry chunk.
 */

export function Halo({ id }: { id: string }) {
  return (
    <>
      <defs>
        <radialGradient id={`${id}-halo`} cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#f6c453" stopOpacity="0.35" />
          <stop offset="1" stopColor="#f6c453" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="0.55" stopColor="#f5b83d" />
          <stop offset="1" stopColor="#d9901a" />
        </linearGradient>
        <linearGradient id={`${id}-plate`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2a3a78" />
          <stop offset="1" stopColor="#131b3a" />
        </linearGradient>
      </defs>
      <circle cx="100" cy="96" r="92" fill={`url(#${id}-halo)`} />
      <circle cx="100" cy="96" r="62" fill={`url(#${id}-plate)`} stroke="#3a4a8c" strokeWidth="2" />
    </>
  );
}

export function Sparkles({ fill }: { fill: string }) {
  return (
    <g fill={fill}>
      <path d="M30 40l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5z" />
      <path d="M166 28l2 4.5 4.5 2-4.5 2-2 4.5-2-4.5-4.5-2 4.5-2z" />
      <path d="M172 140l1.6 3.6 3.6 1.6-3.6 1.6-1.6 3.6-1.6-3.6-3.6-1.6 3.6-1.6z" />
      <circle cx="40" cy="150" r="2.5" />
      <circle cx="150" cy="62" r="2" />
    </g>
  );
}

export function OfflineArt() {
  const id = useId().replace(/:/g, '');
  return (
    <svg viewBox="0 0 200 190" className="status-art" aria-hidden="true" focusable="false">
      <Halo id={id} />
      <Sparkles fill="#8fa2e8" />
      <g fill="none" strokeLinecap="round" strokeWidth="7">
        <path d="M58 86a62 62 0 0 1 84 0" stroke="#3a4a8c" />
        <path d="M72 102a40 40 0 0 1 56 0" stroke="#8fa2e8" />
        <path d="M86 118a18 18 0 0 1 28 0" stroke={`url(#${id}-gold)`} />
      </g>
      <circle cx="100" cy="134" r="6" fill={`url(#${id}-gold)`} />
      <path d="M62 58l76 76" stroke="#ff6b7f" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}
