import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerTournament, TournamentPhase, TournamentScoring } from '@lobby/contract';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useInBrowser } from '@/shared/hooks/use-in-browser';
import { useLanguage } from '@/shared/hooks/use-language';
import { formatMoment } from '@/shared/lib/date-format';

/** A score as the tournament counts it: money (stakes, net win) or a multiplier. */
export function useScoreFormat(scoring: TournamentScoring) {
  const money = useMoneyFormat();
  return (score: number) => (scoring === 'multiplier' ? `${score.toFixed(2)}×` : money(score));
}

/** The phase as a small badge: live (pulsing dot), upcoming, ended, finished. */
export function PhaseBadge({ phase }: { phase: TournamentPhase }) {
  const { t } = useTranslation();
  return (
    <span className={`tournament-phase tournament-phase--${phase}`}>
      {phase === 'running' ? <span className="tournament-phase__dot" aria-hidden="true" /> : null}
      {t(`tournaments.phase.${phase}`)}
    </span>
  );
}

function useNow(enabled: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [enabled]);
  return now;
}

function parts(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * "Ends in 2d 03:12:45" / "Starts in …" / "Ended": ticks once a second while the tournament is not over. The
 * server's page (and the hydration of it) shows the label with the time still to come: the seconds are the
 * phone's clock's.
 */
export function Countdown({ tournament, large = false }: { tournament: Pick<PlayerTournament, 'phase' | 'startsAt' | 'endsAt'>; large?: boolean }) {
  const { t } = useTranslation();
  const inBrowser = useInBrowser();
  const ticking = tournament.phase === 'running' || tournament.phase === 'scheduled';
  const now = useNow(ticking);
  const target = tournament.phase === 'scheduled' ? tournament.startsAt : tournament.endsAt;
  const left = target - now;
  if (ticking && !inBrowser) {
    return (
      <p className={`tournament-countdown${large ? ' tournament-countdown--large' : ''}`} role="timer" aria-live="off">
        <span className="tournament-countdown__label">{t(tournament.phase === 'scheduled' ? 'tournaments.countdown.startsIn' : 'tournaments.countdown.endsIn')}</span>
        <span className="tournament-countdown__time">--:--:--</span>
      </p>
    );
  }
  if (!ticking || left <= 0) {
    return <p className={`tournament-countdown tournament-countdown--over${large ? ' tournament-countdown--large' : ''}`}>{t('tournaments.countdown.over')}</p>;
  }
  const p = parts(left);
  const label = t(tournament.phase === 'scheduled' ? 'tournaments.countdown.startsIn' : 'tournaments.countdown.endsIn');
  return (
    <p className={`tournament-countdown${large ? ' tournament-countdown--large' : ''}`} role="timer" aria-live="off">
      <span className="tournament-countdown__label">{label}</span>
      <span className="tournament-countdown__time">
        {p.days > 0 ? <span className="tournament-countdown__days">{t('tournaments.countdown.days', { count: p.days })}</span> : null}
        {`${two(p.hours)}:${two(p.minutes)}:${two(p.seconds)}`}
      </span>
    </p>
  );
}

/** The period on the merchant's clock, its zone named ("Dec 1, 2026, 8:00 PM – Dec 7, 2026, 11:59 PM (Asia/Manila)"). */
export function usePeriodText() {
  const [lang] = useLanguage();
  return (t: Pick<PlayerTournament, 'startsAt' | 'endsAt' | 'timeZone'>) =>
    `${formatMoment(t.startsAt, lang, 'dateTime', t.timeZone)} – ${formatMoment(t.endsAt, lang, 'dateTime', t.timeZone)} (${t.timeZone})`;
}
