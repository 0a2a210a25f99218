import type { Game } from '@lobby/contract';
import { GameCard } from '@/shared/ui/game-card';
import { useDeferredList } from '@/shared/hooks/use-deferred-list';

/**
 * 3.1 columns in view, each holding the section's rows. The row is a native sideways scroll that snaps
 * three columns at a time (CSS scroll snap): the browser moves it, no script measures or drives it.
 */
export const SECTION_SLIDES_IN_VIEW = 3.1;

function columnsOf(games: readonly Game[], rows: number): Game[][] {
  const columns: Game[][] = [];
  for (let i = 0; i < games.length; i += rows) columns.push(games.slice(i, i + rows));
  return columns;
}

export function SectionCarousel({
  games: arrived,
  rows,
  loading: arriving,
  waiting = false,
  label,
}: {
  games: readonly Game[];
  rows: number;
  loading: boolean;
  /** the placeholder of a row not asked for yet (below the fold): still tiles, nothing is loading */
  waiting?: boolean;
  label: string;
}) {
  const { items: games, loading } = useDeferredList(arrived, arriving);
  const columns = loading ? [] : columnsOf(games, rows);

  return (
    <div
      className="section-carousel"
      style={{ ['--section-rows' as string]: rows, ['--slides-in-view' as string]: SECTION_SLIDES_IN_VIEW }}
    >
      {loading ? (
        <div className="section-carousel__track" aria-hidden="true">
          {Array.from({ length: 4 }, (_, c) => (
            <div className="section-carousel__slide" key={c}>
              {Array.from({ length: rows }, (_, r) => (
                <div key={r} className="game-card-skeleton">
                  <span className={waiting ? 'game-card-skeleton__art' : 'game-card-skeleton__art shimmer'} />
                  <span className="game-card-skeleton__name" />
                </div>
              ))}
            </div>
          ))}
        </div>
      ) : (
        <div className="section-carousel__viewport">
          <ul className="section-carousel__track" aria-label={label}>
            {columns.map((column) => (
              <li className="section-carousel__slide" key={column[0]?.nodeId}>
                {column.map((game) => (
                  <GameCard key={game.nodeId} game={game} size="sm" />
                ))}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
