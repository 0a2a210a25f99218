import { useId } from 'react';
import { useNavigate } from 'react-router';
import { settleDialog, type DialogRequest } from '@/shared/stores/dialog-store';
import { AlertIcon, InfoIcon } from '@/shared/ui/icons';
import { Sheet } from '@/shared/ui/sheet';
import './dialog.css';

/** The app's alert/confirm dialog: centred card, focus moved in and restored, page scroll locked. */
export function Dialog({ request }: { request: DialogRequest }) {
  const navigate = useNavigate();
  const titleId = useId();
  const messageId = useId();
  const cancel = () => settleDialog(false);

  function confirm() {
    settleDialog(true);
    if (request.confirmTo) navigate(request.confirmTo);
  }

  const Icon = request.tone === 'danger' ? AlertIcon : InfoIcon;
  return (
    // Escape dismisses an alert as its button would and cancels a confirmation; only a confirmation's
    // backdrop cancels it, so a stray tap never reads as acknowledging an alert.
    <Sheet
      className={`dialog${request.tone === 'danger' ? ' dialog--danger' : ''}`}
      rootClassName="dialog-root"
      role="alertdialog"
      onClose={request.kind === 'alert' ? () => settleDialog(true) : cancel}
      backdrop={request.kind === 'confirm' ? 'dim' : 'static'}
      aria-labelledby={request.title ? titleId : messageId}
      aria-describedby={request.title ? messageId : undefined}
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
    </Sheet>
  );
}
