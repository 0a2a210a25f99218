import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KENO_NUMBERS, KENO_PAYTABLES } from '@lobby/contract/rules';
import { formatMultiplier } from '../frame/game-frame';
import { OneShotScreen } from '../frame/one-shot';

const MAX_PICKS = 10;

/**
 * Every paytable at once: a row per number of picks, a column per number of hits (the row of the picks made
 * so far stands out); it scrolls sideways on a phone, with the picks column kept in view.
 */
function KenoPaytables({ current }: { current: number }) {
  const { t } = useTranslation();
  const hits = Array.from({ length: MAX_PICKS + 1 }, (_, h) => h);
  return (
    <div className="keno-tables" role="region" aria-label={t('originals.keno.allTables')} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{t('originals.keno.allTables')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('originals.keno.picks')}</th>
            {hits.map((h) => (
              <th key={h} scope="col">{t('originals.keno.hitsShort', { hits: h })}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: MAX_PICKS }, (_, i) => i + 1).map((p) => (
            <tr key={p} className={p === current ? 'is-current' : undefined}>
              <th scope="row">{p}</th>
              {hits.map((h) => {
                const m = KENO_PAYTABLES[p]![h];
                return <td key={h}>{m === undefined ? '' : m > 0 ? `${m}×` : '–'}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Keno: pick 1-10 of 40 numbers; 10 are drawn; the paytable row of the pick count pays by hits. */
export function KenoScreen() {
  const { t } = useTranslation();
  const [picks, setPicks] = useState<number[]>([]);
  const toggle = (n: number) =>
    setPicks((p) => (p.includes(n) ? p.filter((x) => x !== n) : p.length < MAX_PICKS ? [...p, n] : p));
  const randomPick = () => {
    const all = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
    const chosen: number[] = [];
    while (chosen.length < MAX_PICKS) chosen.push(...all.splice(Math.floor(Math.random() * all.length), 1));
    setPicks(chosen.sort((a, b) => a - b));
  };
  const table = picks.length ? KENO_PAYTABLES[picks.length]! : [];
  return (
    <OneShotScreen
      game="keno"
      title={t('originals.games.keno')}
      params={{ picks: [...picks].sort((a, b) => a - b) }}
      revealMs={1100}
      blocked={picks.length === 0 ? t('originals.keno.pickSome') : null}
      help={
        <>
          <p>{t('originals.help.keno')}</p>
          <KenoPaytables current={picks.length} />
        </>
      }
      renderStage={({ round, spin, reduced }) => {
        const drawn = round ? ((round.outcome.drawn ?? round.outcome.draw ?? []) as number[]) : [];
        const order = new Map(drawn.map((n, i) => [n, i]));
        const hits = drawn.filter((n) => picks.includes(n)).length;
        return (
          <div className="keno" key={spin}>
            <div className="keno__grid" role="group" aria-label={t('originals.keno.grid')}>
              {Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1).map((n) => {
                const picked = picks.includes(n);
                const hit = order.has(n);
                const cls = `keno__cell${picked ? ' is-picked' : ''}${hit ? (picked ? ' is-hit' : ' is-drawn') : ''}${hit && !reduced ? ' is-anim' : ''}`;
                return (
                  <button
                    key={n}
                    type="button"
                    className={cls}
                    aria-pressed={picked}
                    style={hit ? { animationDelay: `${order.get(n)! * 90}ms` } : undefined}
                    onClick={() => toggle(n)}
                  >
                    {n}
                  </button>
                );
              })}
            </div>
            {round ? <p className="og-muted" role="status">{t('originals.keno.hits', { hits, picks: picks.length })}</p> : null}
          </div>
        );
      }}
      controls={(_, locked) => (
        <div className="og-controls">
          <div className="og-controls--row">
            <button type="button" className="btn btn--secondary btn--sm" disabled={locked} onClick={randomPick}>
              {t('originals.keno.random')}
            </button>
            <button type="button" className="btn btn--ghost btn--sm" disabled={locked || !picks.length} onClick={() => setPicks([])}>
              {t('originals.keno.clear')}
            </button>
            <span className="og-muted">{t('originals.keno.picked', { count: picks.length, max: MAX_PICKS })}</span>
          </div>
          {table.length ? (
            <ol className="og-paytable" aria-label={t('originals.keno.paytable')}>
              {table.map((m, hits) => (
                <li key={hits} className={m > 0 ? 'is-paying' : undefined}>
                  <span>{hits}</span>
                  <strong>{formatMultiplier(m)}</strong>
                </li>
              ))}
            </ol>
          ) : (
            <p className="og-muted">{t('originals.keno.pickSome')}</p>
          )}
        </div>
      )}
    />
  );
}
