import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatAmount, formatCount, formatTimeIn } from '@/shared/lib/format';
import { useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { Dialog } from '@/shared/ui/dialog';
import { PageHeader } from '@/shared/ui/page';
import { PlayerLink } from '@/shared/ui/player-link';
import { Empty, ErrorState, Loading } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { tournamentQueryOptions } from './api/get-tournament';
import type { TournamentDetail } from './api/get-tournament';
import type { Tournament } from './api/get-tournaments';
import { useSetTournamentStatus } from './api/set-tournament-status';
import type { TournamentAction } from './api/set-tournament-status';
import { TournamentPhaseChip } from './status-chip';

/**
 * One tournament: its phase and actions (edit, publish, cancel), its figures (players, the prize pool, the
 * prizes paid: its promotion cost), its terms, and the standings: live while it runs (refreshed every few
 * seconds), frozen with each prize and when it was paid once finished.
 */
export default function TournamentScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { merchant } = useOneMerchant();
  const { can } = useSession();
  const query = useQuery(tournamentQueryOptions(merchant, Number(id)));

  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { tournament: x, standings } = query.data;
  const manage = can('content.manage');
  const name = x.texts.EN?.name ?? `#${x.id}`;
  return (
    <>
      <nav aria-label={t('common.breadcrumb')} className="breadcrumb">
        <Link to="/promotions/tournaments">{t('promotionsArea.tournaments')}</Link> <span aria-hidden="true">/</span> <span>#{x.id}</span>
      </nav>
      <PageHeader
        title={name}
        actions={
          manage && (
            <>
              {(x.phase === 'draft' || x.phase === 'scheduled') && (
                <Link to={`/promotions/tournaments/${x.id}/edit`} className="btn">
                  {t('common.edit')}
                </Link>
              )}
              <StatusActions merchant={merchant} tournament={x} name={name} />
            </>
          )
        }
      >
        <div className="header-chips">
          <TournamentPhaseChip phase={x.phase} /> <span className="chip">{t(`tournaments.scoring.${x.scoring}`)}</span>{' '}
          <span className="muted">
            {formatTimeIn(x.startsAt, x.timeZone)} → {formatTimeIn(x.endsAt, x.timeZone)} · {x.timeZone}
          </span>
        </div>
      </PageHeader>
      <Figures tournament={x} />
      <div className="tournament-columns">
        <Terms tournament={x} />
        <Standings detail={query.data} standings={standings} />
      </div>
    </>
  );
}

function Figures({ tournament: x }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const items: Array<[string, string]> = [
    ['entrants', formatCount(x.entrants)],
    ['pool', formatAmount(x.prizePool, x.currency)],
    ['paid', formatAmount(x.prizesPaid, x.currency)],
    ['minStake', formatAmount(x.minStake, x.currency)],
  ];
  return (
    <ul className="kpi-grid kpi-compact" aria-label={t('tournaments.detail.figures')}>
      {items.map(([k, v]) => (
        <li key={k} className="kpi" data-testid={`tournament-${k}`}>
          <span className="kpi-label">{t(`tournaments.detail.${k}`)}</span>
          <span className="kpi-value">{v}</span>
        </li>
      ))}
    </ul>
  );
}

