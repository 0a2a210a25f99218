import { useSyncExternalStore } from 'react';
import { canOfferDownload } from '@/shared/lib/platform';

const never = () => () => undefined;

/**
 * Whether to offer the app download here. A server-rendered page offers it (most visitors are in a
 * browser); inside the native wrapper or an installed web app the first render after hydration hides it.
 */
export function useCanOfferDownload(): boolean {
  return useSyncExternalStore(never, canOfferDownload, () => true);
}
