/**
 * System status gate (spec 1, section 4): 0 normal, 1 maintenance (also when both flags are set),
 * 2 region restricted. Both the server (status answer) and the web (gate) use this one rule.
 */
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

export function computeSystemStatus(flags: {
  maintenance: boolean;
  regionRestriction: boolean;
}): SystemStatusCode {
  if (flags.maintenance) return SYSTEM_STATUS.MAINTENANCE;
  if (flags.regionRestriction) return SYSTEM_STATUS.REGION_RESTRICTED;
  return SYSTEM_STATUS.NORMAL;
}
