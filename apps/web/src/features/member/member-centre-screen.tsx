import { useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { vipProgress } from '@lobby/contract/rules';
import { useMemberInfo } from '@/shared/api/member/get-member-info';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useFunds } from '@/shared/api/wallet/get-funds';
import { useHasWithdrawalPin } from '@/shared/api/wallet/get-withdrawal-pin';
import { useLogout } from '@/shared/api/session/logout';
import { useUnreadCount } from '@/shared/api/inbox/use-unread-count';
import { getHref, type PathName } from '@/shared/lib/paths';
import { useRole, useSession } from '@/shared/lib/session';
import type { I18nKey } from '@/shared/i18n/keys';
import {
  AgentIcon,
  ChevronRightIcon,
  CrownIcon,
  DepositIcon,
  EditIcon,
  FeedbackIcon,
  GiftIcon,
  HelpIcon,
  LockIcon,
  LogoutIcon,
  MailIcon,
  MemberIcon,
  RecordIcon,
  SettingsIcon,
  TaskIcon,
  TrophyIcon,
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
import { WithdrawalPinSheet } from '@/shared/ui/withdrawal-pin-sheet';
import './member.css';

/** One entry of the member centre: a screen to open, or an action (the PIN change sheet). */
interface Entry {
  key: string;
  labelKey: I18nKey;
  icon: ComponentType<IconProps>;
  to?: PathName;
  onClick?: () => void;
  /** a short state beside the label ("Change", "Set up"); `todo` marks something to do */
  state?: { text: string; todo?: boolean };
  /** unread count (inbox) */
  badge?: number;
}

interface EntryGroup {
  key: string;
  labelKey: I18nKey;
  entries: Entry[];
}

/**
 * What the member centre links to, as the role and the brand allow: VIP and rewards (the reward centre
 * where the brand has REWCEN3), the agent area for agents, money (records, statement, withdrawal PIN:
 * changed here when set, else set up on the withdraw screen, where the first withdrawal asks for it
 * anyway), then the account.
 */
function useEntryGroups(onChangePin: () => void): EntryGroup[] {
  const { t } = useTranslation();
  const role = useRole();
  const rewardCentre = useStatusInfo()?.whitelabel.REWCEN3 === true;
  const pin = useHasWithdrawalPin();
  const unread = useUnreadCount().inbox;
  const pinEntry: Entry =
    pin.data === true
      ? { key: 'pin', labelKey: 'account.links.withdrawalPin', icon: PinPadIcon, onClick: onChangePin, state: { text: t('account.links.pinChange') } }
      : {
          key: 'pin',
          labelKey: 'account.links.withdrawalPin',
          icon: PinPadIcon,
          to: 'withdraw',
          state: pin.data === false ? { text: t('account.links.pinSet'), todo: true } : undefined,
        };
  return [
    {
      key: 'rewards',
      labelKey: 'rewards.tabs.rewards',
      entries: [
        { key: 'bonuses', to: 'bonuses', labelKey: 'routes.bonuses', icon: GiftIcon },
        ...(rewardCentre ? [{ key: 'rewardCenter', to: 'rewardCenter' as const, labelKey: 'routes.rewardCenter' as const, icon: TrophyIcon }] : []),
        { key: 'customerTask', to: 'customerTask', labelKey: 'routes.customerTask', icon: TaskIcon },
        { key: 'vip', to: 'vip', labelKey: 'routes.vip', icon: CrownIcon },
      ],
    },
    ...(role === 'agent'
      ? [{ key: 'agent', labelKey: 'routes.agentHome' as const, entries: [{ key: 'agentHome', to: 'agentHome' as const, labelKey: 'routes.agentHome' as const, icon: AgentIcon }] }]
      : []),
    {
      key: 'money',
      labelKey: 'account.moneyLinksLabel',
      entries: [
        { key: 'gameRecord', to: 'gameRecord', labelKey: 'routes.gameRecord', icon: RecordIcon },
        { key: 'transactions', to: 'transactions', labelKey: 'routes.transactions', icon: ReceiptIcon },
        pinEntry,
      ],
    },
    {
      key: 'account',
      labelKey: 'account.linksLabel',
      entries: [
        { key: 'message', to: 'message', labelKey: 'routes.message', icon: MailIcon, badge: unread },
        { key: 'changePsw', to: 'changePsw', labelKey: 'account.links.changePassword', icon: LockIcon },
        { key: 'set', to: 'set', labelKey: 'account.links.settings', icon: SettingsIcon },
        { key: 'help', to: 'help', labelKey: 'account.links.help', icon: HelpIcon },
        { key: 'feedback', to: 'feedback', labelKey: 'routes.feedback', icon: FeedbackIcon },
      ],
    },
  ];
}

/** An entry as the element it is: a link to its screen or a button opening its sheet. */
function EntryTarget({ entry, className, children }: { entry: Entry; className: string; children: ReactNode }) {
  if (entry.to) {
    return (
      <Link to={getHref(entry.to)} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={entry.onClick} aria-haspopup="dialog">
      {children}
    </button>
  );
}

/** The new template (mem_cen 1): each group a card of rows with chevrons. */
function EntryRows({ groups }: { groups: EntryGroup[] }) {
  const { t } = useTranslation();
  return (
    <>
      {groups.map((group) => (
        <nav key={group.key} className={`member-links member-links--${group.key}`} aria-label={t(group.labelKey)}>
          <ul>
            {group.entries.map((entry) => (
              <li key={entry.key}>
                <EntryTarget entry={entry} className="member-link">
                  <span className="member-link__icon">
                    <entry.icon size="0.2rem" />
                  </span>
                  <span className="member-link__label">{t(entry.labelKey)}</span>
                  {entry.badge !== undefined ? <UnreadBadge count={entry.badge} label={t('inbox.badgeLabel', { count: entry.badge })} /> : null}
                  {entry.state ? (
                    <span className={`member-link__state${entry.state.todo ? ' member-link__state--todo' : ''}`}>{entry.state.text}</span>
                  ) : null}
                  <ChevronRightIcon size="0.16rem" className="member-link__chevron" />
                </EntryTarget>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>
  );
}

/** The classic template (mem_cen 0): every entry a tile in one grid of four columns. */
function EntryGrid({ groups }: { groups: EntryGroup[] }) {
  const { t } = useTranslation();
  return (
    <nav className="member-grid" aria-label={t('account.linksLabel')}>
      <ul>
        {groups.flatMap((group) =>
          group.entries.map((entry) => (
            <li key={entry.key}>
              <EntryTarget entry={entry} className="member-tile">
                <span className="member-tile__icon">
                  <entry.icon size="0.22rem" />
                  {entry.badge ? <UnreadBadge count={entry.badge} label={t('inbox.badgeLabel', { count: entry.badge })} /> : null}
                  {entry.state?.todo ? <span className="member-tile__dot" aria-hidden="true" /> : null}
                </span>
                <span className="member-tile__label">{t(entry.labelKey)}</span>
                {entry.state?.todo ? <span className="visually-hidden">{entry.state.text}</span> : null}
              </EntryTarget>
            </li>
          )),
        )}
      </ul>
    </nav>
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

/** /m/member/home: the member centre (profile, VIP, balance, links as the brand's template lays them out, sign out). */
export function MemberCentreScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const member = useMemberInfo();
  const rank = useRankProgress(session !== null);
  const logout = useLogout();
  const [picking, setPicking] = useState(false);
  const [changingPin, setChangingPin] = useState(false);
  const groups = useEntryGroups(() => setChangingPin(true));
  // The brand's member-centre template: the new one (mem_cen 1, rows) unless it asks for the classic grid.
  const classic = useStatusInfo()?.mobileTemplate.mem_cen === '0';
  const info = member.data;
  const name = info?.nickname || info?.account || session?.userName || '';
  const progress = rank.data;
  const label = progress?.playerRankProgress.labelName ?? info?.clubLabel?.labelName ?? null;
  const next = progress?.playerRankProgress.nextLabelName;

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
            {next ? t('vip.toNext', { done: Math.round(vipProgress(progress) * 100), next }) : t('vip.top')}
          </p>
        </div>
      </section>

      <section className="wallet-card" aria-labelledby="wallet-title">
        <h2 id="wallet-title" className="wallet-card__title">
          {t('wallet.total')}
        </h2>
        <Balance variant="card" />
        <FundsPart />
        <Link to={getHref('bonuses')} className="wallet-card__bonuses">
          <GiftIcon size="0.16rem" />
          {t('bonus.myBonuses')}
          <ChevronRightIcon size="0.14rem" />
        </Link>
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

      {classic ? <EntryGrid groups={groups} /> : <EntryRows groups={groups} />}

      <button type="button" className="btn btn--ghost btn--block member-logout" onClick={() => void logout()}>
        <LogoutIcon size="0.18rem" />
        {t('logout.action')}
      </button>

      {picking && info ? <HeadIconPicker current={info.headIcon} onClose={() => setPicking(false)} /> : null}
      {changingPin ? <WithdrawalPinSheet onClose={() => setChangingPin(false)} /> : null}
    </div>
  );
}
