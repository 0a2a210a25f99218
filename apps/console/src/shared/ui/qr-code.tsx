import { useMemo } from 'react';
import { encode } from 'uqr';

/** A QR code of `value` as one SVG path; dark modules on white with a quiet zone, whatever the theme. */
export function QrCode({ value, label, size = 180 }: { value: string; label: string; size?: number }) {
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
    <svg className="qr-code" role="img" aria-label={label} viewBox={`0 0 ${extent} ${extent}`} width={size} height={size} shapeRendering="crispEdges">
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={d} fill="#0a0f1f" />
    </svg>
  );
}
