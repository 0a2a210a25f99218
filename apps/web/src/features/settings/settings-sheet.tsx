import { useId, type ReactNode } from 'react';
import { Sheet, SheetHeader } from '@/shared/ui/sheet';

/** The bottom sheet every account setting opens in: a handle, a title with close, the content. */
export function SettingsSheet({ title, onClose, children, autoFocusClose }: { title: string; onClose: () => void; children: ReactNode; autoFocusClose?: boolean }) {
  const titleId = useId();
  return (
    <Sheet className="sheet settings-sheet" onClose={onClose} aria-labelledby={titleId} motion="pop">
      <div className="sheet__handle" aria-hidden="true" />
      <SheetHeader title={title} titleId={titleId} onClose={onClose} autoFocusClose={autoFocusClose} />
      <div className="settings-sheet__body">{children}</div>
    </Sheet>
  );
}

/** A failure the server answered, under a form. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="settings-sheet__alert" role="alert">
      {message}
    </p>
  );
}
