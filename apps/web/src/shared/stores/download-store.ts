import { create } from 'zustand';

/**
 * The app-download popup, openable from anywhere (side menu, notice ticker, home). The popup itself is
 * a lazy chunk mounted by the shell's overlay host; it renders nothing inside the native app or an
 * installed web app, so callers need not check.
 */
interface DownloadState {
  popupOpen: boolean;
  openPopup: () => void;
  closePopup: () => void;
}

export const useDownloadStore = create<DownloadState>((set) => ({
  popupOpen: false,
  openPopup: () => set({ popupOpen: true }),
  closePopup: () => set({ popupOpen: false }),
}));
