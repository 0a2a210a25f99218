import { useEffect, useState } from 'react';

/**
 * 'No Internet' and 'Slow Connection', shown by the shell's connection banner.
 * Offline: navigator.onLine with its online/offline events. Slow: the browser's own estimate
 * (Network Information API, Chromium) says 2G or worse, or at least two of the last three API calls took
 * longer than SLOW_REQUEST_MS (Safari and Firefox have no estimate; one slow call is not a slow line).
 */
export type ConnectionState = 'online' | 'offline' | 'slow';

export const SLOW_REQUEST_MS = 3000;
const SLOW_TYPES = new Set(['slow-2g', '2g']);
const API_PREFIXES = ['/wps/', '/lgw/'];

export interface ConnectionInput {
  online: boolean;
  effectiveType?: string;
  /** durations (ms) of the latest API calls, oldest first */
  recentDurations: readonly number[];
}

export function connectionState({ online, effectiveType, recentDurations }: ConnectionInput): ConnectionState {
  if (!online) return 'offline';
  if (effectiveType && SLOW_TYPES.has(effectiveType)) return 'slow';
  const slowCalls = recentDurations.slice(-3).filter((ms) => ms > SLOW_REQUEST_MS).length;
  return slowCalls >= 2 ? 'slow' : 'online';
}

interface NetworkInformation extends EventTarget {
  effectiveType?: string;
}

function networkInformation(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

function isApiCall(entry: PerformanceEntry): boolean {
  try {
    const { pathname } = new URL(entry.name, window.location.href);
    return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  } catch {
    return false;
  }
}

export function useConnectionState(): ConnectionState {
  // Online and unknown at first (a server-rendered page, and its hydration, know nothing else); the
  // effect reads the real state at once.
  const [online, setOnline] = useState(true);
  const [effectiveType, setEffectiveType] = useState<string | undefined>(undefined);
  const [durations, setDurations] = useState<readonly number[]>([]);

  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    setEffectiveType(networkInformation()?.effectiveType);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    const info = networkInformation();
    const onChange = () => setEffectiveType(info?.effectiveType);
    info?.addEventListener('change', onChange);

    // Resource timing sees every API call without touching the HTTP client.
    let observer: PerformanceObserver | undefined;
    if (typeof PerformanceObserver === 'function') {
      observer = new PerformanceObserver((list) => {
        const api = list.getEntries().filter(isApiCall);
        if (api.length > 0) setDurations((prev) => [...prev, ...api.map((e) => e.duration)].slice(-3));
      });
      try {
        observer.observe({ type: 'resource' });
      } catch {
        observer = undefined;
      }
    }
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      info?.removeEventListener('change', onChange);
      observer?.disconnect();
    };
  }, []);

  return connectionState({ online, effectiveType, recentDurations: durations });
}
