import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HistoryGame } from '@lobby/contract/rules';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { getHref } from '@/shared/lib/paths';
import { useSession } from '@/shared/lib/session';
import { useHistory } from '../api/rounds';

/** My last rounds of this game, each with a link to verify it. */
export function HistoryPanel({ game }: { game: HistoryGame }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dates = useDateFormat();
  const signedIn = useSession() !== null;
  const history = useHistory(game);
  if (!signedIn) return <p className="og-muted">{t('originals.history.signIn')}</p>;
  if (!history.data) return <p className="og-muted">{history.isError ? t('originals.history.error') : t('general.loading')}</p>;
  if (history.data.length === 0) return <p className="og-muted">{t('originals.history.empty')}</p>;
  return (
    <ul className="og-history" aria-label={t('originals.tabs.history')}>
      {history.data.map((r) => {
        const won = r.payout > 0;
        return (
          <li key={r.roundId} className="og-history__row">
            <span className="og-history__time">{dates.dateTime(r.createdAt)}</span>
            <span className="og-history__mult">{`${r.multiplier.toFixed(2)}×`}</span>
            <span className={`og-history__net og-history__net--${won ? 'win' : 'lose'}`}>
              {money(r.payout - r.amount, { signed: true })}
            </span>
            <Link className="og-link og-history__verify" to={getHref('inHouseFairness', { round: r.roundId })}>
              {t('originals.history.verify')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
