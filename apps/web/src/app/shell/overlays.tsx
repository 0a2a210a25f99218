import { lazy, Suspense } from 'react';
import { useDialogStore } from '@/shared/stores/dialog-store';
import { useDownloadStore } from '@/shared/stores/download-store';
import { useUiStore, type Overlay } from './ui-store';

/**
 * Menus and dialogs are their own chunks: they are not needed to paint home, and the header preloads
 * them on hover/focus so the first tap still opens instantly.
 */
const loaders = {
  sideMenu: () => import('./side-menu'),
  dropDown: () => import('./drop-down-menu'),
  referral: () => import('@/features/referral/referral-sheet'),
} satisfies Record<Exclude<Overlay, null>, () => Promise<unknown>>;

export function preloadOverlay(overlay: Exclude<Overlay, null>): void {
  void loaders[overlay]().catch(() => {
    /* a failed preload retries on open */
  });
}

const SideMenu = lazy(() => loaders.sideMenu().then((m) => ({ default: m.SideMenu })));
const DropDownMenu = lazy(() => loaders.dropDown().then((m) => ({ default: m.DropDownMenu })));
const ReferralSheet = lazy(() => loaders.referral().then((m) => ({ default: m.ReferralSheet })));
const DownloadPopup = lazy(() => import('@/features/download/download-popup').then((m) => ({ default: m.DownloadPopup })));
// Alerts and confirmations (log out, trial refusals) load on first use.
const Dialog = lazy(() => import('./dialog').then((m) => ({ default: m.Dialog })));

export function Overlays() {
  const overlay = useUiStore((s) => s.overlay);
  const closeAll = useUiStore((s) => s.closeAll);
  const dialog = useDialogStore((s) => s.current);
  const downloadOpen = useDownloadStore((s) => s.popupOpen);
  return (
    <Suspense fallback={null}>
      {overlay === 'sideMenu' ? <SideMenu /> : null}
      {overlay === 'dropDown' ? <DropDownMenu /> : null}
      {overlay === 'referral' ? <ReferralSheet onClose={closeAll} /> : null}
      {downloadOpen ? <DownloadPopup /> : null}
      {dialog ? <Dialog key={dialog.id} request={dialog} /> : null}
    </Suspense>
  );
}
