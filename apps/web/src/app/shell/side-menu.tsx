import type { ComponentType, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SocialKey } from '@lobby/contract';
import { LanguageAccordion } from '@/features/settings/language-accordion';
import { ThemeSwitch } from '@/features/settings/theme-switch';
import { useGameCategories } from '@/shared/api/games/get-vendor-data';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useLaunchChat } from './api/use-launch-chat';
import { useLogout } from '@/shared/api/session/logout';
import { useCanOfferDownload } from '@/shared/hooks/use-can-offer-download';
import { CATEGORY_ROUTES } from '@/shared/lib/game-categories';
import { chooseLobbyCategory, lobbyCategoryState } from '@/shared/lib/lobby-navigation';
import { getHref, isHomePath, PATHS } from '@/shared/lib/paths';
import { useRole } from '@/shared/lib/session';
import type { GameCategory } from '@/shared/stores/game-category-store';
import { useDownloadStore } from '@/shared/stores/download-store';
import { useReferralShown } from './use-referral-shown';
import { useUiStore } from './ui-store';
import {
  BingoIcon,
  ChatIcon,
  ChevronRightIcon,
  CrownIcon,
  CloseIcon,
  DownloadIcon,
  FacebookIcon,
  FeedbackIcon,
  GamepadIcon,
  InviteIcon,
  LiveCasinoIcon,
  LogoutIcon,
  PromotionIcon,
  SettingsIcon,
  TelegramIcon,
  TrophyIcon,
  type IconProps,
} from '@/shared/ui/icons';
import { Sheet } from '@/shared/ui/sheet';
import './side-menu.css';
import { logoImage } from '@/shared/ui/artwork';

/** Vendors with their own shortcut tile (JILI, FC, PGE); the tile art is a styled monogram. */
const VENDOR_SHORTCUTS = [
  { vassalage: 'JILI', monogram: 'JILI', tone: 'jili' },
  { vassalage: 'FC', monogram: 'FC', tone: 'fc' },
  { vassalage: 'PGE', monogram: 'PG', tone: 'pge' },
] as const;

