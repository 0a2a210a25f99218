import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useLanguage } from '@/shared/hooks/use-language';
import { formatMonth } from '@/shared/lib/date-format';
import { SegmentedTabs } from '@/shared/ui/form/segmented-tabs';
import { BlockSkeleton, RetryBlock } from '@/shared/ui/list-states';
import { useStatement, type StatementMonth } from '../api/statement';
import { StatementIcon } from './rg-icons';

type View = 'money' | 'play';

/** The months shown before "Show all": the last quarter. */
const FIRST_MONTHS = 3;

const COLUMNS: Record<View, readonly ['deposits' | 'bets', 'withdrawals' | 'wins', 'net' | 'result']> = {
  money: ['deposits', 'withdrawals', 'net'],
  play: ['bets', 'wins', 'result'],
};

const cents = (n: number) => Math.round(n * 100) / 100;

function figure(month: StatementMonth, column: (typeof COLUMNS)[View][number]): number {
  return column === 'result' ? cents(month.wins - month.bets) : month[column];
}

/**
 * The activity statement: deposits, withdrawals and their net, or stakes, wins and their result, for each of
 * the last twelve months (the merchant's calendar), newest first, with the twelve months' totals.
 */
export function StatementSection() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const money = useMoneyFormat();
  const statement = useStatement();
  const [view, setView] = useState<View>('money');
  const [all, setAll] = useState(false);
  const columns = COLUMNS[view];

  let body;
  if (statement.isPending) body = <BlockSkeleton height="2.2rem" />;
  else if (statement.isError) body = <RetryBlock compact onRetry={() => void statement.refetch()} />;
  else {
    const months = statement.data.months;
    const shown = all ? months : months.slice(0, FIRST_MONTHS);
    const total = (column: (typeof columns)[number]) => cents(months.reduce((sum, m) => sum + figure(m, column), 0));
    const cell = (value: number, column: (typeof columns)[number]) => {
      const signed = column === 'net' || column === 'result';
      const tone = value === 0 ? ' rg-table__zero' : signed ? (value > 0 ? ' rg-table__pos' : ' rg-table__neg') : '';
      return (
        <td key={column} className={`rg-table__num${tone}`}>
          {money(value, { signed })}
        </td>
      );
    };
    body = (
      <>
        <div className="rg-table-wrap" id="rg-statement-panel" role="tabpanel" aria-labelledby={`rg-view-${view}`}>
          <table className="rg-table">
            <caption className="visually-hidden">{t('responsibleGaming.statement.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('responsibleGaming.statement.month')}</th>
                {columns.map((c) => (
                  <th key={c} scope="col" className="rg-table__num">
                    {t(`responsibleGaming.statement.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{formatMonth(m.month, language)}</th>
                  {columns.map((c) => cell(figure(m, c), c))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('responsibleGaming.statement.total')}</th>
                {columns.map((c) => cell(total(c), c))}
              </tr>
            </tfoot>
          </table>
        </div>
        {months.length > FIRST_MONTHS ? (
          <button type="button" className="btn btn--ghost btn--sm rg-statement__more" aria-expanded={all} onClick={() => setAll((v) => !v)}>
            {all ? t('responsibleGaming.statement.showFewer') : t('responsibleGaming.statement.showAll', { count: months.length })}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <section className="settings__section" aria-labelledby="rg-statement-title">
      <h2 id="rg-statement-title" className="settings__heading">
        <StatementIcon size="0.18rem" />
        {t('responsibleGaming.sections.statement')}
      </h2>
      <div className="settings__card rg-statement">
        <SegmentedTabs
          label={t('responsibleGaming.statement.view')}
          options={[
            { value: 'money', label: t('responsibleGaming.statement.views.money') },
            { value: 'play', label: t('responsibleGaming.statement.views.play') },
          ]}
          value={view}
          onChange={setView}
          controls="rg-statement-panel"
          idPrefix="rg-view"
        />
        {body}
      </div>
      <p className="rg-statement__note">{t(view === 'money' ? 'responsibleGaming.statement.noteMoney' : 'responsibleGaming.statement.notePlay')}</p>
    </section>
  );
}

