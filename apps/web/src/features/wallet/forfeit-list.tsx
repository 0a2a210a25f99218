import { useTranslation } from 'react-i18next';
import { useMemberBonuses } from '@/shared/api/bonus/get-member-bonuses';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useBonusTitle } from '@/shared/ui/bonus-texts';

/**
 * The bonuses a withdrawal now would give up, each with the wagering it still needs, so the member sees
 * what "give up" costs before confirming. Nothing while they load (the sentence above says the total).
 */
export function ForfeitList() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const title = useBonusTitle();
  const query = useMemberBonuses();
  const active = query.data?.active ?? [];
  if (active.length === 0) return null;
  return (
    <ul className="forfeit-list" aria-label={t('bonus.withdraw.listLabel')}>
      {active.map((bonus) => (
        <li key={bonus.id} className="forfeit-list__item">
          <span className="forfeit-list__main">
            <span className="forfeit-list__title">{title(bonus)}</span>
            <span className="forfeit-list__note">
              {[
                bonus.wageringRequired > 0 ? t('bonus.withdraw.remaining', { amount: money(bonus.remaining), percent: bonus.progress }) : null,
                bonus.freeRounds && bonus.freeRounds.left > 0 ? t('bonus.withdraw.freeRounds', { count: bonus.freeRounds.left }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </span>
          <span className="forfeit-list__amount">{money(bonus.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
