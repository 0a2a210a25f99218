#!/usr/bin/env node
// Prints the current sign-in code of a demo console operator, so a person can sign in without an
// authenticator app: `npm run totp -- owner`. Only the published demo secrets are known here (the same as
// apps/server/src/db/seed/operators.ts); `npm run totp -- <BASE32SECRET>` works for any other secret.
import { fileURLToPath } from 'node:url';
import { Secret, TOTP } from 'otpauth';

export const DEMO_TOTP_SECRETS = {
  owner: 'JBSWY3DPEHPK3PXP',
  finance: 'KRSXG5CTMVRXEZLU',
  finance2: 'GEZDGNBVGY3TQOJQ',
  content: 'MNXW45DFNZ2DEMBS',
  support: 'ON2XA4DPOJ2DEMBS',
  agents: 'MFTWK3TUOMZDAMRW',
  viewer: 'OZUWK53FOIZDAMRW',
};

export function currentCode(secret, at = Date.now()) {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: at });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const name = process.argv[2];
  const secret = name && (DEMO_TOTP_SECRETS[name.toLowerCase()] ?? (/^[A-Z2-7]{16,}=*$/.test(name) ? name : undefined));
  if (!secret) {
    console.error(`usage: npm run totp -- <${Object.keys(DEMO_TOTP_SECRETS).join('|')}|BASE32SECRET>`);
    process.exit(2);
  }
  const seconds = 30 - (Math.floor(Date.now() / 1000) % 30);
  console.log(`${currentCode(secret)}  (valid for ${seconds} s more)`);
}
