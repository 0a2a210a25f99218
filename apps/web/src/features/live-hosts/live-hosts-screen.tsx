import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LiveHost } from '@lobby/contract';
import { LANGUAGE_TAGS } from '@lobby/contract/rules';
import { useLaunchGame } from '@/shared/api/games/use-launch-game';
import { useAnchors } from '@/shared/api/live/get-anchors';
import { useInBrowser } from '@/shared/hooks/use-in-browser';
import { useLanguage } from '@/shared/hooks/use-language';
import { useLoginRedirect } from '@/shared/hooks/use-login-redirect';
import { getHref, RETURN_PARAM } from '@/shared/lib/paths';
import { useRole } from '@/shared/lib/session';
import { showTrialAlert } from '@/shared/lib/trial-alert';
import { EmptyState } from '@/shared/ui/empty-state';
import { BroadcastIcon, HeartIcon } from '@/shared/ui/icons';
import { LiveBadge } from '@/shared/ui/live-badge';
import { RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { useFollowHost } from './api/follow';
import { useFocus } from './api/get-focus';
import './live-hosts.css';

type Tab = 'all' | 'following';
const TABS: readonly Tab[] = ['all', 'following'];

/** "18:00" today, "Wed 18:00" on another day, in the player's language. */
export function airTime(at: number, now: number, tag: string): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  return new Intl.DateTimeFormat(tag, {
    weekday: sameDay ? undefined : 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

function HostCard({ host, onFollow }: { host: LiveHost; onFollow: (host: LiveHost) => void }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const launch = useLaunchGame();
  const inBrowser = useInBrowser();
  const tag = LANGUAGE_TAGS[language];
  const speaks = host.languages.map((l) => t(`language.names.${l}`)).join(' · ');
  const when =
    inBrowser && !host.streaming && host.nextShiftAt !== null
      ? t('live.nextAt', { time: airTime(host.nextShiftAt, Date.now(), tag) })
      : inBrowser && host.streaming && host.liveUntil !== null
        ? t('live.until', { time: airTime(host.liveUntil, Date.now(), tag) })
        : '';

  const body = (
    <>
      <span className={host.streaming ? 'live-host__avatar live-host__avatar--on' : 'live-host__avatar'}>
        <img src={host.avatarUrl} alt="" width={56} height={56} loading="lazy" decoding="async" draggable={false} />
      </span>
      <span className="live-host__text">
        <span className="live-host__top">
          <span className="live-host__name">{host.name}</span>
          {host.streaming ? <LiveBadge /> : null}
        </span>
        <span className="live-host__table">
          {host.game.gameName} · {host.game.vendorName}
        </span>
        <span className="live-host__when">{when || '\u00a0'}</span>
        {speaks ? <span className="live-host__speaks">{speaks}</span> : null}
      </span>
    </>
  );

  return (
    <li className={host.streaming ? 'live-host live-host--on' : 'live-host'} data-host-id={host.id}>
      {host.streaming ? (
        <button
          type="button"
          className="live-host__main"
          onClick={() => launch(host.game)}
          aria-label={t('live.join', { name: host.name, table: host.game.gameName })}
        >
          {body}
        </button>
      ) : (
        <div className="live-host__main">{body}</div>
      )}
      <p className="live-host__bio">{host.bio}</p>
      <button
        type="button"
        className={host.followed ? 'live-host__follow live-host__follow--on' : 'live-host__follow'}
        aria-pressed={host.followed}
        aria-label={t(host.followed ? 'live.unfollowName' : 'live.followName', { name: host.name })}
        onClick={() => onFollow(host)}
      >
        <HeartIcon size="0.16rem" fill={host.followed ? 'currentColor' : 'none'} />
        <span>{t(host.followed ? 'live.following' : 'live.follow')}</span>
      </button>
    </li>
  );
}

function HostList({ hosts, label, onFollow }: { hosts: LiveHost[]; label: string; onFollow: (host: LiveHost) => void }) {
  return (
    <ul className="live-hosts__list" aria-label={label}>
      {hosts.map((host) => (
        <HostCard key={host.id} host={host} onFollow={onFollow} />
      ))}
    </ul>
  );
}

/**
 * Live now (/m/live-hosts): the live casino's hosts, on air first (followed ones first among them), then
 * the others with the time they are next on air; a host on air opens their table. Following is for real
 * accounts: visitors go to login, trial accounts get the real-account alert. Both lists are asked for
 * again every minute while shown.
 */
export function LiveHostsScreen() {
  const { t } = useTranslation();
  const id = useId();
  const role = useRole();
  const toLogin = useLoginRedirect();
  const [tab, setTab] = useState<Tab>('all');
  const anchors = useAnchors();
  const focus = useFocus({ enabled: tab === 'following' });
  const follow = useFollowHost();
  const canFollow = role === 'member' || role === 'agent';

  function onFollow(host: LiveHost) {
    if (role === 'visitor') return toLogin();
    if (role === 'trial') return showTrialAlert();
    follow.mutate({ host, follow: !host.followed });
  }

  const hosts = anchors.data ?? [];
  const live = hosts.filter((h) => h.streaming);
  const later = hosts.filter((h) => !h.streaming);

  return (
    <div className="live-hosts">
      <div className="live-hosts__tabs" role="tablist" aria-label={t('routes.liveHosts')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            className={`live-hosts__tab${tab === name ? ' live-hosts__tab--on' : ''}`}
            onClick={() => setTab(name)}
          >
            {t(`live.tabs.${name}`)}
          </button>
        ))}
      </div>

      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} className="live-hosts__panel">
        {tab === 'all' ? (
          <>
            {anchors.isPending ? <RowSkeletons count={5} /> : null}
            {anchors.isError && !anchors.data ? <RetryBlock onRetry={() => void anchors.refetch()} /> : null}
            {anchors.data && hosts.length === 0 ? (
              <EmptyState icon={BroadcastIcon} title={t('live.empty')} text={t('live.emptyText')} />
            ) : null}
            {live.length > 0 ? (
              <section aria-labelledby={`${id}-on`}>
                <h2 id={`${id}-on`} className="live-hosts__heading">
                  {t('live.onAir', { n: live.length })}
                </h2>
                <HostList hosts={live} label={t('live.onAirList')} onFollow={onFollow} />
              </section>
            ) : null}
            {later.length > 0 ? (
              <section aria-labelledby={`${id}-later`}>
                <h2 id={`${id}-later`} className="live-hosts__heading">
                  {t('live.later')}
                </h2>
                <HostList hosts={later} label={t('live.later')} onFollow={onFollow} />
              </section>
            ) : null}
          </>
        ) : !canFollow ? (
          <EmptyState
            icon={HeartIcon}
            title={t('live.emptyFollowing')}
            text={t(role === 'trial' ? 'errors.permission.trial' : 'live.loginToFollow')}
            action={
              role === 'visitor' ? (
                <Link className="btn btn--primary live-hosts__login" to={getHref('login', { [RETURN_PARAM]: getHref('liveHosts') })}>
                  {t('live.login')}
                </Link>
              ) : null
            }
          />
        ) : (
          <>
            {focus.isPending ? <RowSkeletons count={3} /> : null}
            {focus.isError && !focus.data ? <RetryBlock onRetry={() => void focus.refetch()} /> : null}
            {focus.data && focus.data.length === 0 ? (
              <EmptyState icon={HeartIcon} title={t('live.emptyFollowing')} text={t('live.emptyFollowingText')} />
            ) : null}
            {focus.data && focus.data.length > 0 ? (
              <HostList hosts={focus.data} label={t('live.followingList')} onFollow={onFollow} />
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
