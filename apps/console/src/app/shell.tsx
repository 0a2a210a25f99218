import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { MerchantProvider, useMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { applyTheme, resolvedTheme, storedTheme } from '@/shared/lib/theme';
import type { ThemeChoice } from '@/shared/lib/theme';
import { Icon } from '@/shared/ui/icons';
import { Loading } from '@/shared/ui/states';
import { Toaster } from '@/shared/ui/toast';
import { NAVIGATION } from './navigation';

/** Signed in: side navigation, top bar and the screen; signed out: the login screen. */
export function Shell() {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'signedOut') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search, expired: state.expired }} />;
  }
  // A password someone else set, or no second factor yet: those steps first (the server allows only /ops/auth/* until then).
  if (state.steps.passwordChangeRequired || state.steps.totpSetupRequired) {
    return <Navigate to="/login" replace state={{ setup: true, from: location.pathname + location.search }} />;
  }
  return (
    <MerchantProvider>
      <Layout />
    </MerchantProvider>
  );
}

function Layout() {
  const { t } = useTranslation();
  const { can } = useSession();
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem('console.nav') === 'collapsed';
    } catch {
      return false;
    }
  });
  const toggle = () =>
    setCollapsed((c) => {
      try {
        localStorage.setItem('console.nav', c ? 'open' : 'collapsed');
      } catch {
        // storage unavailable
      }
      return !c;
    });

  return (
    <div className={collapsed ? 'layout nav-collapsed' : 'layout'}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <aside className="sidenav">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true">
            L
          </span>
          <span className="brand-name">{t('app.name')}</span>
        </div>
        <nav aria-label={t('nav.label')}>
          <ul>
            {NAVIGATION.filter((entry) => can(entry.permission)).map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to} end={entry.to === '/'} className="nav-link" title={t(entry.label)}>
                  <Icon name={entry.icon} size={20} />
                  <span className="nav-text">{t(entry.label)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className="nav-toggle" onClick={toggle} aria-label={collapsed ? t('nav.expand') : t('nav.collapse')} aria-expanded={!collapsed}>
          <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
        </button>
      </aside>
      <div className="main-col">
        <TopBar />
        <main id="main" className="content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Toaster />
    </div>
  );
}

function TopBar() {
  const { t } = useTranslation();
  const { state, signOut } = useSession();
  const { selected, select, merchants } = useMerchant();
  const [theme, setTheme] = useState<ThemeChoice>(storedTheme);
  const dark = resolvedTheme(theme) === 'dark';

  // Following the system: repaint when it changes.
  useEffect(() => {
    if (theme !== 'system' || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyTheme('system');
    media.addEventListener?.('change', onChange);
    return () => media.removeEventListener?.('change', onChange);
  }, [theme]);

  const toggleTheme = () => {
    const next: ThemeChoice = dark ? 'light' : 'dark';
    applyTheme(next);
    setTheme(next);
  };

  if (state.status !== 'signedIn') return null;
  const { operator } = state;
  return (
    <header className="topbar">
      <label className="merchant-switch">
        <span className="sr-only">{t('top.merchant')}</span>
        <Icon name="brands" size={16} />
        <select value={selected} onChange={(e) => select(e.target.value)} aria-label={t('top.merchant')}>
          <option value="">{t('top.allMerchants')}</option>
          {merchants.map((m) => (
            <option key={m.code} value={m.code}>
              {m.code}
              {m.name && m.name !== m.code ? ` · ${m.name}` : ''}
            </option>
          ))}
        </select>
      </label>
      <div className="topbar-right">
        <button type="button" className="icon-btn" onClick={toggleTheme} aria-label={dark ? t('top.lightTheme') : t('top.darkTheme')} title={dark ? t('top.lightTheme') : t('top.darkTheme')}>
          <Icon name={dark ? 'sun' : 'moon'} />
        </button>
        <NavLink to="/account" className="operator" title={t('top.account')}>
          <span className="avatar" aria-hidden="true">
            {(operator.displayName || operator.username).slice(0, 1).toUpperCase()}
          </span>
          <span className="operator-text">
            <strong>{operator.displayName || operator.username}</strong>
            <small>{t(`roles.${operator.role}`)}</small>
          </span>
          <span className="sr-only">{t('top.account')}</span>
        </NavLink>
        <button type="button" className="btn btn-ghost" onClick={() => void signOut()} aria-label={t('top.signOut')}>
          <Icon name="logout" size={16} />
          <span className="hide-narrow">{t('top.signOut')}</span>
        </button>
      </div>
    </header>
  );
}
