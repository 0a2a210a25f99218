import { create } from 'zustand';

/**
 * Confirmations and alerts in the app's own styled dialog (not window.confirm, which cannot be themed,
 * translated buttons aside, and blocks the page). Kept tiny: the dialog itself is a lazy chunk that the
 * shell's overlay host loads only when a request is pending.
 */
export interface DialogRequest {
  id: number;
  /** 'alert' has one button; 'confirm' two */
  kind: 'alert' | 'confirm';
  title?: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** the confirm button in the danger colour (log out) */
  tone?: 'default' | 'danger';
  /** after confirming, go here (the trial alert's Register) */
  confirmTo?: string;
  resolve: (confirmed: boolean) => void;
}

interface DialogState {
  current: DialogRequest | null;
}

export const useDialogStore = create<DialogState>(() => ({ current: null }));

let nextId = 1;

export type DialogOptions = Omit<DialogRequest, 'id' | 'resolve' | 'kind'>;

function open(kind: DialogRequest['kind'], options: DialogOptions): Promise<boolean> {
  // A newer request replaces an older one, which counts as cancelled.
  useDialogStore.getState().current?.resolve(false);
  return new Promise<boolean>((resolve) => {
    useDialogStore.setState({ current: { ...options, kind, id: nextId++, resolve } });
  });
}

/** Resolves true when confirmed, false when cancelled or dismissed. */
export function confirmDialog(options: DialogOptions): Promise<boolean> {
  return open('confirm', options);
}

export function alertDialog(options: Omit<DialogOptions, 'cancelLabel'>): Promise<boolean> {
  return open('alert', options);
}

export function settleDialog(confirmed: boolean): void {
  const current = useDialogStore.getState().current;
  if (!current) return;
  useDialogStore.setState({ current: null });
  current.resolve(confirmed);
}
