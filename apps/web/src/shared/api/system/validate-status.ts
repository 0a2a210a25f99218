import type { SystemStatus } from '@lobby/contract';
import { LANGUAGES } from '@lobby/contract/rules';

/**
 * A structural check of the status answer, without zod: the server already validates this answer against
 * the contract's `systemStatusSchema` before it leaves (Fastify's response serializer), and pulling zod
 * (~26 KB gzip) onto the start-up path would hold the first paint for a check the server has done.
 * What the gate and the shell read is checked here, so a proxy's error page or a stale server fails loudly.
 */
export function validateStatus(raw: unknown): SystemStatus {
  const s = raw as Partial<SystemStatus> | null;
  const info = s?.info;
  const ok =
    !!s &&
    typeof s === 'object' &&
    (s.status === 0 || s.status === 1 || s.status === 2) &&
    typeof s.maintenance === 'boolean' &&
    typeof s.regionRestriction === 'boolean' &&
    typeof s.location?.ip === 'string' &&
    !!info &&
    typeof info.merchantCode === 'string' &&
    typeof info.brand?.name === 'string' &&
    Array.isArray(info.languages) &&
    info.languages.length > 0 &&
    info.languages.every((l) => (LANGUAGES as readonly string[]).includes(l)) &&
    (LANGUAGES as readonly string[]).includes(info.defaultLanguage as string) &&
    typeof info.whitelabel === 'object' &&
    Array.isArray(info.customerService) &&
    Array.isArray(info.socialLinks);
  if (!ok) throw new TypeError('system status does not match the contract');
  return s as SystemStatus;
}
