import { useVendorMapping } from '@/shared/api/games/get-vendor-data';
import { useVendorDisplay } from '@/shared/api/system/use-vendor-display';

/**
 * A vendor's own name (JILI, Fa Chai, PG) from the vendor mapping; the rebranded code where that rule
 * applies (BTI, TCG…), and the code itself while the mapping is not there yet.
 */
export function useVendorName(): (vassalage: string) => string {
  const { data } = useVendorMapping();
  const display = useVendorDisplay();
  return (vassalage) => {
    const shown = display(vassalage);
    if (shown !== vassalage.replace(/_/g, ' ')) return shown;
    for (const entry of data ?? []) {
      const vendor = entry.vendors.find((v) => v.vassalage === vassalage);
      if (vendor) return vendor.displayName;
    }
    return shown;
  };
}
