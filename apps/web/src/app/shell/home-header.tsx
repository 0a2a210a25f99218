import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { getHref } from '@/shared/lib/paths';
import { useRole } from '@/shared/lib/session';
import { useUiStore } from './ui-store';
import { GiftIcon, GridIcon, MenuIcon } from '@/shared/ui/icons';
import { preloadOverlay } from './overlays';
import { logoImage } from '@/shared/ui/artwork';
import { InGameMoney } from '@/shared/ui/in-game-money';

// The signed-in header (avatar, name, VIP, balance) is its own chunk: visitors, the most common first
// paint, never download it, and it brings the wallet and member calls with it.
const HeaderAccount = lazy(() => import('@/features/member/header-account').then((m) => ({ default: m.HeaderAccount })));

/** Holds the place of the signed-in header while its chunk loads, so the header does not jump. */
function HeaderAccountPlaceholder() {
  return <div className="header-account header-account--placeholder" aria-hidden="true" />;
}

export function HomeHeader() {
  const { t } = useTranslation();
  const info = useStatusInfo();
  const role = useRole();
  const overlay = useUiStore((s) => s.overlay);
  const toggle = useUiStore((s) => s.toggle);
  const brand = info?.brand.name ?? '';

  return (
    <>
      <header className={`home-header${role === 'visitor' ? '' : ' home-header--account'}`}>
        <button
          type="button"
          className="icon-button"
          aria-label={t('header.openSideMenu')}
          aria-expanded={overlay === 'sideMenu'}
          aria-controls="side-menu"
          onPointerEnter={() => preloadOverlay('sideMenu')}
          onFocus={() => preloadOverlay('sideMenu')}
          onClick={() => toggle('sideMenu')}
        >
          <MenuIcon />
        </button>
        <Link to={getHref('home')} className="home-header__logo" aria-label={t('header.homeLink', { brand })}>
          {info?.brand.logoUrl ? (
            <img {...logoImage(info.brand.logoUrl, 32)} alt="" width={120} height={32} decoding="async" />
          ) : (
            <span className="home-header__brand">{brand}</span>
          )}
        </Link>
        <div className="home-header__actions">
          {role !== 'visitor' ? (
            <Suspense fallback={<HeaderAccountPlaceholder />}>
              <HeaderAccount />
            </Suspense>
          ) : null}
          {role === 'visitor' ? (
            <>
              <Link to={getHref('login')} className="btn btn--ghost btn--sm">
                {t('header.login')}
              </Link>
              <Link to={getHref('register')} className="btn btn--primary btn--sm">
                <GiftIcon size="0.16rem" />
                {t('header.register')}
              </Link>
            </>
          ) : null}
          <button
            type="button"
            className="icon-button home-header__menu"
            aria-label={t('header.openQuickMenu')}
            aria-expanded={overlay === 'dropDown'}
            aria-controls="quick-menu"
            onPointerEnter={() => preloadOverlay('dropDown')}
            onFocus={() => preloadOverlay('dropDown')}
            onClick={() => toggle('dropDown')}
          >
            <GridIcon />
          </button>
        </div>
      </header>
      {/* money in a transfer-wallet game, with its Bring it back button (nothing while none is) */}
      {role !== 'visitor' ? <InGameMoney variant="bar" /> : null}
    </>
  );
}
