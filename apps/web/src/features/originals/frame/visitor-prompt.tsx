import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startTrial } from '@/shared/api/session/start-trial';
import { useLoginRedirect } from '@/shared/hooks/use-login-redirect';
import { i18next } from '@/shared/lib/i18n';
import { toast } from '@/shared/lib/toast';

/** Where a visitor sees the bet button: log in (and come back here) or try the game with demo money. */
export function VisitorPrompt() {
  const { t } = useTranslation();
  const toLogin = useLoginRedirect();
  const [pending, setPending] = useState(false);
  async function tryFree() {
    if (pending) return;
    setPending(true);
    const hide = toast.loading(i18next.t('trial.starting'));
    try {
      await startTrial();
      toast.success(i18next.t('trial.started'));
    } catch {
      // the http client has said why
    } finally {
      hide();
      setPending(false);
    }
  }
  return (
    <div className="og-visitor" role="group" aria-label={t('originals.visitor.label')}>
      <p className="og-visitor__text">{t('originals.visitor.text')}</p>
      <div className="og-visitor__actions">
        <button type="button" className="btn btn--primary btn--lg" onClick={toLogin}>
          {t('originals.visitor.login')}
        </button>
        <button type="button" className="btn btn--secondary btn--lg" onClick={() => void tryFree()} disabled={pending}>
          {t('trial.tryFree')}
        </button>
      </div>
    </div>
  );
}
