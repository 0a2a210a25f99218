import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS, type ContractKind } from '@lobby/contract/rules';
import type { Contract } from '@lobby/contract/schemas';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useLanguage } from '@/shared/hooks/use-language';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { errorText, isApiError } from '@/shared/lib/http';
import { numberFormat } from '@/shared/lib/money';
import { getHref } from '@/shared/lib/paths';
import { useRole } from '@/shared/lib/session';
import { toast } from '@/shared/lib/toast';
import { EmptyState } from '@/shared/ui/empty-state';
import { AgentIcon } from '@/shared/ui/icons';
import { RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { useContracts, useRespondContract } from './api/contracts';
import { StatementSheet } from './statement-sheet';
import './agent.css';

function Terms({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const money = useMoneyFormat();
  const pct = numberFormat(LANGUAGE_TAGS[lang], 0, 2);
  const percent = (bp: number) => `${pct.format(bp / 100)}%`;
  if (contract.dividend) {
    return <p className="agent-terms">{t('agent.contract.dividendTerms', { share: percent(contract.dividend.shareBp), period: t(`agent.contract.${contract.dividend.period}`) })}</p>;
  }
  const tiers = contract.salary?.tiers ?? contract.hourly?.tiers ?? [];
  return (
    <table className="agent-terms-table">
      <thead>
        <tr>
          <th scope="col">{t(contract.kind === 'hourly' ? 'agent.contract.hourBets' : 'agent.contract.dayBets')}</th>
          <th scope="col">{t('agent.contract.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.minValidBet}>
            <td>≥ {money(tier.minValidBet, { whole: true })}</td>
            <td>{percent(tier.rateBp)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The agent's contracts of one kind: what its upline offered (answer a waiting one) and what it offered. */
function ContractsScreen({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const role = useRole();
  const list = useContracts(kind);
  const respond = useRespondContract();
  const [statement, setStatement] = useState<Contract | null>(null);

  if (role !== 'agent') {
    return (
      <div className="agent">
        <EmptyState icon={AgentIcon} title={t('agent.only.title')} text={t('agent.only.text')} />
      </div>
    );
  }

  const answer = async (contract: Contract, accept: boolean) => {
    try {
      await respond.mutateAsync({ id: contract.id, accept });
      toast.success(t(accept ? 'agent.contract.accepted' : 'agent.contract.refused'));
    } catch (error) {
      toast.error(errorText(isApiError(error) ? error.errorCode : 'common.unknown', isApiError(error) ? error.message : undefined));
    }
  };

  return (
    <div className="agent">
      <p className="agent-contracts__intro">{t(`agent.contract.intro.${kind}`)}</p>
      {list.isError ? (
        <RetryBlock onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <RowSkeletons count={3} />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={AgentIcon}
          title={t('agent.contract.none')}
          action={
            <Link to={getHref('agentHome')} className="btn btn--secondary">
              {t('agent.contract.toAgentHome')}
            </Link>
          }
        />
      ) : (
        <ul className="agent-contracts">
          {list.data.map((c) => (
            <li key={c.id} className={`agent-contract agent-contract--${c.status}`}>
              <div className="agent-contract__head">
                <p className="agent-contract__who">{c.mine ? t('agent.contract.fromUpline', { name: c.upline }) : t('agent.contract.toAgent', { name: c.agent })}</p>
                <span className={`agent-badge agent-badge--${c.status}`}>{t(`agent.contract.status.${c.status}`)}</span>
              </div>
              <Terms contract={c} />
              <p className="agent-contract__date">
                {dates.dateTime(c.createdAt)}
                {c.respondedAt ? ` · ${t('agent.contract.answered', { at: dates.dateTime(c.respondedAt) })}` : ''}
              </p>
              {c.mine && c.status === 'pending' ? (
                <div className="agent-contract__actions">
                  <button type="button" className="btn btn--secondary" disabled={respond.isPending} onClick={() => void answer(c, false)}>
                    {t('agent.contract.refuse')}
                  </button>
                  <button type="button" className="btn btn--primary" disabled={respond.isPending} onClick={() => void answer(c, true)}>
                    {t('agent.contract.accept')}
                  </button>
                </div>
              ) : null}
              {c.status === 'active' || c.status === 'replaced' ? (
                <button type="button" className="btn btn--ghost btn--sm agent-contract__statement" onClick={() => setStatement(c)} aria-haspopup="dialog">
                  {t('agent.statement.open')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {statement ? <StatementSheet contract={statement} onClose={() => setStatement(null)} /> : null}
    </div>
  );
}

export const SalaryContractScreen = () => <ContractsScreen kind="salary" />;
export const DividendContractScreen = () => <ContractsScreen kind="dividend" />;
export const HourContractScreen = () => <ContractsScreen kind="hourly" />;