function Terms({ tournament: x }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const games = [...x.gameTypes.map((g) => t(`tournaments.gameType.${g}`)), ...x.games.map((g) => `${g.vendor}/${g.code}`)];
  return (
    <section className="card" aria-labelledby="tournament-terms">
      <h2 id="tournament-terms">{t('tournaments.detail.terms')}</h2>
      <dl className="facts">
        <dt>{t('tournaments.form.scoring')}</dt>
        <dd>{t(`tournaments.scoringHint.${x.scoring}`)}</dd>
        <dt>{t('tournaments.form.games')}</dt>
        <dd>{games.join(', ')}</dd>
        <dt>{t('tournaments.detail.languages')}</dt>
        <dd>{Object.keys(x.texts).join(', ')}</dd>
        <dt>{t('tournaments.detail.createdBy')}</dt>
        <dd>
          {x.createdBy} · {formatTimeIn(x.createdAt, x.timeZone)}
        </dd>
        {x.publishedAt !== null && (
          <>
            <dt>{t('tournaments.detail.publishedAt')}</dt>
            <dd>{formatTimeIn(x.publishedAt, x.timeZone)}</dd>
          </>
        )}
        {x.finishedAt !== null && (
          <>
            <dt>{t('tournaments.detail.finishedAt')}</dt>
            <dd>{formatTimeIn(x.finishedAt, x.timeZone)}</dd>
          </>
        )}
        {x.cancelledAt !== null && (
          <>
            <dt>{t('tournaments.detail.cancelledAt')}</dt>
            <dd>{formatTimeIn(x.cancelledAt, x.timeZone)}</dd>
          </>
        )}
      </dl>
      <h3>{t('tournaments.form.prizes')}</h3>
      <table className="grid" aria-label={t('tournaments.form.prizes')}>
        <thead>
          <tr>
            <th scope="col">{t('tournaments.detail.ranks')}</th>
            <th scope="col" className="num">
              {t('tournaments.detail.each')}
            </th>
            <th scope="col">{t('tournaments.form.kind')}</th>
          </tr>
        </thead>
        <tbody>
          {x.prizes.map((p) => (
            <tr key={p.fromRank}>
              <td>{p.fromRank === p.toRank ? `#${p.fromRank}` : `#${p.fromRank}–#${p.toRank}`}</td>
              <td className="num">{formatAmount(p.amount, x.currency)}</td>
              <td>{p.kind === 'cash' ? t('tournaments.prizeKind.cash') : t('tournaments.detail.bonusWagering', { times: p.wageringMultiplier })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Standings({ detail, standings }: { detail: TournamentDetail; standings: TournamentDetail['standings'] }) {
  const { t } = useTranslation();
  const x = detail.tournament;
  const finished = x.status === 'finished';
  const score = (v: number) => (x.scoring === 'multiplier' ? `${v.toFixed(2)}×` : formatAmount(v.toFixed(2), x.currency));
  return (
    <section className="card" aria-labelledby="tournament-standings">
      <h2 id="tournament-standings">
        {finished ? t('tournaments.detail.final') : t('tournaments.detail.live')}{' '}
        {x.phase === 'running' && <span className="badge badge-live">{t('tournaments.detail.liveBadge')}</span>}
      </h2>
      {standings.length === 0 ? (
        <Empty>{t('tournaments.detail.noEntries')}</Empty>
      ) : (
        <table className="grid" aria-label={t('tournaments.detail.standings')}>
          <thead>
            <tr>
              <th scope="col">{t('tournaments.detail.rank')}</th>
              <th scope="col">{t('tournaments.detail.account')}</th>
              <th scope="col" className="num">
                {t(`tournaments.scoring.${x.scoring}`)}
              </th>
              <th scope="col" className="num">
                {t('tournaments.detail.rounds')}
              </th>
              <th scope="col" className="num">
                {t('tournaments.detail.best')}
              </th>
              <th scope="col" className="num">
                {t('tournaments.detail.prize')}
              </th>
              <th scope="col">{finished ? t('tournaments.detail.paidAt') : t('tournaments.detail.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {standings.map((s) => (
              <tr key={s.memberId}>
                <td>#{s.rank}</td>
                <td>
                  <PlayerLink account={s.account} merchant={x.merchantCode} />
                </td>
                <td className="num">{score(s.score)}</td>
                <td className="num">{formatCount(s.rounds)}</td>
                <td className="num">{s.best.toFixed(2)}×</td>
                <td className="num">{s.prize === null ? '—' : `${formatAmount(s.prize, x.currency)} ${s.prizeKind === 'bonus' ? t('tournaments.detail.asBonus') : ''}`}</td>
                <td className="nowrap">{finished ? (s.paidAt === null ? (s.prize === null ? '—' : t('tournaments.detail.unpaid')) : formatTimeIn(s.paidAt, x.timeZone)) : formatTimeIn(s.updatedAt, x.timeZone)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Publish (a draft) and Cancel (before it is finished), each confirmed in a dialog that says what it does. */
function StatusActions({ merchant, tournament: x, name }: { merchant: string; tournament: Tournament; name: string }) {
  const { t } = useTranslation();
  const change = useSetTournamentStatus();
  const [open, setOpen] = useState<TournamentAction | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const actions: TournamentAction[] = x.status === 'draft' ? ['publish', 'cancel'] : x.status === 'published' ? ['cancel'] : [];

  const confirm = async () => {
    if (!open) return;
    setBusy(true);
    setError(null);
    try {
      await change.mutateAsync({ merchant, id: x.id, action: open });
      toast.success(t(`tournaments.actions.done.${open}`, { name }));
      setOpen(null);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {actions.map((a) => (
        <button key={a} type="button" className={a === 'publish' ? 'btn btn-primary' : 'btn btn-danger'} onClick={() => setOpen(a)}>
          {t(`tournaments.actions.${a}`)}
        </button>
      ))}
      {open && (
        <Dialog
          title={t(`tournaments.actions.confirm.${open}`, { name })}
          onClose={() => setOpen(null)}
          footer={
            <>
              <button type="button" className="btn btn-secondary" onClick={() => setOpen(null)}>
                {t('common.cancel')}
              </button>
              <button type="button" className={open === 'publish' ? 'btn btn-primary' : 'btn btn-danger'} disabled={busy} onClick={() => void confirm()}>
                {t(`tournaments.actions.${open}`)}
              </button>
            </>
          }
        >
          <p>{t(`tournaments.actions.explain.${open}`)}</p>
          {error !== null && <ErrorState error={error} />}
        </Dialog>
      )}
    </>
  );
}
