import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAY_PATHS } from '@lobby/contract/paths';
import type { OriginalsFeed } from '@lobby/contract/schemas';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { api } from '@/shared/lib/api';
import { useSession } from '@/shared/lib/session';
import { originalsKeys } from '../api/keys';
import { originalsSchemas } from '../api/schemas';
import { formatMultiplier } from './format';

type View = 'all' | 'high' | 'mine';

/** How often the feed asks again while it is on screen (never while the tab is hidden). */
const POLL_MS = 5_000;

function useFeed(view: View, enabled: boolean) {
  return useQuery({
    queryKey: originalsKeys.feed(view),
    queryFn: async ({ signal }): Promise<OriginalsFeed> => {
      const raw = await api.get(PLAY_PATHS.originalsFeed, { signal, silent: true, query: { view } });
      return (await originalsSchemas()).originalsFeedSchema.parse(raw);
    },
    enabled,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/**
 * The live bets of every in-house game: everyone's, the high rollers' and my own, newest first, asked again
 * every few seconds while the page is visible.
 */
export function LiveBets() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const signedIn = useSession() !== null;
  const [view, setView] = useState<View>('all');
  const feed = useFeed(view, view !== 'mine' || signedIn);
  const id = useId();
  const views: View[] = signedIn ? ['all', 'high', 'mine'] : ['all', 'high'];
  return (
    <section className="og-card og-feed" aria-labelledby={`${id}-title`}>
      <h2 className="og-subtitle" id={`${id}-title`}>
        <span className="og-feed__live" aria-hidden="true" />
        {t('originals.feed.title')}
      </h2>
      <div className="og-seg" role="radiogroup" aria-label={t('originals.feed.title')}>
        {views.map((v) => (
          <button key={v} type="button" role="radio" aria-checked={view === v} className="og-seg__opt" onClick={() => setView(v)}>
            {t(`originals.feed.${v}`)}
          </button>
        ))}
      </div>
      {feed.data && feed.data.length > 0 ? (
        <table className="og-feed__table">
          <thead>
            <tr>
              <th scope="col">{t('originals.feed.game')}</th>
              <th scope="col">{t('originals.feed.player')}</th>
              <th scope="col">{t('originals.feed.bet')}</th>
              <th scope="col">{t('originals.feed.payout')}</th>
            </tr>
          </thead>
          <tbody>
            {feed.data.map((r) => (
              <tr key={r.id}>
                <td>{t(`originals.games.${r.game}`)}</td>
                <td>{r.player}</td>
                <td>{money(r.amount)}</td>
                <td className={r.payout > r.amount ? 'og-pos' : 'og-muted'}>
                  {r.payout > 0 ? `${money(r.payout)} · ${formatMultiplier(r.multiplier)}` : formatMultiplier(0)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="og-muted">{feed.isError ? t('originals.history.error') : feed.data ? t('originals.feed.empty') : t('general.loading')}</p>
      )}
    </section>
  );
}
