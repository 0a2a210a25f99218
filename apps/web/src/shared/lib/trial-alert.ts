import { confirmDialog } from '@/shared/stores/dialog-store';
import { errorText, isApiError, toastFailure } from './http';
import { i18next } from './i18n';
import { getHref } from './paths';
import { toast } from './toast';

/** A trial account is refused real-account functions with an alert offering Cancel or Register. */
export function showTrialAlert(): void {
  void confirmDialog({
    message: i18next.t('errors.permission.trial'),
    confirmLabel: i18next.t('trial.register'),
    cancelLabel: i18next.t('general.cancel'),
    confirmTo: getHref('register'),
  });
}

/** A refused real-account call: the trial alert for `permission.trial`, else the error's text as a toast. */
export function reportRealAccountError(error: unknown): void {
  if (isApiError(error) && error.errorCode === 'permission.trial') showTrialAlert();
  else if (isApiError(error)) toastFailure(error);
  else toast.error(errorText('common.unknown'));
}
