import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberBonus } from '@/shared/api/bonus/get-member-bonuses';
import { usePlayFreeRoundGame } from '@/shared/api/bonus/use-play-free-round';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { contributionRows, useBonusTitle } from './bonus-texts';
import { ClockIcon, CoinsIcon } from './money-icons';
import { GiftIcon, PlayIcon, ShieldIcon, SpinnerIcon } from './icons';
import './bonus.css';

/** The clock an expiry countdown reads: once a minute is enough for "in 3 hours". */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** How much of a stake counts per game type, as a compact two-column table. */
export function ContributionsTable({ contributions }: { contributions: Record<string, number> }) {
  const { t } = useTranslation();
  const rows = contributionRows(contributions);
  if (rows.length === 0) return null;
  return (
    <table className="bonus-contrib">
      <caption className="bonus-contrib__caption">{t('bonus.card.contributions')}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t('bonus.card.gameType')}</th>
          <th scope="col">{t('bonus.card.counts')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.type} className={row.percent === 0 ? 'bonus-contrib__row--none' : undefined}>
            <th scope="row">{t(`games.types.${row.type as 'RNG'}`)}</th>
            <td>{t('bonus.card.percent', { percent: row.percent })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FreeRounds({ rounds, kind }: { rounds: NonNullable<MemberBonus['freeRounds']>; kind: string }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { play, busy } = usePlayFreeRoundGame();
  const values = { count: rounds.left, stake: money(rounds.stake) };
  return (
    <div className="bonus-free">
      <p className="bonus-free__left">
        <strong>{kind === 'free_bet' ? t('bonus.card.freeBetsLeft', values) : t('bonus.card.freeSpinsLeft', values)}</strong>
      </p>
      {rounds.left > 0 ? (
        <ul className="bonus-free__games">
          {rounds.games.map((game) => {
            const key = `${game.vendor}:${game.code}`;
            return (
              <li key={key} className="bonus-free__game">
                <span className="bonus-free__name">{game.name}</span>
                <button type="button" className="btn btn--primary btn--sm" onClick={() => play(game)} disabled={busy !== null} aria-label={t('bonus.card.playGame', { name: game.name })}>
                  {busy === key ? <SpinnerIcon className="spin" size="0.14rem" /> : <PlayIcon size="0.14rem" />}
                  {t('bonus.card.play')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * One active bonus: its name and amount, the wagering progress (wagered of required, what is left), when it
 * expires (relative and the date), the largest bet allowed, free rounds with a Play button per game, and how
 * much each game type counts.
 */
export function BonusCard({ bonus, position }: { bonus: MemberBonus; position?: number }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dates = useDateFormat();
  const title = useBonusTitle();
  const now = useMinuteClock();
  const name = title(bonus);
  const titleId = `bonus-${bonus.id}-title`;
  const wagering = bonus.wageringRequired > 0;
  const soon = bonus.expiresAt !== null && bonus.expiresAt - now < 24 * 3_600_000;
  return (
    <article className="bonus-card" aria-labelledby={titleId}>
      <header className="bonus-card__head">
        <span className="bonus-card__icon" aria-hidden="true">
          <GiftIcon size="0.2rem" />
        </span>
        <div className="bonus-card__who">
          <h3 id={titleId} className="bonus-card__title">
            {name}
          </h3>
          <p className="bonus-card__sub">
            {position !== undefined ? <span className="bonus-card__order">{t('bonus.card.order', { n: position })}</span> : null}
            <span>{t('bonus.card.received', { date: dates.date(bonus.createdAt) })}</span>
          </p>
        </div>
        {/* a free-round grant starts at nothing: its worth is the rounds, shown under it */}
        {bonus.amount > 0 || !bonus.freeRounds ? (
          <p className="bonus-card__amount">
            <span className="visually-hidden">{t('bonus.card.amount')} </span>
            {money(bonus.amount)}
          </p>
        ) : null}
      </header>

      {wagering ? (
        <div className="bonus-card__progress">
          <div
            className="bonus-progress"
            role="progressbar"
            aria-label={t('bonus.card.progressLabel', { name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={bonus.progress}
            aria-valuetext={t('bonus.card.progressValue', { percent: bonus.progress })}
          >
            <span className="bonus-progress__fill" style={{ width: `${bonus.progress}%` }} />
          </div>
          <p className="bonus-card__progress-text">
            <span>{t('bonus.card.wagered', { wagered: money(bonus.wagered), required: money(bonus.wageringRequired) })}</span>
            <strong>{t('bonus.card.percentDone', { percent: bonus.progress })}</strong>
          </p>
          <p className="bonus-card__remaining">{t('bonus.card.remaining', { amount: money(bonus.remaining) })}</p>
        </div>
      ) : null}

      <dl className="bonus-facts">
        <div className={`bonus-fact${soon ? ' bonus-fact--soon' : ''}`}>
          <dt>
            <ClockIcon size="0.14rem" />
            {t('bonus.card.expires')}
          </dt>
          <dd>
            {bonus.expiresAt === null ? (
              t('bonus.card.noExpiry')
            ) : (
              <>
                <strong>{dates.relative(bonus.expiresAt)}</strong>
                <span className="bonus-fact__note">{dates.dateTime(bonus.expiresAt)}</span>
              </>
            )}
          </dd>
        </div>
        <div className="bonus-fact">
          <dt>
            <ShieldIcon size="0.14rem" />
            {t('bonus.card.maxStake')}
          </dt>
          <dd>
            <strong>{bonus.maxStake === null ? t('bonus.card.noMaxStake') : money(bonus.maxStake)}</strong>
          </dd>
        </div>
      </dl>

      {bonus.freeRounds ? <FreeRounds rounds={bonus.freeRounds} kind={bonus.kind} /> : null}
      {bonus.contributions ? <ContributionsTable contributions={bonus.contributions} /> : wagering ? <p className="bonus-card__note">{t('bonus.card.allGamesCount')}</p> : null}
    </article>
  );
}

/** A closed bonus: its name, amount, how it ended and when. */
export function ClosedBonusRow({ bonus }: { bonus: MemberBonus }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dates = useDateFormat();
  const title = useBonusTitle();
  return (
    <li className="bonus-row">
      <span className={`bonus-row__icon bonus-row__icon--${bonus.status}`} aria-hidden="true">
        <CoinsIcon size="0.16rem" />
      </span>
      <span className="bonus-row__main">
        <span className="bonus-row__title">{title(bonus)}</span>
        <span className="bonus-row__date">
          {t('bonus.history.dates', { from: dates.date(bonus.createdAt), to: bonus.closedAt === null ? '—' : dates.date(bonus.closedAt) })}
        </span>
      </span>
      <span className="bonus-row__end">
        <span className="bonus-row__amount">{money(bonus.amount)}</span>
        <span className={`bonus-status bonus-status--${bonus.status}`}>{t(`bonus.status.${bonus.status}`)}</span>
      </span>
    </li>
  );
}
