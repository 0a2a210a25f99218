import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef, PaginationState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { DataTable } from '@/shared/ui/data-table';
import { ImplicitMerchant, PageHeader } from '@/shared/ui/page';
import { ErrorState, Loading } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { gamesQueryOptions } from './api/get-games';
import type { Game } from './api/get-games';
import type { GameSwitches } from './api/update-game';
import { hotRankingQueryOptions } from './api/get-hot-ranking';
import { useSetHotRanking } from './api/set-hot-ranking';
import { useUpdateGame } from './api/update-game';
import { HotRanking } from './hot-ranking';
import type { HotItem } from './hot-ranking';

export default function GamesScreen() {
  const { t } = useTranslation();
  const { merchant, implicit } = useOneMerchant();
  const { can } = useSession();
  const manage = can('games.manage');
  const update = useUpdateGame();
  const saveRanking = useSetHotRanking();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 25 });
  const [error, setError] = useState<unknown>(null);
  const [draft, setDraft] = useState<HotItem[] | null>(null);

  const games = useQuery(gamesQueryOptions({ merchant, q: q || undefined, offset: pagination.pageIndex * pagination.pageSize, limit: pagination.pageSize }));
  const hot = useQuery(hotRankingQueryOptions(merchant));
  const hotItems = useMemo(() => (hot.data?.list ?? []).slice().sort((a, b) => a.rank - b.rank).map(({ nodeId, gameName }) => ({ nodeId, gameName })), [hot.data]);
  const [saving, setSaving] = useState(false);

  const toggle = async (game: Game, switches: GameSwitches) => {
    setError(null);
    try {
      await update.mutateAsync({ merchant, gameId: game.gameId, switches });
    } catch (e) {
      setError(e);
    }
  };

  const columns = useMemo<ColumnDef<Game, unknown>[]>(
    () => [
      { accessorKey: 'name', header: t('games.name') },
      { accessorKey: 'gameId', header: t('games.id'), cell: (c) => <code>{c.row.original.gameId}</code> },
      { accessorKey: 'vendor', header: t('games.vendor') },
      { accessorKey: 'type', header: t('games.type') },
      {
        accessorKey: 'enabled',
        header: t('games.enabled'),
        cell: (c) => (
          <Switch checked={c.row.original.enabled} disabled={!manage} label={t('games.enabledFor', { name: c.row.original.name })} onChange={(v) => void toggle(c.row.original, { enabled: v })} />
        ),
      },
      {
        accessorKey: 'isNew',
        header: t('games.new'),
        cell: (c) => <Switch checked={c.row.original.isNew} disabled={!manage} label={t('games.newFor', { name: c.row.original.name })} onChange={(v) => void toggle(c.row.original, { isNew: v })} />,
      },
      { accessorKey: 'hotRank', header: t('games.hotRank'), meta: { align: 'right' }, cell: (c) => c.row.original.hotRank ?? '—' },
      {
        id: 'actions',
        header: t('common.actions'),
        enableSorting: false,
        cell: (c) => {
          const g = c.row.original;
          const list = draft ?? hotItems;
          if (!manage || list.some((i) => i.nodeId === g.gameId)) return null;
          return (
            <button type="button" className="btn btn-sm" onClick={() => setDraft([...list, { nodeId: g.gameId, gameName: g.name }])}>
              {t('games.addHot')}
            </button>
          );
        },
      },
    ],
    [t, manage, draft, hotItems], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return (
    <>
      <PageHeader title={t('games.title')}>
        <ImplicitMerchant merchant={merchant} implicit={implicit} />
      </PageHeader>
      {error !== null && <ErrorState error={error} />}
      <div className="split">
        <section className="grow" aria-label={t('games.catalogue')}>
          {games.isError ? (
            <ErrorState error={games.error} onRetry={() => void games.refetch()} />
          ) : (
            <DataTable
              label={t('games.catalogue')}
              data={games.data?.list ?? []}
              columns={columns}
              loading={games.isFetching}
              getRowId={(g) => g.gameId}
              paging={{ pagination, onPaginationChange: setPagination, total: games.data?.total ?? 0 }}
              toolbar={
                <form
                  role="search"
                  className="inline-field"
                  onSubmit={(e) => {
                    e.preventDefault();
                    setQ(text.trim());
                    setPagination((p) => ({ ...p, pageIndex: 0 }));
                  }}
                >
                  <input type="search" aria-label={t('games.search')} placeholder={t('games.search')} value={text} onChange={(e) => setText(e.target.value)} />
                  <button type="submit" className="btn btn-sm">
                    {t('common.search')}
                  </button>
                </form>
              }
            />
          )}
        </section>
        <section className="card side-card" aria-labelledby="hot-title">
          <h2 id="hot-title">{t('games.hotRanking')}</h2>
          {hot.isError ? (
            <ErrorState error={hot.error} onRetry={() => void hot.refetch()} />
          ) : hot.isPending ? (
            <Loading />
          ) : (
            <HotRanking
              saved={hotItems}
              value={draft ?? hotItems}
              canEdit={manage}
              saving={saving}
              onChange={setDraft}
              onSave={async (items) => {
                setSaving(true);
                setError(null);
                try {
                  await saveRanking.mutateAsync({ merchant, nodeIds: items.map((i) => i.nodeId) });
                  toast.success(t('games.rankingSaved'));
                  setDraft(null);
                } catch (e) {
                  setError(e);
                } finally {
                  setSaving(false);
                }
              }}
            />
          )}
        </section>
      </div>
    </>
  );
}

export function Switch({ checked, onChange, label, disabled }: { checked: boolean; onChange: (value: boolean) => void; label: string; disabled?: boolean }) {
  return (
    <button type="button" role="switch" aria-checked={checked} aria-label={label} className={checked ? 'switch on' : 'switch'} disabled={disabled} onClick={() => onChange(!checked)}>
      <span className="switch-knob" aria-hidden="true" />
    </button>
  );
}
