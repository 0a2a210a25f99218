import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS } from '@lobby/contract/rules';
import type { Contract } from '@lobby/contract/schemas';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { useLanguage } from '@/shared/hooks/use-language';
import { numberFormat } from '@/shared/lib/money';
import { EmptyState } from '@/shared/ui/empty-state';
import { RecordIcon } from '@/shared/ui/icons';
import { RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { Sheet, SheetHeader } from '@/shared/ui/sheet';
import { useSettlements } from './api/contracts';

/** A daily period's key is its day; weeks and months keep their own keys. */
const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** Each settled period of a contract: the team's figures, what was applied, what was paid. */
export function StatementSheet({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [lang] = useLanguage();
  const money = useMoneyFormat();
  const dates = useDateFormat();
  const pct = numberFormat(LANGUAGE_TAGS[lang], 0, 2);
  const list = useSettlements(contract.id);
  return (
    <Sheet className="sheet agent-sheet" onClose={onClose} aria-labelledby={titleId} motion="pop">
      <div className="sheet__handle" aria-hidden="true" />
      <SheetHeader title={t('agent.statement.title')} titleId={titleId} onClose={onClose} autoFocusClose />
      <div className="agent-statement">
        {list.isError ? (
          <RetryBlock onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <RowSkeletons count={3} />
        ) : list.data.length === 0 ? (
          <EmptyState icon={RecordIcon} title={t('agent.statement.none')} text={t('agent.statement.noneText')} />
        ) : (
          <ul className="agent-statement__list">
            {list.data.map((s) => (
              <li key={s.id} className="agent-statement__row">
                <div className="agent-statement__head">
                  <strong>{DAY_KEY.test(s.period) ? dates.day(s.period) : s.period}</strong>
                  <strong className={s.amount > 0 ? 'agent-pos' : undefined}>{money(s.amount)}</strong>
                </div>
                <dl className="agent-statement__figures">
                  <div>
                    <dt>{t('agent.statement.bets')}</dt>
                    <dd>{money(s.teamValidBets)}</dd>
                  </div>
                  {s.kind === 'dividend' ? (
                    <>
                      <div>
                        <dt>{t('agent.statement.netLoss')}</dt>
                        <dd>{money(s.teamNetLoss)}</dd>
                      </div>
                      <div>
                        <dt>{t('agent.statement.carry')}</dt>
                        <dd>
                          {money(s.carryIn)} → {money(s.carryOut)}
                        </dd>
                      </div>
                    </>
                  ) : null}
                  <div>
                    <dt>{t(s.kind === 'dividend' ? 'agent.statement.share' : 'agent.statement.rate')}</dt>
                    <dd>{`${pct.format(s.rateBp / 100)}%`}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Sheet>
  );
}
