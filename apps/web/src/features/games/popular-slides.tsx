import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameType } from '@lobby/contract';
import { usePopularGames } from './api/get-popular';
import { GameCard } from '@/shared/ui/game-card';
import { CrownIcon } from '@/shared/ui/icons';
import { chunkPopular } from './game-lists';

/**
 * Popular recommendations in swipeable slides: 3 games (one row) per slide under 6 games, else 6 (two rows).
 * Nothing when there are none.
 */
export function PopularSlides({ vassalage, gameType }: { vassalage?: string | null; gameType?: GameType | null }) {
  const { t } = useTranslation();
  const { data } = usePopularGames({ vassalage: vassalage ?? undefined, gameType: gameType ?? undefined });
  const { perSlide, slides } = chunkPopular(data ?? []);
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  if (slides.length === 0) return null;
  return (
    <section className="games-section popular" aria-labelledby="popular-title" aria-roledescription="carousel">
      <div className="games-section__head">
        <h2 id="popular-title" className="games-section__title">
          <CrownIcon size="0.18rem" className="games-section__icon" />
          {t('games.popular')}
        </h2>
      </div>
      <div className="popular__viewport" ref={viewportRef}>
        <div className="popular__track">
          {slides.map((slide, index) => (
            <ul
              key={index}
              className={`popular__slide popular__slide--${perSlide}`}
              aria-roledescription="slide"
              aria-label={t('games.slide', { index: index + 1 })}
              data-testid="popular-slide"
            >
              {slide.map((game, position) => (
                <li key={game.nodeId}>
                  {/* the first slide's first row is on screen as the page opens */}
                  <GameCard game={game} size="sm" priority={index === 0 && position < 3} />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="popular__dots" aria-hidden="true">
          {slides.map((_, index) => (
            <span key={index} className={index === selected ? 'popular__dot popular__dot--on' : 'popular__dot'} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
