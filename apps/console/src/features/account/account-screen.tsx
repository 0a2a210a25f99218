import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/lib/session';
import { ChangePasswordForm } from '@/shared/ui/change-password-form';
import { PageHeader } from '@/shared/ui/page';
import { toast } from '@/shared/ui/toast';

/** The signed-in operator's own account: who they are here, and a new password (their other sessions end). */
export default function AccountScreen() {
  const { t } = useTranslation();
  const { state, signedIn } = useSession();
  // a new form after each change, so the fields start empty again
  const [round, setRound] = useState(0);
  if (state.status !== 'signedIn') return null;
  const { operator } = state;
  return (
    <>
      <PageHeader title={t('account.title')} />
      <div className="account-grid">
        <section className="card" aria-labelledby="account-who">
          <h2 id="account-who">{t('account.who')}</h2>
          <dl className="facts">
            <dt>{t('operators.username')}</dt>
            <dd>{operator.username}</dd>
            <dt>{t('operators.displayName')}</dt>
            <dd>{operator.displayName}</dd>
            <dt>{t('operators.role')}</dt>
            <dd>{t(`roles.${operator.role}`)}</dd>
            <dt>{t('operators.merchants')}</dt>
            <dd>{operator.merchants === 'all' ? t('top.allMerchants') : operator.merchants.join(', ')}</dd>
            <dt>{t('account.twoStep')}</dt>
            <dd>{operator.totpEnabled ? t('account.twoStepOn') : t('account.twoStepOff')}</dd>
          </dl>
        </section>
        <section className="card" aria-labelledby="account-password">
          <h2 id="account-password">{t('account.changePassword')}</h2>
          <p className="muted">{t('account.changePasswordHelp')}</p>
          <ChangePasswordForm
            key={round}
            username={operator.username}
            displayName={operator.displayName}
            submitLabel={t('account.changePassword')}
            onDone={(result) => {
              signedIn(result.operator, { steps: { passwordChangeRequired: result.passwordChangeRequired, totpSetupRequired: result.totpSetupRequired } });
              toast.success(t('account.passwordChanged', { count: result.sessionsEnded }));
              setRound((r) => r + 1);
            }}
          />
        </section>
      </div>
    </>
  );
}
