import { useSyncExternalStore } from 'react';
import { readTheme, setTheme, subscribeTheme, type Theme } from '@/shared/lib/theme';

export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => 'dark' as const);
  return [theme, setTheme];
}
