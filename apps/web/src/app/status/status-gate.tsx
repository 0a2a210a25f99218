import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { StatusInfo } from '@lobby/contract';
import { SYSTEM_STATUS } from '@lobby/contract/rules';
import { useStatus } from '@/shared/api/system/get-status';
import { rememberCurrency } from '@/shared/lib/currency';
import { changeLanguage, chooseLanguage, currentLanguage } from '@/shared/lib/i18n';
import { LoadingPlaceholder } from '@/shared/ui/loading-placeholder';
import { StatusErrorPage } from './status-error-page';

// Rare pages: their own chunks. The loading-failed page stays in the entry because it must render
// exactly when the network (and so any further chunk) is unavailable.
const MaintenancePage = lazy(() => import('./maintenance-page').then((m) => ({ default: m.MaintenancePage })));
const RegionRestrictedPage = lazy(() =>
  import('./region-restricted-page').then((m) => ({ default: m.RegionRestrictedPage })),
);

/** When the merchant's language list arrives (or changes), re-pick the language without saving it. */
function useLanguageFollowsMerchant(info: StatusInfo | undefined): void {
  const languages = info?.languages.join(',');
  const fallback = info?.defaultLanguage;
  useEffect(() => {
    if (!info) return;
    const lang = chooseLanguage(info.languages, info.defaultLanguage);
    if (lang !== currentLanguage()) void changeLanguage(lang, { persist: false });
    // info itself changes on every refetch; only the list and the default matter here
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [languages, fallback]);
}

/** Texts made outside components (an error naming an amount) write money in the merchant's currency. */
function useCurrencyFollowsMerchant(info: StatusInfo | undefined): void {
  const code = info?.currency.code;
  const symbol = info?.currency.symbol;
  useEffect(() => {
    if (code !== undefined && symbol !== undefined) rememberCurrency({ code, symbol });
  }, [code, symbol]);
}

function Splash() {
  return (
    <div className="splash">
      <LoadingPlaceholder />
    </div>
  );
}

/** Status 0 renders the app, 1 the maintenance page, 2 the region-restricted page. */
export function StatusGate({ children }: { children: ReactNode }) {
  const query = useStatus();
  const status = query.data;
  useLanguageFollowsMerchant(status?.info);
  useCurrencyFollowsMerchant(status?.info);

  if (status) {
    if (status.status === SYSTEM_STATUS.MAINTENANCE) {
      return (
        <Suspense fallback={<Splash />}>
          <MaintenancePage status={status} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </Suspense>
      );
    }
    if (status.status === SYSTEM_STATUS.REGION_RESTRICTED) {
      return (
        <Suspense fallback={<Splash />}>
          <RegionRestrictedPage status={status} />
        </Suspense>
      );
    }
    return <>{children}</>;
  }
  if (query.isError) {
    return <StatusErrorPage onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <Splash />;
}
