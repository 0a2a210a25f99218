/**
 * Vendor BTI, and every vendor whose code starts with TCG, is shown under a rebranded code when the
 * merchant supports the TY language (the Philippine brand carries its own names for them). The code used
 * for calls and artwork never changes; only what a player reads does.
 */
export const REBRANDED_VENDORS = { BTI: 'TYS', TCG: 'TYL' } as const;

export function isRebrandedVendor(code: string): boolean {
  return code === 'BTI' || code.startsWith('TCG');
}

/** The code a player sees: rebranded per the rule above, underscores as spaces (TCG_LOTTO_VN -> TYL LOTTO VN). */
export function vendorDisplayCode(code: string, languages: readonly string[] | undefined): string {
  let shown = code;
  if (languages?.includes('TY') && isRebrandedVendor(code)) {
    shown = code === 'BTI' ? REBRANDED_VENDORS.BTI : `${REBRANDED_VENDORS.TCG}${code.slice(3)}`;
  }
  return shown.replace(/_/g, ' ');
}
