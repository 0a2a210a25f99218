import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MINES_TILES, minesMultiplier } from '@lobby/contract/rules';
import { AutoBetPanel } from '../frame/auto-bet';
import { formatMultiplier } from '../frame/game-frame';
import { StepFrame, useStepGame } from '../frame/step-game';

const numbers = (v: unknown): number[] => (Array.isArray(v) ? v.filter((n): n is number => typeof n === 'number') : []);

function GemIcon() {
  return (
    <svg viewBox="0 0 24 24" className="mines__icon" aria-hidden="true">
      <path d="M6 3h12l4 6-10 12L2 9z" fill="#3ddc97" />
      <path d="M2 9h20M9 3 7 9l5 12 5-12-2-6" fill="none" stroke="#0b5a3a" strokeWidth="1.2" strokeLinejoin="round" />
      <path d="M6 3h6L7 9H2z" fill="#9af5cb" opacity="0.7" />
    </svg>
  );
}

function BombIcon() {
  return (
    <svg viewBox="0 0 24 24" className="mines__icon" aria-hidden="true">
      <circle cx="11" cy="14" r="7.5" fill="#1a0a12" stroke="#ff6b7f" strokeWidth="1.5" />
      <circle cx="8.5" cy="11.5" r="2" fill="#ff9aa8" opacity="0.7" />
      <path d="M15.5 8.5 18 6" stroke="#f6c453" strokeWidth="2" strokeLinecap="round" />
      <circle cx="19.5" cy="4.5" r="1.8" fill="#ffe08a" />
    </svg>
  );
}

/** Mines: 5×5 tiles, 1-24 mines; every safe tile raises the multiplier; a mine loses the stake. */
export function MinesScreen() {
  const { t } = useTranslation();
  const state = useStepGame('mines');
  const { round, open, frame } = state;
  const [mines, setMines] = useState(3);
  // the tiles an auto round reveals, in the order chosen (picked on the grid while no round is open)
  const [plan, setPlan] = useState<number[]>([]);
  const togglePlan = (tile: number) =>
    setPlan((p) => (p.includes(tile) ? p.filter((x) => x !== tile) : p.length < MINES_TILES - mines ? [...p, tile] : p));
  const playedMines = round ? Number(round.params.mines ?? mines) : mines;
  const revealed = numbers(round?.outcome.revealed ?? round?.outcome.picks);
  const minesAt = numbers(round?.outcome.mines ?? round?.outcome.minePositions);
  const over = round !== null && !open;
  const next = open ? minesMultiplier(playedMines, revealed.length + 1) : minesMultiplier(mines, 1);
  // the next gem would pay more than one round may: cash out (the server refuses the move)
  const capped = open && round !== null && frame.overCap(next, round.amount);
  return (
    <StepFrame
      state={state}
      title={t('originals.games.mines')}
      canCashout={revealed.length > 0}
      winAt={next}
      onStart={() => void state.start({ mines })}
      help={<p>{t('originals.help.mines')}</p>}
      auto={
        <AutoBetPanel
          play={(tag) => state.autoRound(tag, { mines }, plan.map((tile) => ({ tile })))}
          disabled={frame.busy || open}
          blocked={plan.length === 0 ? t('originals.auto.minesNeedsPicks') : null}
        >
          <p className="og-muted">{t('originals.auto.minesPick', { count: plan.length })}</p>
        </AutoBetPanel>
      }
      stage={
        <div className="mines">
          <div className="mines__grid" role="group" aria-label={t('originals.mines.grid')}>
            {Array.from({ length: MINES_TILES }, (_, tile) => {
              const isGem = revealed.includes(tile);
              const isMine = minesAt.includes(tile);
              // once the round is over the whole board shows: the mines, and the gems left unpicked (dimmed)
              const shown = isGem || (over && minesAt.length > 0);
              const state_ = isGem ? 'gem' : over && isMine ? 'mine' : over ? 'rest' : 'hidden';
              const planned = !open && plan.includes(tile);
              return (
                <button
                  key={tile}
                  type="button"
                  className={`mines__tile mines__tile--${state_}${planned ? ' is-planned' : ''}`}
                  disabled={open ? isGem || frame.busy || capped : frame.busy}
                  aria-label={t('originals.mines.tile', { n: tile + 1 })}
                  aria-pressed={open ? undefined : planned}
                  data-state={state_}
                  onClick={() => (open ? void state.act({ tile }) : togglePlan(tile))}
                >
                  {planned ? <span className="mines__plan">{plan.indexOf(tile) + 1}</span> : null}
                  {shown ? isMine ? <BombIcon /> : <GemIcon /> : null}
                  {shown ? <span className="visually-hidden">{isMine ? t('originals.mines.mine') : t('originals.mines.gem')}</span> : null}
                </button>
              );
            })}
          </div>
          <dl className="og-stats og-stats--stage">
            <div>
              <dt>{t('originals.mines.current')}</dt>
              <dd data-testid="mines-multiplier">{formatMultiplier(round?.multiplier ?? 1)}</dd>
            </div>
            <div>
              <dt>{t('originals.mines.next')}</dt>
              <dd>{formatMultiplier(next)}</dd>
            </div>
          </dl>
        </div>
      }
      controls={
        <div className="og-controls">
          <label className="og-label" htmlFor="mines-count">
            {t('originals.mines.count')} <strong>{open ? playedMines : mines}</strong>
          </label>
          <input
            id="mines-count"
            className="og-range"
            type="range"
            min={1}
            max={24}
            value={open ? playedMines : mines}
            disabled={open || frame.busy}
            onChange={(e) => {
              const n = Number(e.target.value);
              setMines(n);
              setPlan((p) => p.slice(0, MINES_TILES - n));
            }}
            style={{ ['--fill' as string]: `${(1 - ((open ? playedMines : mines) - 1) / 23) * 100}%`, ['--dir' as string]: 'to left' }}
          />
        </div>
      }
    />
  );
}
