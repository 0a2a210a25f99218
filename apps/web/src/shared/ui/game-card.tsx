import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@lobby/contract';
import { GAME_PATHS } from '@lobby/contract/paths';
import { useIsFavourite } from '@/shared/api/games/favourites';
import { useFavouriteToggle } from '@/shared/api/games/use-favourite-toggle';
import { useLaunchGame } from '@/shared/api/games/use-launch-game';
import { useVendorDisplay } from '@/shared/api/system/use-vendor-display';
import { ARTWORK_SIZES, artworkImage } from './artwork';
import { StarIcon } from './icons';
import './game-card.css';
import { CdnImage } from './cdn-image';

/** Every card wears one of eight themes. */
export const GAME_CARD_THEMES = 8;

/**
 * A game's theme, 1 to 8, from its node id (FNV-1a): scattered like a random pick, but the same on the
 * server and in the browser, on every visit and in every list.
 */
export function gameCardTheme(nodeId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < nodeId.length; i++) {
    hash ^= nodeId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return 1 + ((hash >>> 0) % GAME_CARD_THEMES);
}

/** Server-drawn tile artwork is square: a 256 x 256 SVG, shown as WebP at the tile's size (./artwork). */
export const GAME_ARTWORK_SIZE = 256;

/** Lottery games have no favourite star. */
export function canFavourite(game: Pick<Game, 'gameType'>): boolean {
  return game.gameType !== 'LOTT' && game.gameType !== 'ELOTT';
}

export function gameArtwork(game: Pick<Game, 'iconUrl' | 'nodeId'>): string {
  return game.iconUrl || `${GAME_PATHS.gameImage}/${encodeURIComponent(game.nodeId)}.svg`;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export interface GameCardProps {
  game: Game;
  /** a tile of the grid's first row: on screen at once, so its artwork is fetched first, not lazily */
  priority?: boolean;
  size?: 'md' | 'sm';
  showFavourite?: boolean;
}

/**
 * One game: artwork (lazy, a lettered tile if it fails), name, vendor badge, NEW ribbon and the favourite
 * star. A tap on the card launches the game; the star is its own button.
 */
export const GameCard = memo(function GameCard({ game, size = 'md', showFavourite = true, priority = false }: GameCardProps) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const { toggle } = useFavouriteToggle();
  const favourite = useIsFavourite(game.nodeId);
  const vendor = useVendorDisplay();
  const theme = gameCardTheme(game.nodeId);
  const [failed, setFailed] = useState(false);
  const name = game.gameName || game.nodeName;

  return (
    <article className={`game-card game-card--${size} game-card--theme-${theme}`} data-node-id={game.nodeId}>
      <button type="button" className="game-card__play" onClick={() => launch(game)} aria-label={t('games.play', { name })}>
        <span className="game-card__art">
          {failed ? (
            <span className="game-card__fallback" aria-hidden="true">
              {initials(name)}
            </span>
          ) : (
            <CdnImage
              {...artworkImage(gameArtwork(game), 'game', ARTWORK_SIZES.tile)}
              alt=""
              width={GAME_ARTWORK_SIZE}
              height={GAME_ARTWORK_SIZE}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding="async"
              draggable={false}
              onError={() => setFailed(true)}
            />
          )}
          <span className="game-card__vendor">{vendor(game.vassalage)}</span>
          {game.isNew ? <span className="game-card__new">{t('games.newBadge')}</span> : null}
        </span>
        <span className="game-card__name">{name}</span>
      </button>
      {showFavourite && canFavourite(game) ? (
        <button
          type="button"
          className={favourite ? 'game-card__fav game-card__fav--on' : 'game-card__fav'}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'games.favouriteRemove' : 'games.favouriteAdd', { name })}
          onClick={() => toggle(game)}
        >
          <StarIcon size="0.16rem" fill={favourite ? 'currentColor' : 'none'} />
        </button>
      ) : null}
    </article>
  );
});
