import { useTranslation } from 'react-i18next';
import type { Game, GameType } from '@lobby/contract';
import { usePopularGames } from './api/get-popular';
import { Carousel } from '@/shared/ui/carousel';
import { GameCard } from '@/shared/ui/game-card';
import { CrownIcon } from '@/shared/ui/icons';
import { chunkPopular } from './game-lists';

/**
 * Popular recommendations in swipeable pages of the shared carousel: 3 games (one row) per page under 6
 * games, else 6 (two rows). Nothing when there are none.
 */
export function PopularSlides({ vassalage, gameType }: { vassalage?: string | null; gameType?: GameType | null }) {
  const { t } = useTranslation();
  const { data } = usePopularGames({ vassalage: vassalage ?? undefined, gameType: gameType ?? undefined });
  const { perSlide, slides } = chunkPopular(data ?? []);

  if (slides.length === 0) return null;
  return (
    <Carousel
      className="games-section popular"
      labelledBy="popular-title"
      slideLabel={(index) => t('games.slide', { index: index + 1 })}
      head={
        <div className="games-section__head">
          <h2 id="popular-title" className="games-section__title">
            <CrownIcon size="0.18rem" className="games-section__icon" />
            {t('games.popular')}
          </h2>
        </div>
      }
      items={slides}
      itemKey={slideKey}
      dots="under"
      renderItem={(slide, index) => (
        <ul className={`popular__slide popular__slide--${perSlide}`}>
          {slide.map((game, position) => (
            <li key={game.nodeId}>
              {/* the first page's first row is on screen as the page opens */}
              <GameCard game={game} size="sm" priority={index === 0 && position < 3} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}

/** A page is known by its first game (pages re-form when the list changes). */
const slideKey = (slide: readonly Game[]) => slide[0]?.nodeId ?? '';
