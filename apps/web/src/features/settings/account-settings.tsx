import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isTrialType } from '@lobby/contract/rules';
import { useHasWithdrawalPin } from '@/shared/api/wallet/get-withdrawal-pin';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { getHref } from '@/shared/lib/paths';
import { useSession } from '@/shared/lib/session';
import { HeartIcon, IdCardIcon, InfoIcon, KeyIcon, LockIcon, MailIcon, MemberIcon, ShieldIcon } from '@/shared/ui/icons';
import { BlockSkeleton, RetryBlock } from '@/shared/ui/list-states';
import { PinPadIcon, ShieldCheckIcon } from '@/shared/ui/money-icons';
import { WithdrawalPinSheet } from '@/shared/ui/withdrawal-pin-sheet';
import { useProfile } from './api/get-profile';
import { useKycState } from '@/shared/api/kyc/kyc-state';
import { EmailSheet } from './email-sheet';
import { LoginHistorySheet } from './login-history-sheet';
import { MarketingSettings } from './marketing-settings';
import { BirthdaySheet, NicknameSheet, PayeeNameSheet } from './profile-sheets';
import { SecurityQuestionsSheet } from './security-questions-sheet';
import { SessionsSheet } from './sessions-sheet';
import { CakeIcon, ClockIcon, DevicesIcon } from './settings-icons';
import { SettingsRow } from './settings-row';

type Open = 'nickname' | 'email' | 'birthday' | 'payee' | 'security' | 'pin' | 'sessions' | 'history' | null;

function Group({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="settings__section" aria-labelledby={id}>
      <h2 id={id} className="settings__heading">
        {icon}
        {title}
      </h2>
      <ul className="settings__card settings-rows">{children}</ul>
    </section>
  );
}

/** Identity verification: the level reached, marked to do while there is a next step to take. */
function VerificationRow() {
  const { t } = useTranslation();
  const kyc = useKycState();
  const state = kyc.data;
  const settled = state?.next === null || state?.next === 'wait';
  return (
    <SettingsRow
      icon={ShieldCheckIcon}
      label={t('verification.link')}
      badge={state ? { text: t('verification.levelN', { level: state.level }), tone: settled ? 'ok' : 'todo' } : undefined}
      to={getHref('verification')}
    />
  );
}

