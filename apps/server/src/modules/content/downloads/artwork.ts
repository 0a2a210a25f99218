import { createHash } from 'node:crypto';
import { escapeXml, hueOf, PLAIN_FONT } from '../../../lib/svg.ts';

/** The download page's app icon (180 x 180) with the brand initial. */
export function appIconSvg(brand: string): string {
  const h = hueOf(`brand:${brand}`);
  const letter = escapeXml(([...brand.trim()][0] ?? '?').toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 180 180" role="img" aria-label="${escapeXml(brand)}">
  <title>${escapeXml(brand)}</title>
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},75%,50%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},70%,20%)"/></linearGradient></defs>
  <rect width="180" height="180" rx="40" fill="url(#bg)"/>
  <text x="90" y="122" font-family="${PLAIN_FONT}" font-size="96" font-weight="900" text-anchor="middle" fill="#FFE27A">${letter}</text>
</svg>
`;
}

/**
 * An iOS configuration profile with one Web Clip payload: installs a home-screen icon that opens the
 * merchant's /m/home full screen (for iOS versions without add-to-home prompts). Unsigned.
 */
export function webClipProfile(input: { brand: string; code: string; url: string }): string {
  const id = createHash('sha256').update(`webclip:${input.code}`).digest('hex');
  const uuid = (o: number) =>
    `${id.slice(o, o + 8)}-${id.slice(o + 8, o + 12)}-4${id.slice(o + 13, o + 16)}-a${id.slice(o + 17, o + 20)}-${id.slice(o + 20, o + 32)}`.toUpperCase();
  const brand = escapeXml(input.brand);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key><true/>
      <key>IsRemovable</key><true/>
      <key>Label</key><string>${brand}</string>
      <key>URL</key><string>${escapeXml(input.url)}</string>
      <key>PayloadType</key><string>com.apple.webClip.managed</string>
      <key>PayloadVersion</key><integer>1</integer>
      <key>PayloadIdentifier</key><string>lobby.${escapeXml(input.code.toLowerCase())}.webclip</string>
      <key>PayloadUUID</key><string>${uuid(0)}</string>
      <key>PayloadDisplayName</key><string>${brand}</string>
    </dict>
  </array>
  <key>PayloadDisplayName</key><string>${brand}</string>
  <key>PayloadIdentifier</key><string>lobby.${escapeXml(input.code.toLowerCase())}</string>
  <key>PayloadType</key><string>Configuration</string>
  <key>PayloadUUID</key><string>${uuid(32)}</string>
  <key>PayloadVersion</key><integer>1</integer>
</dict>
</plist>
`;
}
