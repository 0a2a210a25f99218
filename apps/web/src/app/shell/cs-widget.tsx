import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { StatusInfo } from '@lobby/contract';
import { decryptPath, type SocialKey } from '@lobby/contract/rules';
import { useLaunchChat } from './api/use-launch-chat';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useDialogBehaviour } from '@/shared/hooks/use-dialog-behaviour';
import { useUnreadCount } from '@/shared/api/inbox/use-unread-count';
import { isHomePath, PATHS } from '@/shared/lib/paths';
import { useRole } from '@/shared/lib/session';
import {
  ChatIcon,
  ChevronRightIcon,
  CloseIcon,
  FacebookIcon,
  HeadsetIcon,
  MailIcon,
  TelegramIcon,
  WhatsAppIcon,
  type IconProps,
} from '@/shared/ui/icons';
import { UnreadBadge } from '@/shared/ui/unread-badge';
import './cs-widget.css';

/** The pages a player lands on and browses offers from: where a casino keeps its help button. */
export function showsCsWidget(pathname: string): boolean {
  return isHomePath(pathname) || pathname === PATHS.activity;
}

export type SocialGroup = 'telegram' | 'facebook' | 'whatsapp';

const GROUP_KEYS: Record<SocialGroup, readonly SocialKey[]> = {
  telegram: ['TELEGRAM', 'TELEGRAM2'],
  facebook: ['FACEBOOK', 'FACEBOOK2'],
  whatsapp: ['WHATSAPP'],
};
const GROUP_ICONS: Record<SocialGroup, ComponentType<IconProps>> = {
  telegram: TelegramIcon,
  facebook: FacebookIcon,
  whatsapp: WhatsAppIcon,
};
const GROUPS = Object.keys(GROUP_KEYS) as SocialGroup[];

export interface CsLink {
  title: string;
  url: string;
}

/** Only web, mail and phone links leave the app; anything else in a decrypted path is broken data. */
export function isContactUrl(url: string): boolean {
  try {
    return ['https:', 'http:', 'mailto:', 'tel:'].includes(new URL(url, window.location.href).protocol);
  } catch {
    return false;
  }
}

/** Every customer-service link, decrypted (the key is the last 8 characters); broken ones are left out. */
export function useCustomerServiceLinks(info: StatusInfo | undefined): CsLink[] {
  const items = info?.customerService;
  const [links, setLinks] = useState<CsLink[]>([]);
  useEffect(() => {
    let cancelled = false;
    if (!items?.length) {
      setLinks([]);
      return;
    }
    void Promise.all(
      items.map((item) =>
        decryptPath(item.path).then(
          (url) => (isContactUrl(url) ? { title: item.title, url } : null),
          (error: unknown) => {
            console.error('customer-service link could not be decrypted', error);
            return null;
          },
        ),
      ),
    ).then((all) => {
      if (!cancelled) setLinks(all.filter((l): l is CsLink => l !== null));
    });
    return () => {
      cancelled = true;
    };
  }, [items]);
  return links;
}

