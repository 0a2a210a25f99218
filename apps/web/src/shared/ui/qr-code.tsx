import { useMemo } from 'react';
import { encode } from 'uqr';
import './qr-code.css';

/**
 * A QR code of `value` as one SVG path (crisp at any size, no canvas). Always dark modules on white with a
 * quiet zone, whatever the theme: scanners read dark-on-light most reliably.
 */
export function QrCode({ value, label, size = '1.2rem' }: { value: string; label: string; size?: string }) {
  const { d, extent } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 });
    let path = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) path += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { d: path, extent: qr.size };
  }, [value]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={d} fill="#0a0f1f" />
    </svg>
  );
}
