import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useDialogBehaviour } from '@/shared/hooks/use-dialog-behaviour';
import { useScrollLock } from '@/shared/hooks/use-scroll-lock';
import { settleDialog, type DialogRequest } from '@/shared/stores/dialog-store';
import { AlertIcon, InfoIcon } from './icons';
import './dialog.css';

/** The app's alert/confirm dialog: centred card, focus moved in and restored, page scroll locked. */
export function Dialog({ request }: { request: DialogRequest }) {
  const navigate = useNavigate();
  const titleId = useId();
  const messageId = useId();
  const cancel = () => settleDialog(false);
  const ref = useDialogBehaviour<HTMLDivElement>(request.kind === 'alert' ? () => settleDialog(true) : cancel);
  useScrollLock(true);

  function confirm() {
    settleDialog(true);
    if (request.confirmTo) navigate(request.confirmTo);
  }

  const Icon = request.tone === 'danger' ? AlertIcon : InfoIcon;
  return (
    <div className="overlay-root dialog-root">
      <div className="scrim" aria-hidden="true" onClick={request.kind === 'confirm' ? cancel : undefined} />
      <div
        ref={ref}
        className={`dialog${request.tone === 'danger' ? ' dialog--danger' : ''}`}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={request.title ? titleId : messageId}
        aria-describedby={request.title ? messageId : undefined}
        tabIndex={-1}
      >
        <span className="dialog__icon" aria-hidden="true">
          <Icon size="0.26rem" />
        </span>
        {request.title ? (
          <h2 id={titleId} className="dialog__title">
            {request.title}
          </h2>
        ) : null}
        <p id={messageId} className="dialog__message">
          {request.message}
        </p>
        <div className="dialog__actions">
          {request.kind === 'confirm' ? (
            <button type="button" className="btn btn--secondary" onClick={cancel} data-autofocus>
              {request.cancelLabel}
            </button>
          ) : null}
          <button
            type="button"
            className={`btn ${request.tone === 'danger' ? 'btn--danger' : 'btn--primary'}`}
            onClick={confirm}
            data-autofocus={request.kind === 'alert' ? true : undefined}
          >
            {request.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
