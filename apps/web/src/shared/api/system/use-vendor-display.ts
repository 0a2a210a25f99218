import { vendorDisplayCode } from '@/shared/lib/vendor-display';
import { useStatusInfo } from './get-status';

/** `vendorDisplayCode` for the current merchant's languages. */
export function useVendorDisplay(): (code: string) => string {
  const languages = useStatusInfo()?.languages;
  return (code) => vendorDisplayCode(code, languages);
}
