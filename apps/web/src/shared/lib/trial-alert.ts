import { confirmDialog } from '@/shared/stores/dialog-store';
import { i18next } from './i18n';
import { getHref } from './paths';

/** Spec 6: a trial account is refused real-account functions with an alert offering Cancel or Register. */
export function showTrialAlert(): void {
  void confirmDialog({
    message: i18next.t('errors.permission.trial'),
    confirmLabel: i18next.t('trial.register'),
    cancelLabel: i18next.t('general.cancel'),
    confirmTo: getHref('register'),
  });
}
