import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KENO_NUMBERS, KENO_PAYTABLES } from '@lobby/contract/rules';
import { formatMultiplier } from '../frame/game-frame';
import { OneShotScreen } from '../frame/one-shot';

const MAX_PICKS = 10;

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
      help={<p>{t('originals.help.keno')}</p>}
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
