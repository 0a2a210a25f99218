import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { merchantsQueryOptions } from '@/shared/api/get-merchants';
import type { Merchant } from '@/shared/api/get-merchants';
import { zoneToday } from './zone-time';

const KEY = 'console.merchant';

interface MerchantContextValue {
  /** '' = all merchants in my scope */
  selected: string;
  select: (code: string) => void;
  merchants: Merchant[];
  loading: boolean;
}

const MerchantContext = createContext<MerchantContextValue | null>(null);

function store(code: string) {
  try {
    if (code) localStorage.setItem(KEY, code);
    else localStorage.removeItem(KEY);
  } catch {
    // storage unavailable
  }
}

/**
 * The merchant the top bar selects. A link that names one (`?merchant=GOLDEN`, how a shared view carries it)
 * selects it; otherwise the browser remembers the last choice. Choosing another merchant rewrites the URL's
 * `merchant` where the screen keeps one (useMerchantInUrl), so the address always says what is shown.
 */
export function MerchantProvider({ children }: { children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('merchant');
  const [selected, setSelected] = useState(() => {
    if (fromUrl !== null) return fromUrl;
    try {
      return localStorage.getItem(KEY) ?? '';
    } catch {
      return '';
    }
  });
  const query = useQuery(merchantsQueryOptions());
  const merchants = useMemo(() => (Array.isArray(query.data) ? query.data : []), [query.data]);
  // A stored choice outside my scope (another operator on this browser) falls back to all.
  const effective = selected && merchants.length > 0 && !merchants.some((m) => m.code === selected) ? '' : selected;

  // a link followed inside the console that names another merchant selects it
  useEffect(() => {
    if (fromUrl !== null && fromUrl !== selected) {
      setSelected(fromUrl);
      store(fromUrl);
    }
  }, [fromUrl]); // eslint-disable-line react-hooks/exhaustive-deps

  const value = useMemo<MerchantContextValue>(
    () => ({
      selected: effective,
      merchants,
      loading: query.isPending,
      select: (code) => {
        setSelected(code);
        store(code);
        setParams(
          (prev) => {
            if (!prev.has('merchant')) return prev;
            const next = new URLSearchParams(prev);
            next.set('merchant', code);
            return next;
          },
          { replace: true },
        );
      },
    }),
    [effective, merchants, query.isPending, setParams],
  );
  return <MerchantContext.Provider value={value}>{children}</MerchantContext.Provider>;
}

/** Screens whose view depends on the merchant keep it in the URL (`?merchant=`; empty for all merchants). */
export function useMerchantInUrl(): void {
  const { selected, loading } = useMerchant();
  const [params, setParams] = useSearchParams();
  const inUrl = params.get('merchant');
  useEffect(() => {
    if (loading || inUrl === selected) return;
    if (inUrl !== null) return; // the provider adopts a merchant the URL names
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('merchant', selected);
        return next;
      },
      { replace: true },
    );
  }, [loading, inUrl, selected, setParams]);
}

export function useMerchant(): MerchantContextValue {
  const value = useContext(MerchantContext);
  if (!value) throw new Error('useMerchant outside MerchantProvider');
  return value;
}

/**
 * Screens whose routes need one merchant (players, content, games ...): the selected one, or the first in
 * scope while "All merchants" is selected.
 */
export function useOneMerchant(): { merchant: string; implicit: boolean; merchants: Merchant[] } {
  const { selected, merchants } = useMerchant();
  if (selected) return { merchant: selected, implicit: false, merchants };
  const first = merchants.find((m) => m.isDefault) ?? merchants[0];
  return { merchant: first?.code ?? '', implicit: true, merchants };
}

/**
 * Today on the merchant's calendar (the one selected, else the default one): reports and their date ranges
 * count days at the merchant's midnight, which is not the browser's when the operator sits elsewhere.
 */
export function useMerchantToday(): string {
  const { merchant, merchants } = useOneMerchant();
  const timeZone = merchants.find((m) => m.code === merchant)?.timeZone;
  return zoneToday(timeZone);
}
