import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import { getHref, isHomePath, PATHS, type PathName } from '@/shared/lib/paths';
import { useUnreadCount } from '@/shared/api/inbox/use-unread-count';
import { useUiStore } from './ui-store';
import { UnreadBadge } from '@/shared/ui/unread-badge';
import { DepositIcon, HomeIcon, InviteIcon, MemberIcon, PromotionIcon, type IconProps } from '@/shared/ui/icons';
import type { I18nKey } from '@/shared/i18n/keys';

interface TabLink {
  to: PathName;
  labelKey: I18nKey;
  icon: ComponentType<IconProps>;
  isActive: (pathname: string) => boolean;
  featured?: boolean;
}

const at = (name: PathName) => (pathname: string) => pathname === PATHS[name];

const HOME: TabLink = { to: 'home', labelKey: 'nav.home', icon: HomeIcon, isActive: isHomePath };
const PROMOTION: TabLink = {
  to: 'activity',
  labelKey: 'nav.promotion',
  icon: PromotionIcon,
  isActive: at('activity'),
};
const DEPOSIT: TabLink = {
  to: 'voucherCenter',
  labelKey: 'nav.deposit',
  icon: DepositIcon,
  isActive: at('voucherCenter'),
  featured: true,
};
const MEMBER: TabLink = {
  to: 'memberHome',
  labelKey: 'nav.member',
  icon: MemberIcon,
  isActive: at('memberHome'),
};

function Tab({ tab, pathname, unread = 0 }: { tab: TabLink; pathname: string; unread?: number }) {
  const { t } = useTranslation();
  const active = tab.isActive(pathname);
  const Icon = tab.icon;
  return (
    <li>
      <Link
        to={getHref(tab.to)}
        className={`tab${active ? ' tab--active' : ''}${tab.featured ? ' tab--featured' : ''}`}
        aria-current={active ? 'page' : undefined}
      >
        <span className="tab__icon">
          <Icon size="0.24rem" />
          {tab.featured ? (
            <span className="tab__badge" aria-hidden="true">
              {t('nav.depositBadge')}
            </span>
          ) : null}
          <UnreadBadge count={unread} className="unread-badge--corner" />
        </span>
        <span className="tab__label">{t(tab.labelKey)}</span>
        {tab.featured ? <span className="visually-hidden">{t('nav.depositBadgeLabel')}</span> : null}
        {unread > 0 ? <span className="visually-hidden">{t('inbox.badgeLabel', { count: unread })}</span> : null}
      </Link>
    </li>
  );
}

export function BottomBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const open = useUiStore((s) => s.open);
  const unread = useUnreadCount().total;
  return (
    <nav className="bottom-bar" aria-label={t('nav.label')}>
      <ul className="bottom-bar__list">
        <Tab tab={HOME} pathname={pathname} />
        <Tab tab={PROMOTION} pathname={pathname} />
        <Tab tab={DEPOSIT} pathname={pathname} />
        <li>
          {/* Invite opens the referral dialog rather than a page. */}
          <button type="button" className="tab" onClick={() => open('referral')} aria-haspopup="dialog">
            <span className="tab__icon">
              <InviteIcon size="0.24rem" />
            </span>
            <span className="tab__label">{t('nav.invite')}</span>
          </button>
        </li>
        <Tab tab={MEMBER} pathname={pathname} unread={unread} />
      </ul>
    </nav>
  );
}
