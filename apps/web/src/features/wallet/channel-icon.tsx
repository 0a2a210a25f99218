import { useId, type ReactNode } from 'react';

/**
 * A generated logo plate per payment rail: the brand's colours and a mark drawn in SVG (no third-party
 * artwork to license or fetch). Unknown rails get their initials on a colour derived from the code, so a
 * new channel an operator adds still looks deliberate.
 */
interface Plate {
  from: string;
  to: string;
  mark: ReactNode;
}

const white = '#ffffff';

function wordmark(text: string, size = 9, weight = 800, fill = white) {
  return (
    <text
      x="20"
      y="21"
      textAnchor="middle"
      dominantBaseline="middle"
      fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
      fontSize={size}
      fontWeight={weight}
      fill={fill}
      letterSpacing="-0.3"
    >
      {text}
    </text>
  );
}

const PLATES: Record<string, Plate> = {
  GCASH: {
    from: '#2f8cff',
    to: '#0057d9',
    mark: (
      <>
        <circle cx="20" cy="20" r="11" fill="none" stroke={white} strokeWidth="2.6" />
        <path d="M25 15.5a7 7 0 1 0 1.6 6.5H20" fill="none" stroke={white} strokeWidth="2.6" strokeLinecap="round" />
      </>
    ),
  },
  MAYA: {
    from: '#1f2a2e',
    to: '#0b1114',
    mark: (
      <>
        {wordmark('maya', 11, 800, '#3cf08a')}
      </>
    ),
  },
  QRPH: {
    from: '#f0f3ff',
    to: '#d6defa',
    mark: (
      <g fill="#1b2b6b">
        <path d="M9 9h8v8H9zM11 11v4h4v-4zM23 9h8v8h-8zM25 11v4h4v-4zM9 23h8v8H9zM11 25v4h4v-4z" fillRule="evenodd" />
        <path d="M23 23h3v3h-3zM28 23h3v3h-3zM23 28h3v3h-3zM28 28h3v3h-3zM25.5 25.5h3v3h-3z" fill="#d6203a" />
      </g>
    ),
  },
  BANK: {
    from: '#ffd978',
    to: '#e29b1e',
    mark: (
      <g fill="none" stroke="#3a2600" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M9 16l11-6 11 6z" fill="#3a2600" fillOpacity="0.15" />
        <path d="M12 18v8M17.3 18v8M22.7 18v8M28 18v8M9 29.5h22" />
      </g>
    ),
  },
  MOMO: {
    from: '#c2187f',
    to: '#8d0062',
    mark: wordmark('MoMo', 10),
  },
};

/** A stable hue from a code, so an unknown rail keeps its colour between visits. */
function hueOf(code: string): number {
  let h = 0;
  for (const ch of code) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

function plateFor(code: string, name: string): Plate {
  const known = PLATES[code.toUpperCase()];
  if (known) return known;
  const hue = hueOf(code);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return {
    from: `hsl(${hue} 70% 52%)`,
    to: `hsl(${(hue + 30) % 360} 72% 36%)`,
    mark: wordmark(initials || code.slice(0, 2), 14),
  };
}

export function ChannelIcon({ code, name, size = '0.4rem' }: { code: string; name: string; size?: string }) {
  const id = `ch${useId().replace(/[^\w-]/g, '')}`;
  const plate = plateFor(code, name);
  return (
    <svg
      className="channel-icon"
      viewBox="0 0 40 40"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={plate.from} />
          <stop offset="1" stopColor={plate.to} />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${id}-bg)`} />
      <rect x="0.5" y="0.5" width="39" height="39" rx="10.5" fill="none" stroke="#ffffff" strokeOpacity="0.18" />
      {plate.mark}
    </svg>
  );
}
