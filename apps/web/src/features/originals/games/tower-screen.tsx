import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOWER_LEVELS, TOWER_MODES, towerMultiplier, type TowerMode } from '@lobby/contract/rules';
import { AutoBetPanel } from '../frame/auto-bet';
import { formatMultiplier } from '../frame/game-frame';
import { StepFrame, useStepGame } from '../frame/step-game';

const MODES = Object.keys(TOWER_MODES) as TowerMode[];

/** Tower: climb 8 levels, one tile a level; a bomb ends the climb; cash out any time after the first. */
export function TowerScreen() {
  const { t } = useTranslation();
  const state = useStepGame('tower');
  const { round, open, frame } = state;
  const [mode, setMode] = useState<TowerMode>('medium');
  // auto-bet: the same tile on every level, up to a number of levels, then cash out
  const [autoTile, setAutoTile] = useState(0);
  const [autoLevelsText, setAutoLevelsText] = useState('3');
  const autoLevels = Number(autoLevelsText);
  const levelsValid = Number.isInteger(autoLevels) && autoLevels >= 1 && autoLevels <= TOWER_LEVELS;
  const played = (round?.params.mode as TowerMode | undefined) ?? mode;
  const active = open ? played : round ? played : mode;
  const { tiles } = TOWER_MODES[active];
  const picks = (Array.isArray(round?.outcome.picks) ? round!.outcome.picks : Array.isArray(round?.outcome.path) ? round!.outcome.path : []) as number[];
  const bombs = (Array.isArray(round?.outcome.bombs) ? round!.outcome.bombs : []) as number[][];
  const level = picks.length;
  // the tile that hit a bomb (a lost round): on the level after the last safe pick
  const hit = typeof round?.outcome.hit === 'number' ? (round.outcome.hit as number) : null;
  const over = round !== null && !open;
  const next = towerMultiplier(active, level + 1);
  // the next level would pay more than one round may: cash out (the server refuses the move)
  const capped = open && round !== null && frame.overCap(next, round.amount);
  return (
    <StepFrame
      state={state}
      title={t('originals.games.tower')}
      canCashout={level > 0}
      winAt={open ? next : towerMultiplier(mode, 1)}
      onStart={() => void state.start({ mode })}
      help={<p>{t('originals.help.tower')}</p>}
      auto={
        <AutoBetPanel
          play={(tag) => state.autoRound(tag, { mode }, Array.from({ length: autoLevels }, () => ({ tile: Math.min(autoTile, TOWER_MODES[mode].tiles - 1) })))}
          disabled={frame.busy || open}
          blocked={levelsValid ? null : t('originals.auto.towerLevels', { max: TOWER_LEVELS })}
        >
          <div className="og-auto__grid">
            <label className="og-field">
              <span className="og-label">{t('originals.auto.towerPick')}</span>
              <select className="og-input" value={Math.min(autoTile, TOWER_MODES[mode].tiles - 1)} onChange={(e) => setAutoTile(Number(e.target.value))}>
                {Array.from({ length: TOWER_MODES[mode].tiles }, (_, tile) => (
                  <option key={tile} value={tile}>
                    {tile + 1}
                  </option>
                ))}
              </select>
            </label>
            <label className="og-field">
              <span className="og-label">{t('originals.auto.towerLevels', { max: TOWER_LEVELS })}</span>
              <input className="og-input" inputMode="numeric" value={autoLevelsText} aria-invalid={!levelsValid} onChange={(e) => setAutoLevelsText(e.target.value.replace(/\D/g, ''))} />
            </label>
          </div>
        </AutoBetPanel>
      }
      stage={
        <div className="tower" role="group" aria-label={t('originals.tower.board')}>
          {Array.from({ length: TOWER_LEVELS }, (_, i) => TOWER_LEVELS - 1 - i).map((lv) => {
            const current = open && lv === level;
            return (
              <div key={lv} className={`tower__row${current ? ' is-current' : ''}`}>
                <span className="tower__mult">{formatMultiplier(towerMultiplier(active, lv + 1))}</span>
                {Array.from({ length: tiles }, (_, tile) => {
                  const picked = picks[lv] === tile || (hit !== null && lv === level && hit === tile);
                  const bomb = bombs[lv]?.includes(tile) ?? false;
                  const kind = picked ? (bomb ? 'bomb' : 'safe') : over && bomb ? 'bomb-rest' : over && bombs[lv] ? 'rest' : 'hidden';
                  return (
                    <button
                      key={tile}
                      type="button"
                      className={`tower__tile tower__tile--${kind}`}
                      disabled={!current || frame.busy || capped}
                      aria-label={t('originals.tower.tile', { level: lv + 1, tile: tile + 1 })}
                      data-state={kind}
                      onClick={() => void state.act({ tile })}
                    >
                      {kind === 'safe' ? '★' : kind.startsWith('bomb') ? '✕' : ''}
                    </button>
                  );
                })}
              </div>
            );
          })}
        </div>
      }
      controls={
        <div className="og-controls">
          <div className="og-seg og-seg--wrap" role="radiogroup" aria-label={t('originals.tower.mode')}>
            {MODES.map((m) => (
              <button key={m} type="button" role="radio" aria-checked={(open ? played : mode) === m} className="og-seg__opt" disabled={open || frame.busy} onClick={() => setMode(m)}>
                {t(`originals.tower.modes.${m}`)}
              </button>
            ))}
          </div>
        </div>
      }
    />
  );
}
