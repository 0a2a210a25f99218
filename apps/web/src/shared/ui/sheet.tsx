import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useDialogBehaviour } from '@/shared/hooks/use-dialog-behaviour';
import { useReducedMotion } from '@/shared/hooks/use-reduced-motion';
import { useScrollLock } from '@/shared/hooks/use-scroll-lock';
import { CloseIcon } from './icons';
import './sheet.css';

export interface SheetProps {
  /** Escape calls it, and so does a tap on the backdrop unless the backdrop is 'static'. */
  onClose: () => void;
  /** The panel's own look and place: 'sheet' (a bottom sheet), 'side-menu', 'picker-sheet', … */
  className: string;
  /** Extra classes on the fixed frame, for its stacking and how it places the panel ('dialog-root'). */
  rootClassName?: string;
  /** 'dim' (default) and 'clear' close on a tap; 'static' dims the page and ignores taps. */
  backdrop?: 'dim' | 'clear' | 'static';
  /**
   * A modal panel (the default) is announced as one (aria-modal) and locks the page's scroll; a non-modal
   * one (the header's quick menu) is a plain panel the page keeps scrolling under.
   */
  modal?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** 'nav' for a panel of navigation links, which is a landmark rather than a dialog. */
  as?: 'div' | 'nav';
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** 'pop': the panel rises in as it opens; never for a person who asked for less motion. */
  motion?: 'pop';
  children: ReactNode;
}

/**
 * The one overlay frame: a backdrop and a panel at the end of <body>, where the route fade's stacking
 * context inside <main> cannot hide it under the sticky header. Focus moves in when it opens and returns
 * to the opener when it closes; Escape closes it; the page behind stops scrolling while it is modal. The
 * panel's look stays with its caller (className), so menus, sheets and dialogs share the behaviour only.
 */
export function Sheet({
  onClose,
  className,
  rootClassName,
  backdrop = 'dim',
  modal = true,
  role = 'dialog',
  as: Panel = 'div',
  id,
  motion,
  children,
  ...aria
}: SheetProps) {
  const ref = useDialogBehaviour<HTMLDivElement>(onClose);
  useScrollLock(modal);
  const reduced = useReducedMotion();
  const pop = motion === 'pop' && !reduced;
  return createPortal(
    <div className={rootClassName ? `overlay-root ${rootClassName}` : 'overlay-root'}>
      <div
        className={backdrop === 'clear' ? 'scrim scrim--clear' : 'scrim'}
        aria-hidden="true"
        onClick={backdrop === 'static' ? undefined : onClose}
      />
      <Panel
        ref={ref}
        id={id}
        className={pop ? `${className} sheet-pop` : className}
        role={modal && Panel === 'div' ? role : undefined}
        aria-modal={modal ? true : undefined}
        tabIndex={-1}
        {...aria}
      >
        {children}
      </Panel>
    </div>,
    document.body,
  );
}

/** The usual head of a sheet: its title and a close button. */
export function SheetHeader({
  title,
  titleId,
  onClose,
  autoFocusClose = false,
  className,
}: {
  title: ReactNode;
  /** the id the Sheet's aria-labelledby names */
  titleId: string;
  onClose: () => void;
  /** focus lands on the close button when nothing in the sheet asks for it */
  autoFocusClose?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className ? `sheet__header ${className}` : 'sheet__header'}>
      <h2 id={titleId} className="sheet__title">
        {title}
      </h2>
      <button
        type="button"
        className="icon-button"
        onClick={onClose}
        aria-label={t('general.close')}
        data-autofocus={autoFocusClose ? true : undefined}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
