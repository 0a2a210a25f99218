import { useTranslation } from 'react-i18next';
import type { TournamentPhase } from '@lobby/contract/rules';

/** A tournament's phase as a coloured chip: draft, scheduled, running, ended (prizes due), finished, cancelled. */
export function TournamentPhaseChip({ phase }: { phase: TournamentPhase }) {
  const { t } = useTranslation();
  return <span className={`badge badge-tournament-${phase}`}>{t(`tournaments.phase.${phase}`)}</span>;
}
