import { useState, type ComponentType } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { getHref, type PathName } from '@/shared/lib/paths';
import { useRole } from '@/shared/lib/session';
import type { I18nKey } from '@/shared/i18n/keys';
import {
  GiftIcon,
  HelpIcon,
  NoticeIcon,
  PlayIcon,
  PromotionIcon,
  SettingsIcon,
  type IconProps,
} from '@/shared/ui/icons';
import './home-screen.css';

const QUICK_LINKS: { to: PathName; labelKey: I18nKey; icon: ComponentType<IconProps> }[] = [
  { to: 'activity', labelKey: 'home.quick.promotion', icon: PromotionIcon },
  { to: 'notice', labelKey: 'home.quick.notice', icon: NoticeIcon },
  { to: 'help', labelKey: 'home.quick.help', icon: HelpIcon },
  { to: 'set', labelKey: 'home.quick.settings', icon: SettingsIcon },
];

/**
 * Home for now: the brand welcome and real shortcuts. The lobby issue fills the area below with banners,
 * ticker, jackpot and game sections; nothing here pretends to be that content.
 */
export function HomeScreen() {
  const { t } = useTranslation();
  const info = useStatusInfo();
  const role = useRole();
  const navigate = useNavigate();
  const [trialPending, setTrialPending] = useState(false);
  const brand = info?.brand.name ?? '';

  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <svg className="home-hero__art" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
          <defs>
            <linearGradient id="home-hero-star" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#ffe08a" />
              <stop offset="1" stopColor="#e19a1f" />
            </linearGradient>
          </defs>
          <path
            d="M60 8l15.3 31 34.2 5-24.7 24.1 5.8 34L60 86 29.4 102.1l5.8-34L10.5 44l34.2-5z"
            fill="url(#home-hero-star)"
            fillOpacity="0.1"
            stroke="url(#home-hero-star)"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
          <path
            d="M60 30l8.6 17.4 19.2 2.8-13.9 13.5 3.3 19.1L60 73.8 42.8 82.8l3.3-19.1-13.9-13.5 19.2-2.8z"
            fill="none"
            stroke="url(#home-hero-star)"
            strokeWidth="1.5"
            strokeLinejoin="round"
            opacity="0.6"
          />
        </svg>
        <p className="home-hero__eyebrow">{t('home.eyebrow')}</p>
        <h1 id="home-title" className="home-hero__title">
          {t('home.welcome', { brand })}
        </h1>
        <p className="home-hero__text">{t('home.tagline')}</p>
        {role === 'visitor' ? (
          <div className="home-hero__actions">
            <Link to={getHref('register')} className="btn btn--primary">
              <GiftIcon size="0.18rem" />
              {t('home.joinNow')}
            </Link>
            <Link to={getHref('login')} className="btn btn--ghost home-hero__login">
              {t('header.login')}
            </Link>
            <button
              type="button"
              className="btn btn--ghost home-hero__login"
              onClick={() => {
                setTrialPending(true);
                // Loaded on tap: most visitors never start a trial, so home does not carry its code.
                void import('@/shared/api/session/start-trial')
                  .then((m) => m.tryForFree(navigate))
                  .finally(() => setTrialPending(false));
              }}
              disabled={trialPending}
            >
              <PlayIcon size="0.18rem" />
              {t('trial.tryFree')}
            </button>
          </div>
        ) : null}
      </section>

      <nav className="home-quick" aria-label={t('home.quick.label')}>
        <ul className="home-quick__list">
          {QUICK_LINKS.map(({ to, labelKey, icon: Icon }) => (
            <li key={to}>
              <Link to={getHref(to)} className="home-quick__item">
                <span className="home-quick__icon">
                  <Icon size="0.22rem" />
                </span>
                <span className="home-quick__label">{t(labelKey)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {/* Lobby content (banners, notice ticker, jackpot, game sections) mounts here. */}
      <div className="home-lobby" id="home-lobby" />
    </div>
  );
}
