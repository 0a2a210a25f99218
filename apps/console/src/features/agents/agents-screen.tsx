import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '@/shared/lib/format';
import { useOneMerchant } from '@/shared/lib/merchant';
import { ImplicitMerchant, PageHeader, TabPanel, Tabs } from '@/shared/ui/page';
import { RecordsTable } from '@/shared/ui/records-table';
import { Empty, ErrorState, Loading } from '@/shared/ui/states';
import { AGENT_SECTIONS, agentRecordsQueryOptions } from './api/get-agent-records';
import type { AgentSection } from './api/get-agent-records';
import { agentsQueryOptions } from './api/get-agents';
import type { Agent } from './api/get-agents';

type TreeRow = Agent & { depth: number };

/** Agents in tree order: each under its parent (the list names parents; roots are those whose parent is not listed). */
export function treeOrder(list: Agent[]): TreeRow[] {
  const byParent = new Map<string | null, Agent[]>();
  const accounts = new Set(list.map((a) => a.account));
  for (const agent of list) {
    const parent = agent.parent && accounts.has(agent.parent) ? agent.parent : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), agent]);
  }
  const out: TreeRow[] = [];
  const visit = (parent: string | null, depth: number) => {
    for (const agent of byParent.get(parent) ?? []) {
      out.push({ ...agent, depth });
      if (depth < 50) visit(agent.account, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}

export default function AgentsScreen() {
  const { t } = useTranslation();
  const { merchant, implicit } = useOneMerchant();
  const [root, setRoot] = useState('');
  const [rootInput, setRootInput] = useState('');
  const [active, setActive] = useState<string | null>(null);
  const [section, setSection] = useState<AgentSection>('contracts');

  const agents = useQuery(agentsQueryOptions(merchant, root));
  const rows = useMemo(() => treeOrder(agents.data?.list ?? []), [agents.data]);

  const detail = useQuery(agentRecordsQueryOptions(merchant, active, section));

  return (
    <>
      <PageHeader title={t('agents.title')}>
        <ImplicitMerchant merchant={merchant} implicit={implicit} />
      </PageHeader>
      <form
        className="filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setRoot(rootInput.trim());
        }}
      >
        <label className="inline-field">
          {t('agents.root')}
          <input value={rootInput} onChange={(e) => setRootInput(e.target.value)} placeholder={t('agents.rootPlaceholder')} />
        </label>
        <button type="submit" className="btn">
          {t('common.search')}
        </button>
      </form>
      <div className="split">
        <section className="card grow" aria-labelledby="agent-tree">
          <h2 id="agent-tree">{t('agents.tree')}</h2>
          {agents.isError ? (
            <ErrorState error={agents.error} onRetry={() => void agents.refetch()} />
          ) : agents.isPending ? (
            <Loading />
          ) : rows.length === 0 ? (
            <Empty />
          ) : (
            <table className="grid" aria-label={t('agents.tree')}>
              <thead>
                <tr>
                  <th scope="col">{t('agents.account')}</th>
                  <th scope="col" className="num">
                    {t('agents.level')}
                  </th>
                  <th scope="col" className="num">
                    {t('agents.members')}
                  </th>
                  <th scope="col" className="num">
                    {t('agents.subAgents')}
                  </th>
                  <th scope="col" className="num">
                    {t('agents.teamDeposits')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((a) => (
                  <tr key={a.account} className={a.account === active ? 'row-selected' : undefined}>
                    <td>
                      <button type="button" className="link-btn" style={{ paddingLeft: `${a.depth * 18}px` }} aria-current={a.account === active || undefined} onClick={() => setActive(a.account)}>
                        {a.depth > 0 && <span aria-hidden="true">└ </span>}
                        {a.account}
                      </button>
                    </td>
                    <td className="num">{a.level}</td>
                    <td className="num">{formatCount(a.members)}</td>
                    <td className="num">{formatCount(a.subAgents)}</td>
                    <td className="num">{formatMoney(a.teamDeposits)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className="card grow" aria-labelledby="agent-detail">
          <h2 id="agent-detail">{active ?? t('agents.pick')}</h2>
          {active && (
            <>
              <Tabs idPrefix="agent" label={t('agents.sections')} value={section} onChange={setSection} tabs={AGENT_SECTIONS.map((key) => ({ key, label: t(`agents.${key}`) }))} />
              <TabPanel idPrefix="agent" active={section}>
                {detail.isError ? <ErrorState error={detail.error} /> : <RecordsTable rows={detail.data?.list ?? []} loading={detail.isPending} label={t(`agents.${section}`)} csvName={`${active}-${section}`} />}
              </TabPanel>
            </>
          )}
        </section>
      </div>
    </>
  );
}
