import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAnchors } from '@/shared/api/live/get-anchors';
import { useLaunchGame } from '@/shared/api/games/use-launch-game';
import { getHref } from '@/shared/lib/paths';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { LiveBadge } from '@/shared/ui/live-badge';

const STRIP_SIZE = 12;

/**
 * The live casino's hosts on air now, as a sideways strip at the top of the live category: a tap joins the
 * host's table (the usual game launch), the heading leads to the Live now screen. Nothing when nobody is on.
 */
export function LiveHostStrip() {
  const { t } = useTranslation();
  const { data } = useAnchors();
  const launch = useLaunchGame();
  const live = (data ?? []).filter((h) => h.streaming).slice(0, STRIP_SIZE);
  if (live.length === 0) return null;
  return (
    <section className="games-section live-strip" aria-labelledby="live-strip-title">
      <div className="games-section__head">
        <h2 id="live-strip-title" className="games-section__title">
          <LiveBadge />
          {t('live.stripTitle')}
        </h2>
        <Link className="games-section__more" to={getHref('liveHosts')}>
          {t('live.seeAll')}
          <ChevronRightIcon size="0.14rem" />
        </Link>
      </div>
      <ul className="live-strip__list">
        {live.map((host) => (
          <li key={host.id}>
            <button
              type="button"
              className="live-strip__host"
              onClick={() => launch(host.game)}
              aria-label={t('live.join', { name: host.name, table: host.game.gameName })}
            >
              <span className="live-strip__ring">
                <img src={host.avatarUrl} alt="" width={64} height={64} loading="lazy" decoding="async" draggable={false} />
              </span>
              <LiveBadge className="live-strip__badge" />
              <span className="live-strip__name">{host.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