function linkIcon(url: string): ComponentType<IconProps> {
  if (url.startsWith('mailto:')) return MailIcon;
  if (/^https?:\/\/(t\.me|telegram\.me)\//.test(url)) return TelegramIcon;
  if (/^https?:\/\/(wa\.me|api\.whatsapp\.com)\//.test(url)) return WhatsAppIcon;
  if (/^https?:\/\/([\w-]+\.)?(facebook\.com|m\.me)\//.test(url)) return FacebookIcon;
  return ChatIcon;
}

function Panel({ info, onClose }: { info: StatusInfo | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const role = useRole();
  const chatUnread = useUnreadCount().chat;
  const launchChat = useLaunchChat();
  const links = useCustomerServiceLinks(info);
  const [openGroups, setOpenGroups] = useState<Record<SocialGroup, boolean>>({
    telegram: false,
    facebook: false,
    whatsapp: false,
  });
  const ref = useDialogBehaviour<HTMLDivElement>(onClose);
  const chatOn = info?.whitelabel.CBS3 === true;
  const groups = GROUPS.map((g) => ({
    group: g,
    links: (info?.socialLinks ?? []).filter((s) => GROUP_KEYS[g].includes(s.key) && isContactUrl(s.url)),
  })).filter((g) => g.links.length > 0);

  return (
    <div
      ref={ref}
      className="cs-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="cs-panel-title"
      tabIndex={-1}
    >
      <div className="cs-panel__head">
        <span className="cs-panel__avatar" aria-hidden="true">
          <HeadsetIcon size="0.22rem" />
        </span>
        <div className="cs-panel__heading">
          <h2 id="cs-panel-title" className="cs-panel__title">
            {t('chat.widget.heading')}
          </h2>
          <p className="cs-panel__subtitle">{t('chat.widget.subtitle')}</p>
        </div>
        <button type="button" className="cs-panel__close" onClick={onClose} aria-label={t('chat.widget.close')}>
          <CloseIcon size="0.18rem" />
        </button>
      </div>

      {chatOn ? (
        <button type="button" className="cs-live" onClick={launchChat} data-autofocus>
          <span className="cs-live__icon" aria-hidden="true">
            <ChatIcon size="0.22rem" />
          </span>
          <span className="cs-live__text">
            <span className="cs-live__title">{t('chat.widget.liveChat')}</span>
            <span className="cs-live__hint">
              {role === 'visitor' ? t('chat.widget.liveChatLogin') : t('chat.widget.liveChatHint')}
            </span>
          </span>
          {chatUnread > 0 ? (
            <span className="cs-live__new">{t('chat.widget.newReplies', { count: chatUnread })}</span>
          ) : (
            <ChevronRightIcon size="0.16rem" />
          )}
        </button>
      ) : null}

      {links.length > 0 ? (
        <section className="cs-section" aria-labelledby="cs-contacts">
          <h3 id="cs-contacts" className="cs-section__title">
            {t('chat.widget.contacts')}
          </h3>
          <ul className="cs-links">
            {links.map((l) => {
              const Icon = linkIcon(l.url);
              return (
                <li key={`${l.title}-${l.url}`}>
                  <a className="cs-link" href={l.url} target="_blank" rel="noopener noreferrer">
                    <span className="cs-link__icon" aria-hidden="true">
                      <Icon size="0.18rem" />
                    </span>
                    <span className="cs-link__title">{l.title}</span>
                    <ChevronRightIcon className="cs-link__chevron" size="0.14rem" />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {groups.length > 0 ? (
        <section className="cs-section" aria-labelledby="cs-community">
          <h3 id="cs-community" className="cs-section__title">
            {t('chat.widget.community')}
          </h3>
          <div className="cs-chips">
            {groups.map(({ group }) => {
              const Icon = GROUP_ICONS[group];
              const open = openGroups[group];
              return (
                <button
                  key={group}
                  type="button"
                  className={`cs-chip cs-chip--${group}${open ? ' cs-chip--open' : ''}`}
                  aria-expanded={open}
                  aria-controls={`cs-popup-${group}`}
                  onClick={() => setOpenGroups((s) => ({ ...s, [group]: !s[group] }))}
                >
                  <Icon size="0.18rem" />
                  {t(`chat.widget.${group}`)}
                </button>
              );
            })}
          </div>
          {groups.map(({ group, links: groupLinks }) => {
            if (!openGroups[group]) return null;
            const Icon = GROUP_ICONS[group];
            const name = t(`chat.widget.${group}`);
            return (
              <div
                key={group}
                id={`cs-popup-${group}`}
                className={`cs-popup cs-popup--${group}`}
                role="region"
                aria-label={t('chat.widget.groups', { name })}
              >
                <ul className="cs-popup__list">
                  {groupLinks.map((s) => (
                    <li key={s.key} className="cs-popup__item">
                      <span className="cs-popup__icon" aria-hidden="true">
                        <Icon size="0.2rem" />
                      </span>
                      <span className="cs-popup__label">
                        {s.labelNameEn}
                        <span className="cs-popup__address">{s.url.replace(/^https?:\/\/(www\.)?/, '')}</span>
                      </span>
                      <a className="cs-popup__join" href={s.url} target="_blank" rel="noopener noreferrer">
                        {t('chat.widget.join')}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </section>
      ) : null}
    </div>
  );
}

/**
 * The floating customer-service button of home and promotions: live chat (CBS3), the merchant's
 * customer-service links and its Telegram, Facebook and WhatsApp groups, each group pop-up toggling on its own.
 */
export function CsWidget() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const info = useStatusInfo();
  const [open, setOpen] = useState(false);
  const chatUnread = useUnreadCount().chat;

  // Leaving the page closes the panel.
  useEffect(() => setOpen(false), [pathname]);

  if (!showsCsWidget(pathname) || !info) return null;
  const hasContent = info.whitelabel.CBS3 || info.customerService.length > 0 || info.socialLinks.length > 0;
  if (!hasContent) return null;

  return (
    <div className="cs-widget">
      {open ? <div className="cs-widget__scrim" aria-hidden="true" onClick={() => setOpen(false)} /> : null}
      {open ? <Panel info={info} onClose={() => setOpen(false)} /> : null}
      <button
        type="button"
        className={`cs-fab${open ? ' cs-fab--open' : ''}`}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label={
          chatUnread > 0
            ? `${t('chat.widget.open')}, ${t('chat.widget.unreadLabel', { count: chatUnread })}`
            : t('chat.widget.open')
        }
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <CloseIcon size="0.22rem" /> : <HeadsetIcon size="0.26rem" />}
        {open ? null : <UnreadBadge count={chatUnread} className="cs-fab__badge" />}
      </button>
    </div>
  );
}
