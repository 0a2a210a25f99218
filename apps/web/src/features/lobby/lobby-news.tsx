import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS, type LobbyNewsKind } from '@lobby/contract/rules';
import type { LobbyNewsItem } from '@lobby/contract/schemas';
import { useLanguage } from '@/shared/hooks/use-language';
import { safeReturnPath } from '@/shared/lib/paths';
import { ChevronRightIcon, CrownIcon, NoticeIcon, RefreshIcon, SlotsIcon, TrophyIcon } from '@/shared/ui/icons';
import { useLobbyNews } from './api/get-lobby-news';
import { LobbyNewsSkeleton } from './lobby-news-skeleton';

const KIND_ICON: Record<LobbyNewsKind, typeof NoticeIcon> = {
  operator: NoticeIcon,
  new_game: SlotsIcon,
  jackpot: CrownIcon,
  big_win: TrophyIcon,
};

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
];

/** "3 hours ago" in the reader's language, by the browser's own rules for it. */
function ago(ms: number, languageTag: string): string {
  const format = new Intl.RelativeTimeFormat(languageTag, { numeric: 'auto' });
  const diff = ms - Date.now();
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size || unit === 'minute') return format.format(Math.round(diff / size), unit);
  }
  return '';
}

/** Home's lobby news: the operator's news and what just happened on the platform, newest first. */
export function LobbyNews() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const query = useLobbyNews();
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];

  if (query.isPending) return <LobbyNewsSkeleton />;
  return (
    <section className="lobby-news" aria-labelledby="lobby-news-title">
      <div className="home-section__head">
        <h2 id="lobby-news-title" className="home-section__title">
          <span>{t('lobby.news.title')}</span>
        </h2>
      </div>
      {query.isError && items.length === 0 ? (
        <div className="lobby-news__state">
          <button type="button" className="home-section__retry" onClick={() => void query.refetch()}>
            <RefreshIcon size="0.16rem" />
            {t('lobby.winners.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="lobby-news__state lobby-news__empty">{t('lobby.news.empty')}</p>
      ) : (
        <>
          <ul className="lobby-news__list">
            {items.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} languageTag={LANGUAGE_TAGS[language]} />
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <button
              type="button"
              className="btn btn--ghost lobby-news__more"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {t('lobby.news.more')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

function NewsCard({ item, languageTag }: { item: LobbyNewsItem; languageTag: string }) {
  const { t } = useTranslation();
  const Icon = KIND_ICON[item.kind];
  const to = safeReturnPath(item.link);
  const body = (
    <>
      <span className={`lobby-news__icon lobby-news__icon--${item.kind}`} aria-hidden="true">
        <Icon size="0.18rem" />
      </span>
      <span className="lobby-news__main">
        <span className="lobby-news__top">
          <span className="lobby-news__kind">{t(`lobby.news.kind.${item.kind}`)}</span>
          <time className="lobby-news__time" dateTime={new Date(item.publishedAt).toISOString()}>
            {ago(item.publishedAt, languageTag)}
          </time>
        </span>
        <span className="lobby-news__title">{item.title}</span>
        {item.body ? <span className="lobby-news__body">{item.body}</span> : null}
      </span>
      {to ? <ChevronRightIcon size="0.16rem" className="lobby-news__chevron" /> : null}
    </>
  );
  return to ? (
    <Link to={to} className="lobby-news__card lobby-news__card--link">
      {body}
    </Link>
  ) : (
    <div className="lobby-news__card">{body}</div>
  );
}