const SOCIAL_ICONS: Partial<Record<SocialKey, ComponentType<IconProps>>> = {
  TELEGRAM: TelegramIcon,
  TELEGRAM2: TelegramIcon,
  FACEBOOK: FacebookIcon,
  FACEBOOK2: FacebookIcon,
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `side-menu-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="side-menu__section" aria-labelledby={id}>
      <h2 id={id} className="side-menu__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({
  icon: Icon,
  label,
  to,
  href,
  onClick,
}: {
  icon: ComponentType<IconProps>;
  label: string;
  to?: string;
  href?: string;
  onClick?: () => void;
}) {
  const content = (
    <>
      <span className="side-menu__row-icon">
        <Icon size="0.2rem" />
      </span>
      <span className="side-menu__row-label">{label}</span>
      <ChevronRightIcon className="side-menu__row-chevron" size="0.16rem" />
    </>
  );
  if (to) {
    return (
      <Link to={to} className="side-menu__row">
        {content}
      </Link>
    );
  }
  if (href) {
    return (
      <a href={href} className="side-menu__row" target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    );
  }
  return (
    <button type="button" className="side-menu__row" onClick={onClick}>
      {content}
    </button>
  );
}

export function SideMenu() {
  const { t } = useTranslation();
  const info = useStatusInfo();
  const close = useUiStore((s) => s.closeAll);
  const openOverlay = useUiStore((s) => s.open);
  const showInvite = useReferralShown();
  const categories = useGameCategories();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const launchChat = useLaunchChat();
  const role = useRole();
  const logout = useLogout();

  const showDownload = useCanOfferDownload();
  const socials = (info?.socialLinks ?? []).filter((s) => SOCIAL_ICONS[s.key] && s.url);

  // A category closes the menu, goes home when elsewhere, and selects the category (home applies a
  // category carried in the navigation state after its own going-home reset).
  function chooseCategory(category: GameCategory['gameType']) {
    const book = category === 'SPORTS' || category === 'ESPORTS' ? CATEGORY_ROUTES[category] : null;
    // sports and e-sports are the brand's own book, a page of its own rather than a lobby tab
    if (book) void navigate(getHref(book.name, book.query));
    else {
      chooseLobbyCategory(category);
      if (!isHomePath(pathname)) void navigate(PATHS.home, { state: lobbyCategoryState(category) });
    }
    close();
  }

  return (
    <Sheet id="side-menu" className="side-menu" onClose={close} aria-label={t('sideMenu.title')}>
      <div className="side-menu__top">
        {info?.brand.logoUrl ? (
          <img className="side-menu__logo" {...logoImage(info.brand.logoUrl, 32)} alt={info.brand.name} width={120} height={32} />
        ) : (
          <span className="side-menu__brand">{info?.brand.name}</span>
        )}
        <button
          type="button"
          className="icon-button"
          onClick={close}
          aria-label={t('sideMenu.close')}
          data-autofocus
        >
          <CloseIcon />
        </button>
      </div>

      <div className="side-menu__scroll">
        <ul className="shortcuts" aria-label={t('sideMenu.shortcuts')}>
          {VENDOR_SHORTCUTS.map((v) => (
            <li key={v.vassalage}>
              <Link to={getHref('provider', { vassalage: v.vassalage })} className="shortcut">
                <span className={`shortcut__art shortcut__art--${v.tone}`} aria-hidden="true">
                  {v.monogram}
                </span>
                <span className="shortcut__label">{t(`sideMenu.vendors.${v.vassalage}`)}</span>
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className="shortcut" onClick={() => chooseCategory('BINGO')}>
              <span className="shortcut__art shortcut__art--bingo" aria-hidden="true">
                <BingoIcon size="0.22rem" />
              </span>
              <span className="shortcut__label">{t('sideMenu.bingo')}</span>
            </button>
          </li>
          <li>
            <Link to={getHref('liveHosts')} className="shortcut">
              <span className="shortcut__art shortcut__art--live" aria-hidden="true">
                <LiveCasinoIcon size="0.22rem" />
              </span>
              <span className="shortcut__label">{t('sideMenu.liveHosts')}</span>
            </Link>
          </li>
          <li>
            <Link to={getHref('tournaments')} className="shortcut">
              <span className="shortcut__art shortcut__art--tournament" aria-hidden="true">
                <CrownIcon size="0.22rem" />
              </span>
              <span className="shortcut__label">{t('sideMenu.tournaments')}</span>
            </Link>
          </li>
          {info?.whitelabel.REWCEN3 ? (
            <li>
              <Link to={getHref('rewardCenter')} className="shortcut">
                <span className="shortcut__art shortcut__art--reward" aria-hidden="true">
                  <TrophyIcon size="0.22rem" />
                </span>
                <span className="shortcut__label">{t('sideMenu.rewardCenter')}</span>
              </Link>
            </li>
          ) : null}
          {showInvite ? (
            <li>
              {/* The same sheet as the bottom bar's Invite (it replaces the menu). */}
              <button type="button" className="shortcut" aria-haspopup="dialog" onClick={() => openOverlay('referral')}>
                <span className="shortcut__art shortcut__art--invite" aria-hidden="true">
                  <InviteIcon size="0.22rem" />
                </span>
                <span className="shortcut__label">{t('sideMenu.invite')}</span>
              </button>
            </li>
          ) : null}
          {showDownload ? (
            <li>
              {/* The download popup (its "More details" leads on to /m/download). */}
              <button
                type="button"
                className="shortcut"
                aria-haspopup="dialog"
                onClick={() => {
                  close();
                  useDownloadStore.getState().openPopup();
                }}
              >
                <span className="shortcut__art shortcut__art--download" aria-hidden="true">
                  <DownloadIcon size="0.22rem" />
                </span>
                <span className="shortcut__label">{t('sideMenu.download')}</span>
              </button>
            </li>
          ) : null}
        </ul>

        {categories.length > 0 ? (
          <Section title={t('sideMenu.games')}>
            <ul className="side-menu__list">
              {categories.map((c) => (
                <li key={c.gameType}>
                  <button type="button" className="side-menu__row" onClick={() => chooseCategory(c.gameType)}>
                    <span className="side-menu__row-icon">
                      {c.iconUrl ? <img src={c.iconUrl} alt="" width={20} height={20} /> : <GamepadIcon size="0.2rem" />}
                    </span>
                    <span className="side-menu__row-label">{c.name}</span>
                    <ChevronRightIcon className="side-menu__row-chevron" size="0.16rem" />
                  </button>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        <Section title={t('sideMenu.others')}>
          <ul className="side-menu__list">
            <li>
              <Row icon={PromotionIcon} label={t('sideMenu.promotion')} to={getHref('activity')} />
            </li>
            {info?.whitelabel.CBS3 ? (
              <li>
                <Row icon={ChatIcon} label={t('sideMenu.liveChat')} onClick={launchChat} />
              </li>
            ) : null}
            <li>
              <Row icon={SettingsIcon} label={t('sideMenu.settings')} to={getHref('set')} />
            </li>
            <li>
              <Row icon={FeedbackIcon} label={t('routes.feedback')} to={getHref('feedback')} />
            </li>
          </ul>
        </Section>

        {socials.length > 0 ? (
          <Section title={t('sideMenu.social')}>
            <ul className="side-menu__list">
              {socials.map((s) => (
                <li key={s.key}>
                  <Row icon={SOCIAL_ICONS[s.key] ?? InviteIcon} label={s.labelNameEn} href={s.url} />
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        <Section title={t('sideMenu.preferences')}>
          <div className="side-menu__card">
            <LanguageAccordion />
            <ThemeSwitch />
          </div>
        </Section>

        {role !== 'visitor' ? (
          <button type="button" className="side-menu__logout" onClick={() => void logout()}>
            <LogoutIcon size="0.2rem" />
            {t('logout.action')}
          </button>
        ) : null}
      </div>
    </Sheet>
  );
}
