import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRef } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { getHref, isHomePath, PATHS, type PathName } from '@/shared/lib/paths';
import { DOWNLOAD_BONUS } from '@lobby/contract/rules';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useUnreadCount } from '@/shared/api/inbox/use-unread-count';
import { useAmbientLoop } from '@/shared/hooks/use-ambient-loop';
import { useCanOfferDownload } from '@/shared/hooks/use-can-offer-download';
import { useDownloadStore } from '@/shared/stores/download-store';
import { useReferralShown } from './use-referral-shown';
import { useUiStore } from './ui-store';
import { UnreadBadge } from '@/shared/ui/unread-badge';
import { DepositIcon, DownloadIcon, HomeIcon, InviteIcon, MemberIcon, PromotionIcon, type IconProps } from '@/shared/ui/icons';
import type { I18nKey } from '@/shared/i18n/keys';

interface TabLink {
  to: PathName;
  labelKey: I18nKey;
  icon: ComponentType<IconProps>;
  isActive: (pathname: string) => boolean;
  /** the raised coin in the middle of the bar */
  featured?: boolean;
  /** the animated deposit badge: the merchant's first-deposit bonus (+120%) */
  badge?: boolean;
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
  badge: true,
};
/** In the app-download variant the centre belongs to the download; Deposit keeps its badge, level with the rest. */
const DEPOSIT_LEVEL: TabLink = { ...DEPOSIT, featured: false };
const MEMBER: TabLink = {
  to: 'memberHome',
  labelKey: 'nav.member',
  icon: MemberIcon,
  isActive: at('memberHome'),
};

function Tab({ tab, pathname, unread = 0 }: { tab: TabLink; pathname: string; unread?: number }) {
  const { t } = useTranslation();
  // The figure of the merchant's bonus rule (the one the deposit pays), not a figure of the app's own.
  const percent = useStatusInfo()?.depositBonusPercent ?? null;
  const badge = tab.badge && percent !== null;
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
          {badge ? <TabBadge>{t('nav.depositBadge', { percent })}</TabBadge> : null}
          <UnreadBadge count={unread} className="unread-badge--corner" />
        </span>
        <span className="tab__label">{t(tab.labelKey)}</span>
        {badge ? <span className="visually-hidden">{t('nav.depositBadgeLabel', { percent })}</span> : null}
        {unread > 0 ? <span className="visually-hidden">{t('inbox.badgeLabel', { count: unread })}</span> : null}
      </Link>
    </li>
  );
}

/** The variant's centre slot: opens the download popup; its badge is the bonus in the merchant's currency (₱58). */
function DownloadTab({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const openPopup = useDownloadStore((s) => s.openPopup);
  const bonus = `${symbol}${DOWNLOAD_BONUS}`;
  return (
    <li>
      <button type="button" className="tab tab--featured tab--download" onClick={openPopup} aria-haspopup="dialog">
        <span className="tab__icon">
          <DownloadIcon size="0.24rem" />
          <TabBadge bonus>{bonus}</TabBadge>
        </span>
        <span className="tab__label">{t('nav.app')}</span>
        <span className="visually-hidden">{t('download.title', { bonus })}</span>
      </button>
    </li>
  );
}

/**
 * Home, Promotion, Deposit (raised, with its bonus badge), Invite when the referral is shown, and Mine. With the
 * merchant's APPDLNAV3 flag, and where a download is offered (a browser, not the app or an installed web app),
 * the centre is the app download instead: Home, Promotion, App, Deposit, Mine; Invite stays in the side menu.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const open = useUiStore((s) => s.open);
  const unread = useUnreadCount().total;
  const showInvite = useReferralShown();
  const info = useStatusInfo();
  const canDownload = useCanOfferDownload();
  if (info?.whitelabel.APPDLNAV3 && canDownload) {
    return (
      <nav className="bottom-bar" aria-label={t('nav.label')}>
        <ul className="bottom-bar__list">
          <Tab tab={HOME} pathname={pathname} />
          <Tab tab={PROMOTION} pathname={pathname} />
          <DownloadTab symbol={info.currency.symbol} />
          <Tab tab={DEPOSIT_LEVEL} pathname={pathname} />
          <Tab tab={MEMBER} pathname={pathname} unread={unread} />
        </ul>
      </nav>
    );
  }
  return (
    <nav className="bottom-bar" aria-label={t('nav.label')}>
      <ul className="bottom-bar__list">
        <Tab tab={HOME} pathname={pathname} />
        <Tab tab={PROMOTION} pathname={pathname} />
        <Tab tab={DEPOSIT} pathname={pathname} />
        {showInvite ? (
          <li>
            {/* Invite opens the referral sheet rather than a page. */}
            <button type="button" className="tab" onClick={() => open('referral')} aria-haspopup="dialog">
              <span className="tab__icon">
                <InviteIcon size="0.24rem" />
              </span>
              <span className="tab__label">{t('nav.invite')}</span>
            </button>
          </li>
        ) : null}
        <Tab tab={MEMBER} pathname={pathname} unread={unread} />
      </ul>
    </nav>
  );
}

const BOB: Keyframe[] = [
  { transform: 'translate(0.06rem, 0) scale(1)' },
  { transform: 'translate(0.06rem, -0.03rem) scale(1.06)' },
  { transform: 'translate(0.06rem, 0) scale(1)' },
];
const BOB_TIMING = { duration: 1600 };

/** A tab's bobbing badge (the deposit offer, the app's bonus). */
function TabBadge({ bonus, children }: { bonus?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useAmbientLoop(ref, BOB, BOB_TIMING);
  return (
    <span ref={ref} className={bonus ? 'tab__badge tab__badge--bonus' : 'tab__badge'} aria-hidden="true">
      {children}
    </span>
  );
}
