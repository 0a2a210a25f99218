import { create } from 'zustand';

/** How long each kind of notice stays, in ms. */
export const TOAST_DURATIONS = {
  default: 1500,
  short: 3000,
  long: 8000,
  success: 1000,
  loading: 10_000,
} as const;

export type ToastKind = 'info' | 'success' | 'error' | 'loading';
export type ToastDuration = 'default' | 'short' | 'long' | number;

export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
}

interface ToastState {
  toasts: ToastItem[];
}

export const useToastStore = create<ToastState>(() => ({ toasts: [] }));

// Timers live beside the store, not in a component, so a toast expires even if the toaster is not mounted
// (and fake timers in tests drive it directly).
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;
const MAX_VISIBLE = 3;

function resolveMs(duration: ToastDuration | undefined, fallback: number): number {
  if (typeof duration === 'number') return duration;
  if (duration === undefined) return fallback;
  return TOAST_DURATIONS[duration];
}

function dismiss(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  useToastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

function push(kind: ToastKind, text: string, ms: number): number {
  const id = nextId++;
  useToastStore.setState((s) => {
    const toasts = [...s.toasts, { id, kind, text }];
    // Oldest non-loading toasts give way first, so a long loading notice is never pushed out by chatter.
    while (toasts.length > MAX_VISIBLE) {
      const drop = toasts.findIndex((t) => t.kind !== 'loading');
      const [removed] = toasts.splice(drop === -1 ? 0 : drop, 1);
      if (removed) {
        const timer = timers.get(removed.id);
        if (timer) clearTimeout(timer);
        timers.delete(removed.id);
      }
    }
    return { toasts };
  });
  timers.set(
    id,
    setTimeout(() => dismiss(id), ms),
  );
  return id;
}

export const toast = {
  /** A plain message; `duration` is 'default' (1.5 s), 'short' (3 s), 'long' (8 s) or milliseconds. */
  show(text: string, options: { duration?: ToastDuration } = {}): number {
    return push('info', text, resolveMs(options.duration, TOAST_DURATIONS.default));
  },
  error(text: string, options: { duration?: ToastDuration } = {}): number {
    return push('error', text, resolveMs(options.duration, TOAST_DURATIONS.default));
  },
  success(text: string, options: { duration?: ToastDuration } = {}): number {
    return push('success', text, resolveMs(options.duration, TOAST_DURATIONS.success));
  },
  /** Stays until the returned function is called or `timeoutMs` passes (10 s unless told, e.g. 9999 s). */
  loading(text: string, options: { timeoutMs?: number } = {}): () => void {
    const id = push('loading', text, options.timeoutMs ?? TOAST_DURATIONS.loading);
    return () => dismiss(id);
  },
  dismiss,
  clear(): void {
    for (const id of [...timers.keys()]) dismiss(id);
    useToastStore.setState({ toasts: [] });
  },
};
