import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES, type GameType } from '@lobby/contract/rules';
import type { BetRecord } from '@lobby/contract/schemas';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useInfiniteScroll } from '@/shared/hooks/use-infinite-scroll';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { categoryNameKey } from '@/shared/lib/game-categories';
import { isApiError } from '@/shared/lib/http';
import { EmptyState } from '@/shared/ui/empty-state';
import { GamepadIcon, HeadsetIcon, RecordIcon } from '@/shared/ui/icons';
import { RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { useBetRecords, type BetRecordFilter } from './api/get-bet-records';
import { BetDetailSheet } from './bet-detail-sheet';
import { netTone } from './record-format';
import { isQuickRange, groupByDay, rangeOf, type QuickRange } from './quick-ranges';
import { ChipGroup, DayHeading, ListFooter, RangeChips } from './record-controls';
import './records.css';
import { useGameCategories } from '@/shared/api/games/get-vendor-data';

/** Categories offered when the lobby's own list has not arrived (the screen was opened directly). */
const FALLBACK_TYPES: readonly GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'INHOUSE'];
const ALL = 'ALL';

function isGameType(value: string | null): value is GameType {
  return (GAME_TYPES as readonly string[]).includes(value ?? '');
}

function Contact() {
  const { t } = useTranslation();
  return <EmptyState icon={HeadsetIcon} title={t('errors.records.disabled')} text={t('history.bets.disabledText')} />;
}

function BetRow({ record, onOpen }: { record: BetRecord; onOpen: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dates = useDateFormat();
  const tone = netTone(record.net);
  return (
    <li>
      <button type="button" className="record-row" onClick={onOpen} aria-haspopup="dialog">
        <span className="record-row__icon" aria-hidden="true">
          <GamepadIcon size="0.18rem" />
        </span>
        <span className="record-row__main">
          <span className="record-row__title">{record.gameName}</span>
          <span className="record-row__meta">
            {record.vendor} · {dates.time(record.createdAt)}
          </span>
          <span className="record-row__meta record-row__figures">
            {t('history.bets.betShort', { amount: money(record.bet) })} ·{' '}
            {t('history.bets.winShort', { amount: money(record.win) })}
          </span>
        </span>
        <span className="record-row__side">
          <span className={`record-row__amount record-row__amount--${tone}`}>
            {record.status === 'open' ? money(-record.bet) : money(record.net, { signed: true })}
          </span>
          {record.status !== 'settled' ? (
            <span className={`record-badge record-badge--${record.status}`}>{t(`history.bets.status.${record.status}`)}</span>
          ) : null}
        </span>
      </button>
    </li>
  );
}

function Totals({ totals }: { totals: { rounds: number; bet: number; win: number; net: number } }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const tone = netTone(totals.net);
  return (
    <div role="group" aria-label={t('history.bets.totals')}>
      <dl className="totals-bar">
        <div>
          <dt>{t('history.bets.rounds')}</dt>
          <dd>{totals.rounds}</dd>
        </div>
        <div>
          <dt>{t('history.bets.bet')}</dt>
          <dd>{money(totals.bet)}</dd>
        </div>
        <div>
          <dt>{t('history.bets.win')}</dt>
          <dd>{money(totals.win)}</dd>
        </div>
        <div>
          <dt>{t('history.bets.net')}</dt>
          <dd className={`totals-bar__net totals-bar__net--${tone}`}>{money(totals.net, { signed: true })}</dd>
        </div>
      </dl>
    </div>
  );
}

function BetList({ filter }: { filter: BetRecordFilter }) {
  const { t } = useTranslation();
  const query = useBetRecords(filter, true);
  const [open, setOpen] = useState<BetRecord | null>(null);
  const pages = query.data?.pages ?? [];
  const records = pages.flatMap((p) => p.list);
  const totals = pages[0]?.totals;

  useInfiniteScroll({
    hasMore: query.hasNextPage,
    loading: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
    enabled: !query.isFetchNextPageError,
  });

  if (query.isPending) {
    return (
      <>
        <div className="totals-bar totals-bar--skeleton" aria-hidden="true" />
        <RowSkeletons />
      </>
    );
  }
  if (query.isError && records.length === 0) {
    if (isApiError(query.error) && query.error.errorCode === 'records.disabled') return <Contact />;
    return <RetryBlock onRetry={() => void query.refetch()} />;
  }

  return (
    <>
      {totals && records.length > 0 ? <Totals totals={totals} /> : null}
      {records.length === 0 ? (
        <EmptyState icon={RecordIcon} title={t('history.bets.empty')} text={t('history.bets.emptyText')} />
      ) : (
        <div className="records-list">
          {groupByDay(records, (r) => r.createdAt).map((group) => (
            <section key={group.day} className="records-group">
              <DayHeading day={group.day} />
              <ul className="records-rows" aria-label={t('history.bets.listLabel')}>
                {group.rows.map((record) => (
                  <BetRow key={record.id} record={record} onOpen={() => setOpen(record)} />
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
      )}
      {open ? <BetDetailSheet record={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/**
 * /m/gameRecord: the member's rounds. Off unless the merchant turns on bet records for members
 * (TRANSBETREPMEM3); then quick ranges, categories, the range's totals and the rounds, endlessly.
 */
export function BetRecordsScreen() {
  const { t } = useTranslation();
  const info = useStatusInfo();
  const categories = useGameCategories();
  const [params, setParams] = useSearchParams();
  const rangeParam = params.get('range');
  const range: QuickRange = isQuickRange(rangeParam) ? rangeParam : 'today';
  const typeParam = params.get('gameType');
  const gameType = isGameType(typeParam) ? typeParam : undefined;

  if (!info) return null;
  if (!info.whitelabel.TRANSBETREPMEM3) {
    return (
      <div className="records-screen">
        <Contact />
      </div>
    );
  }

  const types = categories.length > 0 ? categories.map((c) => c.gameType) : FALLBACK_TYPES;
  const set = (key: string, value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="records-screen">
      <div className="records-filters">
        <RangeChips value={range} onChange={(r) => set('range', r)} />
        <ChipGroup
          label={t('history.bets.gameType')}
          options={[
            { value: ALL, label: t('history.all') },
            ...types.map((type) => ({ value: type, label: t(categoryNameKey(type)) })),
          ]}
          value={gameType ?? ALL}
          onChange={(value) => set('gameType', value === ALL ? undefined : value)}
        />
      </div>
      <BetList key={`${range}:${gameType ?? ALL}`} filter={{ ...rangeOf(range), gameType }} />
    </div>
  );
}
