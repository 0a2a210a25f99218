import { useLayoutEffect, useRef } from 'react';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_FILTERS, type TransactionFilter, type TransactionKind } from '@lobby/contract/rules';
import type { Transaction } from '@lobby/contract/schemas';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useInfiniteScroll } from '@/shared/hooks/use-infinite-scroll';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { EmptyState } from '@/shared/ui/empty-state';
import {
  AgentIcon,
  DepositIcon,
  EditIcon,
  GamepadIcon,
  GiftIcon,
  TrophyIcon,
  WithdrawIcon,
  type IconProps,
} from '@/shared/ui/icons';
import { RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { ExportIcon, ReceiptIcon } from '@/shared/ui/money-icons';
import { transactionsCsvHref, useTransactions, type TransactionQuery } from './api/get-transactions';
import { groupByDay, isQuickRange, rangeOf, type QuickRange } from './quick-ranges';
import { ChipGroup, DayHeading, ListFooter, RangeChips } from './record-controls';
import { netTone } from './record-format';
import './records.css';

const FILTERS = Object.keys(TRANSACTION_FILTERS) as TransactionFilter[];
const ALL = 'all';

function isFilter(value: string | null): value is TransactionFilter {
  return (FILTERS as string[]).includes(value ?? '');
}

const KIND_ICONS: Partial<Record<TransactionKind, ComponentType<IconProps>>> = {
  deposit: DepositIcon,
  deposit_fee: ReceiptIcon,
  withdrawal: WithdrawIcon,
  bet: GamepadIcon,
  rollback: GamepadIcon,
  win: TrophyIcon,
  jackpot_win: TrophyIcon,
  jackpot_contribution: GamepadIcon,
  bonus: GiftIcon,
  bonus_release: GiftIcon,
  bonus_forfeit: GiftIcon,
  reward: GiftIcon,
  commission: AgentIcon,
  adjustment: EditIcon,
};

function TransactionRow({ item }: { item: Transaction }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dates = useDateFormat();
  const Icon = KIND_ICONS[item.kind] ?? ReceiptIcon;
  const tone = netTone(item.amount);
  return (
    <li className={`record-row record-row--static${item.status === 'voided' ? ' record-row--voided' : ''}`}>
      <span className={`record-row__icon record-row__icon--${tone}`} aria-hidden="true">
        <Icon size="0.18rem" />
      </span>
      <span className="record-row__main">
        <span className="record-row__title">
          {t(`history.kind.${item.kind}`)}
          {item.account === 'bonus' ? <span className="record-tag">{t('history.transactions.bonusWallet')}</span> : null}
        </span>
        <span className="record-row__meta">
          {dates.time(item.createdAt)}
          {item.reference ? ` · ${item.reference}` : ''}
        </span>
      </span>
      <span className="record-row__side">
        <span className={`record-row__amount record-row__amount--${tone === 'down' ? 'even' : tone}`}>
          {money(item.amount, { signed: true })}
        </span>
        {item.status !== 'posted' ? (
          <span className={`record-badge record-badge--${item.status}`}>
            {t(`history.transactions.status.${item.status}`)}
          </span>
        ) : null}
      </span>
    </li>
  );
}

function TransactionList({ filter }: { filter: TransactionQuery }) {
  const { t } = useTranslation();
  const query = useTransactions(filter);
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];

  useInfiniteScroll({
    hasMore: query.hasNextPage,
    loading: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
    enabled: !query.isFetchNextPageError,
  });

  if (query.isPending) return <RowSkeletons />;
  if (query.isError && items.length === 0) return <RetryBlock onRetry={() => void query.refetch()} />;
  if (items.length === 0) {
    return <EmptyState icon={ReceiptIcon} title={t('history.transactions.empty')} text={t('history.transactions.emptyText')} />;
  }
  return (
    <div className="records-list">
      {groupByDay(items, (i) => i.createdAt).map((group) => (
        <section key={group.day} className="records-group">
          <DayHeading day={group.day} />
          <ul className="records-rows" aria-label={t('history.transactions.listLabel')}>
            {group.rows.map((item) => (
              <TransactionRow key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ))}
      <ListFooter
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        hasMore={query.hasNextPage}
        onRetry={() => void query.fetchNextPage()}
      />
    </div>
  );
}

/**
 * /m/transactions: the member's statement (deposits, withdrawals, bets, wins, bonuses, adjustments) with
 * signed amounts, pending and voided lines marked, and the chosen range as a CSV download.
 */
export function TransactionsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const rangeParam = params.get('range');
  const range: QuickRange = isQuickRange(rangeParam) ? rangeParam : 'week';
  const typeParam = params.get('type');
  const type = isFilter(typeParam) ? typeParam : undefined;
  const filter: TransactionQuery = { ...rangeOf(range), type };

  // The router hands a functional update the params of the last render, so two taps before the next render
  // (a type, then a range) would lose the first: each change starts from the newest params set here.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(latest.current);
    if (value) next.set(key, value);
    else next.delete(key);
    latest.current = next;
    setParams(next, { replace: true });
  };

  return (
    <div className="records-screen">
      <div className="records-filters">
        <RangeChips value={range} onChange={(r) => set('range', r)} />
        <ChipGroup
          label={t('history.transactions.type')}
          options={[
            { value: ALL, label: t('history.all') },
            ...FILTERS.map((f) => ({ value: f, label: t(`history.transactions.filter.${f}`) })),
          ]}
          value={type ?? ALL}
          onChange={(value) => set('type', value === ALL ? undefined : value)}
        />
        <div className="records-export">
          <span className="records-export__text">{t('history.transactions.exportText')}</span>
          <a className="btn btn--secondary btn--sm" href={transactionsCsvHref(filter)} download>
            <ExportIcon size="0.16rem" />
            {t('history.transactions.export')}
          </a>
        </div>
      </div>
      <TransactionList key={`${range}:${type ?? ALL}`} filter={filter} />
    </div>
  );
}