/** The signed-in member's account: profile, security and devices, each row opening its sheet. */
function MemberAccount() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const profile = useProfile();
  const pin = useHasWithdrawalPin();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  if (profile.isPending) return <BlockSkeleton height="3.2rem" className="settings__skeleton" />;
  if (profile.isError) return <RetryBlock onRetry={() => void profile.refetch()} />;
  const p = profile.data;
  const notSet = t('memberSettings.notSet');

  return (
    <>
      <Group id="settings-profile" title={t('memberSettings.groups.profile')} icon={<MemberIcon size="0.18rem" />}>
        <li>
          <SettingsRow icon={MemberIcon} label={t('memberSettings.nickname.title')} value={p.nickname ?? notSet} onClick={() => setOpen('nickname')} />
        </li>
        <li>
          <SettingsRow
            icon={MailIcon}
            label={t('memberSettings.email.title')}
            value={p.email ?? (p.pendingEmail ? undefined : notSet)}
            badge={
              p.emailVerified
                ? { text: t('memberSettings.email.verifiedBadge'), tone: 'ok' }
                : p.email || p.pendingEmail
                  ? { text: t('memberSettings.email.unverifiedBadge'), tone: 'todo' }
                  : undefined
            }
            onClick={() => setOpen('email')}
          />
        </li>
        <li>
          <SettingsRow icon={CakeIcon} label={t('memberSettings.birthday.title')} value={p.birthday ? dates.day(p.birthday) : notSet} onClick={() => setOpen('birthday')} />
        </li>
        <li>
          {p.payeeName ? (
            <SettingsRow icon={IdCardIcon} label={t('payout.payee.title')} value={p.payeeName} locked />
          ) : (
            <SettingsRow icon={IdCardIcon} label={t('payout.payee.title')} badge={{ text: t('memberSettings.setUp'), tone: 'todo' }} onClick={() => setOpen('payee')} />
          )}
        </li>
      </Group>
      {p.payeeName ? <p className="settings__note">{t('memberSettings.payee.locked')}</p> : null}

      <Group id="settings-security" title={t('memberSettings.groups.security')} icon={<ShieldIcon size="0.18rem" />}>
        <li>
          <VerificationRow />
        </li>
        <li>
          <SettingsRow icon={LockIcon} label={t('account.links.changePassword')} to={getHref('changePsw')} />
        </li>
        <li>
          <SettingsRow
            icon={KeyIcon}
            label={t('memberSettings.security.title')}
            badge={p.securityQuestionsSet ? { text: t('memberSettings.done'), tone: 'ok' } : { text: t('memberSettings.setUp'), tone: 'todo' }}
            onClick={() => setOpen('security')}
          />
        </li>
        <li>
          {pin.data === true ? (
            <SettingsRow icon={PinPadIcon} label={t('account.links.withdrawalPin')} value={t('account.links.pinChange')} onClick={() => setOpen('pin')} />
          ) : (
            <SettingsRow
              icon={PinPadIcon}
              label={t('account.links.withdrawalPin')}
              badge={pin.data === false ? { text: t('account.links.pinSet'), tone: 'todo' } : undefined}
              to={getHref('withdraw')}
            />
          )}
        </li>
      </Group>

      <Group id="settings-devices" title={t('memberSettings.groups.devices')} icon={<DevicesIcon size="0.18rem" />}>
        <li>
          <SettingsRow icon={DevicesIcon} label={t('memberSettings.sessions.title')} onClick={() => setOpen('sessions')} />
        </li>
        <li>
          <SettingsRow icon={ClockIcon} label={t('memberSettings.history.title')} onClick={() => setOpen('history')} />
        </li>
      </Group>

      <MarketingSettings />

      <Group id="settings-play" title={t('memberSettings.groups.play')} icon={<HeartIcon size="0.18rem" />}>
        <li>
          <SettingsRow icon={HeartIcon} label={t('responsibleGaming.link')} value={t('memberSettings.playHint')} to={getHref('responsibleGaming')} />
        </li>
      </Group>

      {open === 'nickname' ? <NicknameSheet current={p.nickname} onClose={close} /> : null}
      {open === 'email' ? <EmailSheet pending={p.pendingEmail} onClose={close} /> : null}
      {open === 'birthday' ? <BirthdaySheet current={p.birthday} ageLimit={p.ageLimit} onClose={close} /> : null}
      {open === 'payee' ? <PayeeNameSheet onClose={close} /> : null}
      {open === 'security' ? <SecurityQuestionsSheet hasPassword={p.hasPassword} onClose={close} /> : null}
      {open === 'pin' ? <WithdrawalPinSheet onClose={close} /> : null}
      {open === 'sessions' ? <SessionsSheet onClose={close} /> : null}
      {open === 'history' ? <LoginHistorySheet onClose={close} /> : null}
    </>
  );
}

/**
 * The account part of /m/set. Visitors see a log-in prompt; trial accounts are told these settings belong
 * to real accounts (the server refuses them with permission.trial too); members get their settings.
 */
export function AccountSettings() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) {
    return (
      <div className="settings__card settings__card--padded settings-prompt">
        <p>{t('memberSettings.loginPrompt')}</p>
        <Link to={getHref('login')} className="btn btn--primary btn--block">
          {t('header.login')}
        </Link>
      </div>
    );
  }
  if (isTrialType(session.type)) {
    return (
      <div className="settings__card settings__card--padded settings-prompt" role="note">
        <p className="settings-prompt__text">
          <InfoIcon size="0.18rem" />
          {t('memberSettings.trial')}
        </p>
        <Link to={getHref('register')} className="btn btn--primary btn--block">
          {t('memberSettings.register')}
        </Link>
      </div>
    );
  }
  return <MemberAccount />;
}
