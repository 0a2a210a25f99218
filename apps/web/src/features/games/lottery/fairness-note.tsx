import { useTranslation } from 'react-i18next';
import type { LotteryGameDraws } from '@lobby/contract';

/** The proof of a draw: the next draw's seed hash (published now) and this draw's revealed seed. */
export function FairnessNote({ draws }: { draws: LotteryGameDraws }) {
  const { t } = useTranslation();
  return (
    <details className="lottery-fair">
      <summary className="lottery-fair__summary">{t('lottery.fairness')}</summary>
      <p className="lottery-fair__text">{t('lottery.fairnessText')}</p>
      <dl className="lottery-fair__list">
        <dt>{t('lottery.seedHash', { drawNo: draws.next.drawNo })}</dt>
        <dd className="lottery-fair__hex">{draws.next.seedHash}</dd>
        <dt>{t('lottery.seed', { drawNo: draws.latest.drawNo })}</dt>
        <dd className="lottery-fair__hex">{draws.latest.serverSeed}</dd>
      </dl>
    </details>
  );
}
