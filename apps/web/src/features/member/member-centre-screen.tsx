import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '@/shared/api/member/get-member-info';
import { useFunds } from '@/shared/api/wallet/get-funds';
import { useHasWithdrawalPin } from '@/shared/api/wallet/get-withdrawal-pin';
import { useLogout } from '@/shared/api/session/logout';
import { useUnreadCount } from '@/shared/api/inbox/use-unread-count';
import { getHref, type PathName } from '@/shared/lib/paths';
import { useSession } from '@/shared/lib/session';
import type { I18nKey } from '@/shared/i18n/keys';
import {
  ChevronRightIcon,
  CrownIcon,
  DepositIcon,
  EditIcon,
  HelpIcon,
  LockIcon,
  LogoutIcon,
  MailIcon,
  MemberIcon,
  RecordIcon,
  SettingsIcon,
  WithdrawIcon,
  type IconProps,
} from '@/shared/ui/icons';
import { FundsBreakdown } from '@/shared/ui/funds-breakdown';
import { BlockSkeleton, RetryBlock } from '@/shared/ui/list-states';
import { PinPadIcon, ReceiptIcon } from '@/shared/ui/money-icons';
import { UnreadBadge } from '@/shared/ui/unread-badge';
import { useRankProgress } from './api/get-rank-progress';
import { avatarUrl } from './api/head-icon';
import { Balance } from './balance';
import { useBalanceVisibility } from './balance-visibility';
import { HeadIconPicker } from './head-icon-picker';
import { VipProgress } from './vip-progress';
import { WithdrawalPinSheet } from './withdrawal-pin-sheet';
import './member.css';

const LINKS: { to: PathName; labelKey: I18nKey; icon: ComponentType<IconProps> }[] = [
  { to: 'message', labelKey: 'routes.message', icon: MailIcon },
  { to: 'changePsw', labelKey: 'account.links.changePassword', icon: LockIcon },
  { to: 'set', labelKey: 'account.links.settings', icon: SettingsIcon },
  { to: 'help', labelKey: 'account.links.help', icon: HelpIcon },
];

const MONEY_LINKS: { to: PathName; labelKey: I18nKey; icon: ComponentType<IconProps> }[] = [
  { to: 'gameRecord', labelKey: 'routes.gameRecord', icon: RecordIcon },
  { to: 'transactions', labelKey: 'routes.transactions', icon: ReceiptIcon },
];

function MemberLink({ to, labelKey, icon: Icon }: { to: PathName; labelKey: I18nKey; icon: ComponentType<IconProps> }) {
  const { t } = useTranslation();
  return (
    <Link to={getHref(to)} className="member-link">
      <span className="member-link__icon">
        <Icon size="0.2rem" />
      </span>
      <span className="member-link__label">{t(labelKey)}</span>
      <ChevronRightIcon size="0.16rem" className="member-link__chevron" />
    </Link>
  );
}

/** Cash, bonus (with its wagering) and held, under the total; asterisks while the balance is hidden. */
function FundsPart() {
  const funds = useFunds();
  const hidden = useBalanceVisibility((s) => s.hidden);
  if (funds.isPending) return <BlockSkeleton height="1.6rem" />;
  if (funds.isError) return <RetryBlock compact onRetry={() => void funds.refetch()} />;
  return <FundsBreakdown funds={funds.data} masked={hidden} />;
}

/**
 * The money links: records, statement, and the withdrawal PIN: changed here when set, else set up on the
 * withdraw screen, where the first withdrawal asks for it anyway.
 */
