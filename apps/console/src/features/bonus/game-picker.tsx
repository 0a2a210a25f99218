import { useDeferredValue, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/shared/ui/states';
import { gamesQueryOptions } from './api/get-games';
import type { GameRef } from './campaign-form';

/** At most this many games per campaign (the contract's bound). */
const MAX_GAMES = 20;

/**
 * Picks the games free rounds are played on, from the merchant's catalogue: slots for free spins, the
 * in-house originals for free bets. A game is named by its vendor and its game id, as rounds name it.
 */
export function GamePicker({ merchant, type, selected, onChange, error, readOnly }: { merchant: string; type: 'RNG' | 'INHOUSE'; selected: GameRef[]; onChange: (games: GameRef[]) => void; error?: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState('');
  const query = useQuery(gamesQueryOptions(merchant, type, useDeferredValue(q.trim())));
  const isSelected = (g: { vendor: string; gameId: string }) => selected.some((s) => s.vendor === g.vendor && s.code === g.gameId);
  // a saved campaign names its games by vendor and id: their names come from the catalogue as it loads
  const nameOf = (g: GameRef) => query.data?.list.find((x) => x.vendor === g.vendor && x.gameId === g.code)?.name ?? g.name;

  return (
    <div className="field game-picker">
      <label htmlFor={`${id}-q`}>{t(type === 'RNG' ? 'bonus.form.gamesSlots' : 'bonus.form.gamesOriginals')}</label>
      {selected.length > 0 && (
        <ul className="picked" aria-label={t('bonus.form.picked')}>
          {selected.map((g) => (
            <li key={`${g.vendor}/${g.code}`} className="chip">
              {nameOf(g)} <span className="muted">{g.vendor}</span>
              {!readOnly && (
                <button type="button" className="chip-remove" aria-label={t('bonus.form.removeGame', { name: nameOf(g) })} onClick={() => onChange(selected.filter((s) => s !== g))}>
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <input id={`${id}-q`} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('bonus.form.searchGames')} aria-describedby={`${id}-note`} aria-invalid={error ? true : undefined} readOnly={readOnly} />
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ul className="game-options" aria-label={t('bonus.form.gameOptions')} aria-busy={query.isPending || undefined}>
          {(query.data?.list ?? []).map((g) => {
            const on = isSelected(g);
            return (
              <li key={g.gameId}>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={readOnly || (!on && selected.length >= MAX_GAMES)}
                    onChange={(e) => onChange(e.target.checked ? [...selected, { vendor: g.vendor, code: g.gameId, name: g.name }] : selected.filter((s) => !(s.vendor === g.vendor && s.code === g.gameId)))}
                  />
                  {g.name} <span className="muted">· {g.vendor}</span>
                  {!g.enabled && <span className="badge badge-disabled">{t('status.disabled')}</span>}
                </label>
              </li>
            );
          })}
          {query.data?.list.length === 0 && <li className="muted">{t('bonus.form.noGames')}</li>}
        </ul>
      )}
      <small id={`${id}-note`} className={error ? 'field-error' : 'muted'}>
        {error ?? t('bonus.form.gamesHint', { count: selected.length, max: MAX_GAMES })}
      </small>
    </div>
  );
}
