import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLINKO_RISKS, PLINKO_ROWS, PLINKO_TABLES, type PlinkoRisk, type PlinkoRows } from '@lobby/contract/rules';
import { OneShotScreen } from '../frame/one-shot';

const W = 340;
const TOP = 18;

function slotTone(m: number): string {
  if (m >= 10) return 'hot';
  if (m >= 2) return 'warm';
  if (m >= 1) return 'mild';
  return 'cold';
}

/** The board: pegs in a triangle, the ball dropped along the returned path (Web Animations on transform). */
/**
 * A slot's multiplier in at most three characters, so 17 slots stay readable on a phone: 199, 29, 4.3, .55
 * (the exact figure is the slot's title and its accessible name).
 */
export function slotLabel(m: number): string {
  if (m >= 9.95) return m.toFixed(0);
  if (m >= 1) return m.toFixed(1);
  return m.toFixed(2).replace(/^0/, '');
}

function PlinkoBoard({ label, rows, risk, path, slot, spin, reduced }: { label: string; rows: PlinkoRows; risk: PlinkoRisk; path: boolean[] | null; slot: number | null; spin: number; reduced: boolean }) {
  const ball = useRef<HTMLDivElement>(null);
  const gap = W / (rows + 2);
  const height = TOP + gap * rows + 8;
  const table = PLINKO_TABLES[`${rows}:${risk}`]!;
  useEffect(() => {
    const el = ball.current;
    if (!el || !path) return;
    // x measured in pegs from the centre: each row the ball moves half a gap left or right.
    let x = 0;
    const frames: Keyframe[] = [{ transform: `translate(${W / 2}px, 0px)` }];
    path.forEach((right, row) => {
      x += right ? 0.5 : -0.5;
      frames.push({ transform: `translate(${W / 2 + x * gap}px, ${TOP + gap * (row + 1) - gap / 2}px)` });
    });
    frames.push({ transform: `translate(${W / 2 + x * gap}px, ${height}px)` });
    if (reduced || typeof el.animate !== 'function') {
      el.style.transform = String(frames[frames.length - 1]!.transform);
      return;
    }
    const anim = el.animate(frames, { duration: 120 * rows + 200, easing: 'linear', fill: 'forwards' });
    return () => anim.cancel();
  }, [path, spin, rows, gap, height, reduced]);
  return (
    <div className="plinko">
      <div className="plinko__board" style={{ width: `${W / 100}rem`, height: `${(height + 6) / 100}rem` }}>
        <svg viewBox={`0 0 ${W} ${height}`} width="100%" height="100%" aria-hidden="true">
          {Array.from({ length: rows }, (_, r) =>
            Array.from({ length: r + 3 }, (_, i) => (
              <circle key={`${r}-${i}`} cx={W / 2 + (i - (r + 2) / 2) * gap} cy={TOP + gap * r} r={Math.max(2.2, gap / 9)} className="plinko__peg" />
            )),
          )}
        </svg>
        {path ? <div ref={ball} key={spin} className="plinko__ball" data-testid="plinko-ball" aria-hidden="true" /> : null}
      </div>
      <ol className={`plinko__slots plinko__slots--${rows}`} aria-label={label}>
        {table.map((m, i) => (
          <li key={i} className={`plinko__slot plinko__slot--${slotTone(m)}${slot === i ? ' is-hit' : ''}`} title={`${m}×`} aria-label={`${m}×`}>
            {slotLabel(m)}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Plinko: 8, 12 or 16 rows; the ball falls left or right at each peg; the slot's multiplier pays. */
export function PlinkoScreen() {
  const { t } = useTranslation();
  const [rows, setRows] = useState<PlinkoRows>(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  return (
    <OneShotScreen
      game="plinko"
      title={t('originals.games.plinko')}
      params={{ rows, risk }}
      revealMs={120 * rows + 250}
      help={<p>{t('originals.help.plinko')}</p>}
      renderStage={({ round, spin, reduced }) => {
        const played = round ? { rows: Number(round.params.rows) as PlinkoRows, risk: round.params.risk as PlinkoRisk } : { rows, risk };
        const same = played.rows === rows && played.risk === risk;
        const path = round && same ? ((round.outcome.path ?? null) as boolean[] | null) : null;
        const slot = round && same ? Number(round.outcome.slot ?? (path ? path.filter(Boolean).length : NaN)) : null;
        return <PlinkoBoard label={t('originals.plinko.slots')} rows={rows} risk={risk} path={path} slot={slot} spin={spin} reduced={reduced} />;
      }}
      controls={(_, locked) => (
        <div className="og-controls og-controls--row">
          <label className="og-field">
            <span className="og-label">{t('originals.plinko.rows')}</span>
            <select className="og-input" value={rows} disabled={locked} onChange={(e) => setRows(Number(e.target.value) as PlinkoRows)}>
              {PLINKO_ROWS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </label>
          <label className="og-field">
            <span className="og-label">{t('originals.frame.risk')}</span>
            <select className="og-input" value={risk} disabled={locked} onChange={(e) => setRisk(e.target.value as PlinkoRisk)}>
              {PLINKO_RISKS.map((r) => (
                <option key={r} value={r}>
                  {t(`originals.risk.${r}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
    />
  );
}