function MoneyLinks({ onChangePin }: { onChangePin: () => void }) {
  const { t } = useTranslation();
  const pin = useHasWithdrawalPin();
  return (
    <nav className="member-links" aria-label={t('account.moneyLinksLabel')}>
      <ul>
        {MONEY_LINKS.map((link) => (
          <li key={link.to}>
            <MemberLink {...link} />
          </li>
        ))}
        <li>
          {pin.data === true ? (
            <button type="button" className="member-link" onClick={onChangePin} aria-haspopup="dialog">
              <span className="member-link__icon">
                <PinPadIcon size="0.2rem" />
              </span>
              <span className="member-link__label">{t('account.links.withdrawalPin')}</span>
              <span className="member-link__state">{t('account.links.pinChange')}</span>
              <ChevronRightIcon size="0.16rem" className="member-link__chevron" />
            </button>
          ) : (
            <Link to={getHref('withdraw')} className="member-link">
              <span className="member-link__icon">
                <PinPadIcon size="0.2rem" />
              </span>
              <span className="member-link__label">{t('account.links.withdrawalPin')}</span>
              {pin.data === false ? (
                <span className="member-link__state member-link__state--todo">{t('account.links.pinSet')}</span>
              ) : null}
              <ChevronRightIcon size="0.16rem" className="member-link__chevron" />
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** /m/member/home: the member centre (profile, VIP, balance, account links, sign out). */
export function MemberCentreScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const member = useMemberInfo();
  const rank = useRankProgress(session !== null);
  const logout = useLogout();
  const [picking, setPicking] = useState(false);
  const [changingPin, setChangingPin] = useState(false);
  const unread = useUnreadCount().inbox;
  const info = member.data;
  const name = info?.nickname || info?.account || session?.userName || '';
  const progress = rank.data;
  const label = progress?.playerRankProgress.labelName ?? info?.clubLabel?.labelName ?? null;
  const next = progress?.playerRankProgress.nextLabelName;
  const done = progress?.currentProgress.completedConditions ?? 0;
  const total = progress?.currentProgress.totalExpectedConditions ?? 0;

  return (
    <div className="member-home">
      <section className="profile-card" aria-labelledby="profile-name">
        <button
          type="button"
          className="profile-card__avatar"
          onClick={() => setPicking(true)}
          aria-haspopup="dialog"
          aria-label={t('account.chooseAvatar')}
          disabled={!info}
        >
          {info ? <img src={avatarUrl(info.headIcon)} alt="" width={72} height={72} /> : <MemberIcon size="0.32rem" />}
          <span className="profile-card__edit" aria-hidden="true">
            <EditIcon size="0.12rem" />
          </span>
        </button>
        <div className="profile-card__who">
          <h2 id="profile-name" className="profile-card__name">
            {name}
          </h2>
          <p className="profile-card__account">
            {t('account.accountName')}: {info?.account ?? session?.userName}
          </p>
          <p className="vip-chip">
            <CrownIcon size="0.14rem" />
            {label ?? t('vip.none')}
          </p>
        </div>
        <div className="profile-card__vip">
          <VipProgress progress={progress} label={label} />
          <p className="profile-card__vip-text">
            {next ? t('vip.toNext', { done, total, next }) : t('vip.top')}
          </p>
        </div>
      </section>

      <section className="wallet-card" aria-labelledby="wallet-title">
        <h2 id="wallet-title" className="wallet-card__title">
          {t('wallet.total')}
        </h2>
        <Balance variant="card" />
        <FundsPart />
        <div className="wallet-card__actions">
          <Link to={getHref('voucherCenter')} className="btn btn--primary">
            <DepositIcon size="0.18rem" />
            {t('dropDown.deposit')}
          </Link>
          <Link to={getHref('withdraw')} className="btn btn--secondary">
            <WithdrawIcon size="0.18rem" />
            {t('dropDown.withdraw')}
          </Link>
        </div>
      </section>

      <MoneyLinks onChangePin={() => setChangingPin(true)} />

      <nav className="member-links" aria-label={t('account.linksLabel')}>
        <ul>
          {LINKS.map(({ to, labelKey, icon: Icon }) => (
            <li key={to}>
              <Link to={getHref(to)} className="member-link">
                <span className="member-link__icon">
                  <Icon size="0.2rem" />
                </span>
                <span className="member-link__label">{t(labelKey)}</span>
                {to === 'message' ? (
                  <UnreadBadge count={unread} label={t('inbox.badgeLabel', { count: unread })} />
                ) : null}
                <ChevronRightIcon size="0.16rem" className="member-link__chevron" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <button type="button" className="btn btn--ghost btn--block member-logout" onClick={() => void logout()}>
        <LogoutIcon size="0.18rem" />
        {t('logout.action')}
      </button>

      {picking && info ? <HeadIconPicker current={info.headIcon} onClose={() => setPicking(false)} /> : null}
      {changingPin ? <WithdrawalPinSheet onClose={() => setChangingPin(false)} /> : null}
    </div>
  );
}
