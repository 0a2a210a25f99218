import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getHref } from '@/shared/lib/paths';
import { EyeIcon, FireIcon } from '@/shared/ui/icons';
import { usePopularAnnouncements } from './api/get-popular-announcements';

/**
 * The announcements players opened most over the last 30 days, above the notice list: a sideways strip of
 * ranked cards, each opening its announcement. Nothing popular yet (or the call failed): no strip at all,
 * the list below is the page.
 */
export function PopularStrip() {
  const { t } = useTranslation();
  const query = usePopularAnnouncements();
  const list = query.data?.list ?? [];
  if (!query.isPending && list.length === 0) return null;
  return (
    <section className="popular-strip" aria-labelledby="popular-strip-title">
      <h2 id="popular-strip-title" className="popular-strip__title">
        <FireIcon size="0.16rem" />
        {t('content.popular.title')}
      </h2>
      {query.isPending ? (
        <div className="popular-strip__row" role="status" aria-label={t('general.loading')}>
          {[0, 1].map((i) => (
            <div key={i} className="popular-card popular-card--skeleton shimmer" aria-hidden="true" />
          ))}
        </div>
      ) : (
        <ol className="popular-strip__row">
          {list.map((a, index) => (
            <li key={a.id}>
              <Link to={getHref('noticeDetail', { id: a.id })} className="popular-card">
                <span className="popular-card__rank" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="popular-card__title">{a.title}</span>
                <span className="popular-card__meta">
                  <EyeIcon size="0.12rem" />
                  {t('content.popular.readers', { count: a.readers })}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
