import { useTranslation } from 'react-i18next';

/** The section's heading and card shapes, the size of the real thing, while it waits or loads. */
export function LobbyNewsSkeleton() {
  const { t } = useTranslation();
  return (
    <section className="lobby-news" aria-labelledby="lobby-news-title" aria-busy="true">
      <div className="home-section__head">
        <h2 id="lobby-news-title" className="home-section__title">
          <span>{t('lobby.news.title')}</span>
        </h2>
      </div>
      <ul className="lobby-news__list" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="lobby-news__card lobby-news__card--skeleton shimmer" />
        ))}
      </ul>
    </section>
  );
}
