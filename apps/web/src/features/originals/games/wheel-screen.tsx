import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLINKO_RISKS, WHEEL_SEGMENTS, WHEEL_TABLES, type PlinkoRisk, type WheelSegments } from '@lobby/contract/rules';
import { formatMultiplier } from '../frame/game-frame';
import { OneShotScreen } from '../frame/one-shot';

const COLOURS = ['#2b3563', '#3ddc97', '#7cc4ff', '#f6c453', '#e0195a', '#b38cff'];

function colourOf(m: number, distinct: number[]): string {
  if (m === 0) return COLOURS[0]!;
  return COLOURS[1 + (distinct.indexOf(m) % (COLOURS.length - 1))]!;
}

function arc(i: number, n: number, r: number): string {
  const a0 = (i / n) * 2 * Math.PI - Math.PI / 2;
  const a1 = ((i + 1) / n) * 2 * Math.PI - Math.PI / 2;
  return `M0 0 L${r * Math.cos(a0)} ${r * Math.sin(a0)} A${r} ${r} 0 0 1 ${r * Math.cos(a1)} ${r * Math.sin(a1)} Z`;
}

/** Wheel: the segment under the pointer pays its multiplier; risk and segment count set the table. */
export function WheelScreen() {
  const { t } = useTranslation();
  const [segments, setSegments] = useState<WheelSegments>(20);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const turns = useRef(0);
  const table = WHEEL_TABLES[`${segments}:${risk}`]!;
  const distinct = [...new Set(table.filter((m) => m > 0))].sort((a, b) => a - b);
  return (
    <OneShotScreen
      game="wheel"
      title={t('originals.games.wheel')}
      params={{ segments, risk }}
      revealMs={2600}
      help={<p>{t('originals.help.wheel')}</p>}
      renderStage={({ round, spin, reduced }) => {
        const landed = round && Number(round.params.segments) === segments && round.params.risk === risk ? Number(round.outcome.segment ?? NaN) : null;
        // Whole turns so every spin goes forward, then the landed segment's centre under the pointer.
        if (landed !== null && Number.isFinite(landed)) turns.current = Math.max(turns.current, spin) ;
        const angle = landed !== null && Number.isFinite(landed) ? turns.current * 5 * 360 - ((landed + 0.5) / segments) * 360 : 0;
        return (
          <div className="wheel">
            <span className="wheel__pointer" aria-hidden="true" />
            <svg
              viewBox="-100 -100 200 200"
              className={`wheel__disc${reduced ? ' wheel__disc--still' : ''}`}
              style={{ transform: `rotate(${angle}deg)` }}
              aria-hidden="true"
            >
              {table.map((m, i) => (
                <path key={i} d={arc(i, segments, 96)} fill={colourOf(m, distinct)} stroke="#0a0f1f" strokeWidth="1" />
              ))}
              <circle r="58" fill="#0f1630" />
            </svg>
            <output className="wheel__centre" data-testid="wheel-result">
              {landed !== null && Number.isFinite(landed) && round ? formatMultiplier(round.multiplier) : ''}
            </output>
          </div>
        );
      }}
      controls={(_, locked) => (
        <div className="og-controls">
          <div className="og-controls--row">
            <label className="og-field">
              <span className="og-label">{t('originals.wheel.segments')}</span>
              <select className="og-input" value={segments} disabled={locked} onChange={(e) => setSegments(Number(e.target.value) as WheelSegments)}>
                {WHEEL_SEGMENTS.map((s) => (
                  <option key={s} value={s}>
                    {s}
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
          <ul className="wheel__legend" aria-label={t('originals.wheel.payouts')}>
            {[0, ...distinct].map((m) => (
              <li key={m} style={{ ['--c' as string]: colourOf(m, distinct) }}>
                {formatMultiplier(m)}
              </li>
            ))}
          </ul>
        </div>
      )}
    />
  );
}
