import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlayerTournamentDetail, TournamentBoardEvent, TournamentBoardRow } from '@lobby/contract';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { categoryNameKey, CATEGORY_ROUTES } from '@/shared/lib/game-categories';
import { ApiError } from '@/shared/lib/http';
import { getHref, RETURN_PARAM } from '@/shared/lib/paths';
import { useSession } from '@/shared/lib/session';
import { EmptyState } from '@/shared/ui/empty-state';
import { GameGrid } from '@/shared/ui/game-grid';
import { CrownIcon, GamepadIcon, InfoIcon, PlayIcon, TrophyIcon } from '@/shared/ui/icons';
import { RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { useTournament } from './api/get-tournament';
import { Countdown, PhaseBadge, usePeriodText, useScoreFormat } from './tournament-parts';
import { useTournamentBoard } from './use-tournament-board';
import './tournaments.css';

/** /m/tournaments/:id: the banner with the countdown, the player's standing, the live board, prizes, rules and games. */
export function TournamentScreen() {
  const { t } = useTranslation();
  const { id: raw } = useParams();
  const id = Number(raw);
  const session = useSession();
  const query = useTournament(id, session?.userName ?? null);
  const watching = query.data !== undefined && (query.data.phase === 'running' || query.data.phase === 'scheduled' || query.data.phase === 'ended');
  const { board, live } = useTournamentBoard(id, query.data?.board, watching);

  if (!Number.isSafeInteger(id) || id < 1 || (query.isError && isNotFound(query.error))) {
    return (
      <div className="tournament-page">
        <EmptyState icon={TrophyIcon} title={t('tournaments.notFound')} action={<Link to={getHref('tournaments')} className="btn btn--secondary">{t('tournaments.all')}</Link>} />
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className="tournament-page">
        <div className="tournament-hero tournament-hero--loading shimmer" aria-hidden="true" />
        <RowSkeletons count={5} />
      </div>
    );
  }
  if (query.isError) return <div className="tournament-page"><RetryBlock onRetry={() => void query.refetch()} /></div>;
  const tournament = query.data;
  return (
    <div className="tournament-page">
      <Hero tournament={tournament} />
      <MyStanding tournament={tournament} board={board} signedIn={session !== null} />
      <Leaderboard tournament={tournament} board={board} live={live && watching} />
      <Prizes tournament={tournament} />
      <Rules tournament={tournament} />
      <Games tournament={tournament} />
    </div>
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

function Hero({ tournament }: { tournament: PlayerTournamentDetail }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const play = playTarget(tournament);
  return (
    <section className={`tournament-hero tournament-hero--${tournament.phase}`} aria-labelledby="tournament-name">
      <TrophyIcon size="1.1rem" className="tournament-hero__art" />
      <PhaseBadge phase={tournament.phase} />
      <h1 id="tournament-name" className="tournament-hero__name">
        {tournament.name}
      </h1>
      <p className="tournament-hero__pool-label">{t('tournaments.prizePool')}</p>
      <p className="tournament-hero__pool">{money(tournament.prizePool)}</p>
      <Countdown tournament={tournament} large />
      {tournament.phase === 'running' || tournament.phase === 'scheduled' ? (
        play ? (
          <Link to={play} className="btn btn--primary tournament-hero__play">
            <PlayIcon size="0.16rem" />
            {t('tournaments.play')}
          </Link>
        ) : (
          <a href="#tournament-games" className="btn btn--primary tournament-hero__play">
            <PlayIcon size="0.16rem" />
            {t('tournaments.play')}
          </a>
        )
      ) : null}
    </section>
  );
}

/** Where "Play" goes: the first game type's lobby (the specific games are played from their cards below). */
function playTarget(tournament: PlayerTournamentDetail): string | null {
  const type = tournament.gameTypes[0];
  if (!type) return null;
  const route = CATEGORY_ROUTES[type];
  return getHref(route.name, route.query);
}

function MyStanding({ tournament, board, signedIn }: { tournament: PlayerTournamentDetail; board: TournamentBoardEvent | null; signedIn: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const score = useScoreFormat(tournament.scoring);
  const money = useMoneyFormat();
  if (!signedIn) {
    return (
      <section className="tournament-me tournament-me--visitor">
        <p>{t('tournaments.me.visitor')}</p>
        <Link to={getHref('login', { [RETURN_PARAM]: location.pathname })} className="btn btn--secondary">
          {t('tournaments.me.login')}
        </Link>
      </section>
    );
  }
  const me = board?.me ?? null;
  return (
    <section className="tournament-me" aria-label={t('tournaments.me.title')}>
      <div className="tournament-me__cell">
        <p className="tournament-me__label">{t('tournaments.me.rank')}</p>
        <p className="tournament-me__value">{me ? `#${me.rank}` : '–'}</p>
      </div>
      <div className="tournament-me__cell">
        <p className="tournament-me__label">{t(`tournaments.scoring.${tournament.scoring}.label`)}</p>
        <p className="tournament-me__value">{me ? score(me.score) : '–'}</p>
      </div>
      <div className="tournament-me__cell">
        <p className="tournament-me__label">{t('tournaments.me.rounds')}</p>
        <p className="tournament-me__value">{me ? me.rounds : 0}</p>
      </div>
      {tournament.myPrize !== null ? <p className="tournament-me__prize">{t('tournaments.me.won', { amount: money(tournament.myPrize) })}</p> : null}
      {!me && (tournament.phase === 'running' || tournament.phase === 'scheduled') ? <p className="tournament-me__hint">{t('tournaments.me.notYet')}</p> : null}
    </section>
  );
}

/** Rows that changed in the last push flash once (no motion under prefers-reduced-motion, see the CSS). */
function useFlashing(board: TournamentBoardEvent | null): Set<number> {
  const [flashing, setFlashing] = useState<Set<number>>(new Set());
  const last = useRef<number>(0);
  useEffect(() => {
    if (!board || board.at === last.current) return;
    const first = last.current === 0;
    last.current = board.at;
    if (first || board.changed.length === 0) return;
    setFlashing(new Set(board.changed.map((c) => c.rank)));
    const timer = setTimeout(() => setFlashing(new Set()), 1200);
    return () => clearTimeout(timer);
  }, [board]);
  return flashing;
}

function Leaderboard({ tournament, board, live }: { tournament: PlayerTournamentDetail; board: TournamentBoardEvent | null; live: boolean }) {
  const { t } = useTranslation();
  const score = useScoreFormat(tournament.scoring);
  const flashing = useFlashing(board);
  const rows = board?.top ?? [];
  const me = board?.me ?? null;
  const meShown = me !== null && rows.some((r) => r.rank === me.rank);
  return (
    <section className="tournament-section" aria-labelledby="tournament-board">
      <div className="tournament-section__head">
        <h2 id="tournament-board" className="tournament-section__title">
          {t('tournaments.leaderboard')}
        </h2>
        {live ? (
          <span className="tournament-live" role="status">
            <span className="tournament-live__dot" aria-hidden="true" />
            {t('tournaments.live')}
          </span>
        ) : null}
        <span className="tournament-section__meta">{t('tournaments.entrants', { count: board?.entrants ?? tournament.entrants })}</span>
      </div>
      {rows.length === 0 ? (
        <p className="tournament-board__empty">{t('tournaments.boardEmpty')}</p>
      ) : (
        <ol className="tournament-board" aria-label={t('tournaments.leaderboard')}>
          {rows.map((row) => (
            <BoardRow key={row.rank} row={row} mine={me?.rank === row.rank} flash={flashing.has(row.rank)} score={score(row.score)} prize={prizeOf(tournament, row.rank)} />
          ))}
          {me && !meShown ? <BoardRow row={{ rank: me.rank, name: t('tournaments.me.you'), score: me.score, rounds: me.rounds }} mine flash={false} score={score(me.score)} prize={prizeOf(tournament, me.rank)} gap /> : null}
        </ol>
      )}
    </section>
  );
}

function prizeOf(tournament: PlayerTournamentDetail, rank: number) {
  return tournament.prizes.find((p) => rank >= p.fromRank && rank <= p.toRank) ?? null;
}

function BoardRow({ row, mine, flash, score, prize, gap = false }: { row: TournamentBoardRow; mine: boolean; flash: boolean; score: string; prize: PlayerTournamentDetail['prizes'][number] | null; gap?: boolean }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const medal = row.rank <= 3 ? ` tournament-board__rank--${row.rank}` : '';
  return (
    <li className={`tournament-board__row${mine ? ' tournament-board__row--mine' : ''}${flash ? ' tournament-board__row--flash' : ''}${gap ? ' tournament-board__row--gap' : ''}`} aria-current={mine ? 'true' : undefined}>
      <span className={`tournament-board__rank${medal}`}>{row.rank <= 3 ? <CrownIcon size="0.14rem" aria-hidden="true" /> : null}{row.rank}</span>
      <span className="tournament-board__name">
        {row.name}
        {mine ? <span className="tournament-board__you">{t('tournaments.me.you')}</span> : null}
      </span>
      <span className="tournament-board__score">{score}</span>
      <span className="tournament-board__prize">{prize ? money(prize.amount) : ''}</span>
    </li>
  );
}

function Prizes({ tournament }: { tournament: PlayerTournamentDetail }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <section className="tournament-section" aria-labelledby="tournament-prizes">
      <h2 id="tournament-prizes" className="tournament-section__title">
        {t('tournaments.prizes')}
      </h2>
      <table className="tournament-prizes">
        <thead>
          <tr>
            <th scope="col">{t('tournaments.rank')}</th>
            <th scope="col">{t('tournaments.prize')}</th>
          </tr>
        </thead>
        <tbody>
          {tournament.prizes.map((p) => (
            <tr key={p.fromRank}>
              <th scope="row">{p.fromRank === p.toRank ? `#${p.fromRank}` : `#${p.fromRank} – #${p.toRank}`}</th>
              <td>
                <span className="tournament-prizes__amount">{money(p.amount)}</span>
                <span className="tournament-prizes__kind">{p.kind === 'cash' ? t('tournaments.prizeKind.cash') : t('tournaments.prizeKind.bonus', { times: p.wageringMultiplier })}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Rules({ tournament }: { tournament: PlayerTournamentDetail }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const period = usePeriodText();
  return (
    <section className="tournament-section" aria-labelledby="tournament-rules">
      <h2 id="tournament-rules" className="tournament-section__title">
        {t('tournaments.rules')}
      </h2>
      {tournament.description ? <p className="tournament-rules__description">{tournament.description}</p> : null}
      <dl className="tournament-rules">
        <div>
          <dt>{t('tournaments.rule.scoring')}</dt>
          <dd>{t(`tournaments.scoring.${tournament.scoring}.rule`)}</dd>
        </div>
        <div>
          <dt>{t('tournaments.rule.minStake')}</dt>
          <dd>{t('tournaments.rule.minStakeText', { amount: money(tournament.minStake) })}</dd>
        </div>
        <div>
          <dt>{t('tournaments.rule.period')}</dt>
          <dd>{period(tournament)}</dd>
        </div>
        <div>
          <dt>{t('tournaments.rule.ties')}</dt>
          <dd>{t('tournaments.rule.tiesText')}</dd>
        </div>
      </dl>
      <p className="tournament-rules__note">
        <InfoIcon size="0.14rem" />
        {t('tournaments.rule.realMoney')}
      </p>
    </section>
  );
}

function Games({ tournament }: { tournament: PlayerTournamentDetail }) {
  const { t } = useTranslation();
  return (
    <section className="tournament-section" aria-labelledby="tournament-games">
      <h2 id="tournament-games" className="tournament-section__title">
        {t('tournaments.games')}
      </h2>
      {tournament.gameTypes.length > 0 ? (
        <ul className="tournament-types">
          {tournament.gameTypes.map((type) => {
            const route = CATEGORY_ROUTES[type];
            return (
              <li key={type}>
                <Link to={getHref(route.name, route.query)} className="tournament-types__chip">
                  <GamepadIcon size="0.16rem" />
                  {t(categoryNameKey(type))}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      {tournament.games.length > 0 ? <GameGrid games={tournament.games} label={t('tournaments.games')} /> : null}
    </section>
  );
}
