import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlayerTournament } from '@lobby/contract';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { tournamentHref } from '@/shared/lib/paths';
import { useSession } from '@/shared/lib/session';
import { EmptyState } from '@/shared/ui/empty-state';
import { ChevronRightIcon, MemberIcon, TrophyIcon } from '@/shared/ui/icons';
import { RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { useTournaments } from './api/get-tournaments';
import { Countdown, PhaseBadge } from './tournament-parts';
import './tournaments.css';

/** /m/tournaments: the brand's tournaments, running first, then upcoming, then the recently finished. */
export function TournamentsScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const query = useTournaments(session?.userName ?? null);

  return (
    <div className="tournaments-page">
      <header className="tournaments-intro">
        <span className="tournaments-intro__icon" aria-hidden="true">
          <TrophyIcon size="0.26rem" />
        </span>
        <div>
          <h1 className="tournaments-intro__title">{t('tournaments.title')}</h1>
          <p className="tournaments-intro__text">{t('tournaments.intro')}</p>
        </div>
      </header>
      {query.isPending ? <RowSkeletons count={3} /> : null}
      {query.isError ? <RetryBlock onRetry={() => void query.refetch()} /> : null}
      {query.data && query.data.length === 0 ? <EmptyState icon={TrophyIcon} title={t('tournaments.empty')} text={t('tournaments.emptyText')} /> : null}
      {query.data && query.data.length > 0 ? (
        <ul className="tournament-cards" aria-label={t('tournaments.title')}>
          {query.data.map((tournament) => (
            <li key={tournament.id}>
              <TournamentCard tournament={tournament} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function TournamentCard({ tournament }: { tournament: PlayerTournament }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <Link to={tournamentHref(tournament.id)} className={`tournament-card tournament-card--${tournament.phase}`}>
      <div className="tournament-card__banner">
        <PhaseBadge phase={tournament.phase} />
        <p className="tournament-card__pool-label">{t('tournaments.prizePool')}</p>
        <p className="tournament-card__pool">{money(tournament.prizePool)}</p>
        <TrophyIcon size="0.64rem" className="tournament-card__art" />
      </div>
      <div className="tournament-card__body">
        <p className="tournament-card__name">{tournament.name}</p>
        <p className="tournament-card__scoring">{t(`tournaments.scoring.${tournament.scoring}.short`)}</p>
        <div className="tournament-card__foot">
          <Countdown tournament={tournament} />
          <span className="tournament-card__entrants">
            <MemberIcon size="0.14rem" />
            {t('tournaments.entrants', { count: tournament.entrants })}
          </span>
          <ChevronRightIcon size="0.16rem" className="tournament-card__chevron" />
        </div>
      </div>
    </Link>
  );
}
