import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import type { MerchantSummary } from '@/shared/api/types';

const KEY = 'console.merchant';

interface MerchantContextValue {
  /** '' = all merchants in my scope */
  selected: string;
  select: (code: string) => void;
  merchants: MerchantSummary[];
  loading: boolean;
}

const MerchantContext = createContext<MerchantContextValue | null>(null);

export function merchantsQueryKey() {
  return ['ops', 'merchants'] as const;
}

export function MerchantProvider({ children }: { children: ReactNode }) {
  const [selected, setSelected] = useState(() => {
    try {
      return localStorage.getItem(KEY) ?? '';
    } catch {
      return '';
    }
  });
  const query = useQuery({ queryKey: merchantsQueryKey(), queryFn: ({ signal }) => api.get<MerchantSummary[]>('/ops/merchants', undefined, signal) });
  const merchants = useMemo(() => (Array.isArray(query.data) ? query.data : []), [query.data]);
  // A stored choice outside my scope (another operator on this browser) falls back to all.
  const effective = selected && merchants.length > 0 && !merchants.some((m) => m.code === selected) ? '' : selected;

  const value = useMemo<MerchantContextValue>(
    () => ({
      selected: effective,
      merchants,
      loading: query.isPending,
      select: (code) => {
        setSelected(code);
        try {
          if (code) localStorage.setItem(KEY, code);
          else localStorage.removeItem(KEY);
        } catch {
          // storage unavailable
        }
      },
    }),
    [effective, merchants, query.isPending],
  );
  return <MerchantContext.Provider value={value}>{children}</MerchantContext.Provider>;
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
export function useOneMerchant(): { merchant: string; implicit: boolean; merchants: MerchantSummary[] } {
  const { selected, merchants } = useMerchant();
  if (selected) return { merchant: selected, implicit: false, merchants };
  const first = merchants.find((m) => m.isDefault) ?? merchants[0];
  return { merchant: first?.code ?? '', implicit: true, merchants };
}
