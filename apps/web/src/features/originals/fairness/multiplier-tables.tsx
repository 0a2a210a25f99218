import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CRASH_MAX,
  COINFLIP_MULTIPLIER,
  diceMultiplier,
  hiloChance,
  hiloMultiplier,
  hiloOffered,
  KENO_PAYTABLES,
  kenoHitChance,
  kenoRtp,
  LIMBO_MAX,
  MINES_TILES,
  minesMultiplier,
  PLINKO_RISKS,
  PLINKO_ROWS,
  PLINKO_TABLES,
  plinkoRtp,
  TARGET_RTP,
  TOWER_LEVELS,
  TOWER_MODES,
  towerMultiplier,
  WHEEL_SEGMENTS,
  WHEEL_TABLES,
  wheelRtp,
  type OriginalGame,
  type PlinkoRisk,
  type PlinkoRows,
  type TowerMode,
  type WheelSegments,
} from '@lobby/contract/rules';

/**
 * Each game's multipliers, rendered from the contract's own tables and functions (never copied), so the
 * page states exactly what the server pays. Large families (mines, keno, plinko, wheel) show one
 * configuration at a time behind a select, which keeps the page light.
 */
/** A multiplier as the games show it: 2 decimals, or 4 where it has them. */
export const x = (m: number) => `${m.toFixed(Math.abs(m * 100 - Math.round(m * 100)) < 1e-7 ? 2 : 4)}×`;
/** A chance: a percentage, or "1 / n" when it is too small for one to read. */
const pct = (p: number) => (p > 0 && p < 0.0001 ? `1 / ${Math.round(1 / p).toLocaleString('en-US')}` : `${(p * 100).toFixed(p < 0.01 ? 4 : 2)}%`);

/** A wide table (tower's five difficulties) scrolls sideways at phone width: focusable, for the keyboard. */
function Table({ head, rows, label }: { head: string[]; rows: ReactNode[][]; label: string }) {
  return (
    <div className="fp-table-wrap" tabIndex={0}>
      <table className="fp-table" aria-label={label}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((c, j) => (j === 0 ? <th key={j} scope="row">{c}</th> : <td key={j}>{c}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Select<T extends string | number>({ label, value, options, onChange, name }: { label: string; value: T; options: readonly T[]; onChange: (v: T) => void; name: (v: T) => string }) {
  const id = useId();
  return (
    <label className="fp-select" htmlFor={id}>
      <span>{label}</span>
      <select id={id} value={String(value)} onChange={(e) => onChange(options.find((o) => String(o) === e.target.value)!)}>
        {options.map((o) => (
          <option key={String(o)} value={String(o)}>
            {name(o)}
          </option>
        ))}
      </select>
    </label>
  );
}

function Rtp({ rtp }: { rtp: number }) {
  const { t } = useTranslation();
  return <p className="fp-note">{t('originals.fairPage.rtp', { rtp: pct(rtp) })}</p>;
}

/** Chance to multiplier for targets of the "0.99 / chance" games (dice: under t; limbo and crash: reach t). */
function ChanceRows({ targets, chance, multiplier, first }: { targets: number[]; chance: (t: number) => number; multiplier: (t: number) => number; first: string }) {
  const { t } = useTranslation();
  return (
    <Table
      label={t('originals.fairPage.multipliers')}
      head={[first, t('originals.fairPage.chance'), t('originals.fairPage.multiplier')]}
      rows={targets.map((target) => [target.toFixed(2), pct(chance(target)), x(multiplier(target))])}
    />
  );
}

function MinesTable() {
  const { t } = useTranslation();
  const [mines, setMines] = useState(3);
  const counts = Array.from({ length: MINES_TILES - 1 }, (_, i) => i + 1);
  const gems = Array.from({ length: MINES_TILES - mines }, (_, i) => i + 1);
  return (
    <>
      <Select label={t('originals.mines.count')} value={mines} options={counts} onChange={setMines} name={String} />
      <Table
        label={t('originals.fairPage.multipliers')}
        head={[t('originals.fairPage.gems'), t('originals.fairPage.multiplier')]}
        rows={gems.map((k) => [k, x(minesMultiplier(mines, k))])}
      />
    </>
  );
}

function TowerTable() {
  const { t } = useTranslation();
  const modes = Object.keys(TOWER_MODES) as TowerMode[];
  return (
    <Table
      label={t('originals.fairPage.multipliers')}
      head={[t('originals.fairPage.level'), ...modes.map((m) => `${t(`originals.tower.modes.${m}`)} ${TOWER_MODES[m].tiles - TOWER_MODES[m].bombs}/${TOWER_MODES[m].tiles}`)]}
      rows={Array.from({ length: TOWER_LEVELS }, (_, i) => [i + 1, ...modes.map((m) => x(towerMultiplier(m, i + 1)))])}
    />
  );
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

function HiloTable() {
  const { t } = useTranslation();
  const cell = (rank: number, guess: 'higher' | 'lower') => (hiloOffered(rank, guess) ? `${pct(hiloChance(rank, guess))} · ${x(hiloMultiplier(hiloChance(rank, guess)))}` : '—');
  return (
    <Table
      label={t('originals.fairPage.multipliers')}
      head={[t('originals.fairPage.card'), t('originals.hilo.higher'), t('originals.hilo.lower')]}
      rows={RANKS.map((name, i) => [name, cell(i + 1, 'higher'), cell(i + 1, 'lower')])}
    />
  );
}

function KenoTable() {
  const { t } = useTranslation();
  const [picks, setPicks] = useState(6);
  const options = Object.keys(KENO_PAYTABLES).map(Number);
  return (
    <>
      <Select label={t('originals.fairPage.picks')} value={picks} options={options} onChange={setPicks} name={String} />
      <Table
        label={t('originals.fairPage.multipliers')}
        head={[t('originals.fairPage.hits'), t('originals.fairPage.chance'), t('originals.fairPage.multiplier')]}
        rows={KENO_PAYTABLES[picks]!.map((m, hits) => [hits, pct(kenoHitChance(picks, hits)), x(m)])}
      />
      <Rtp rtp={kenoRtp(picks)} />
    </>
  );
}

function PlinkoTable() {
  const { t } = useTranslation();
  const [rows, setRows] = useState<PlinkoRows>(8);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const table = PLINKO_TABLES[`${rows}:${risk}`]!;
  return (
    <>
      <div className="fp-selects">
        <Select label={t('originals.plinko.rows')} value={rows} options={PLINKO_ROWS} onChange={setRows} name={String} />
        <Select label={t('originals.fairPage.risk')} value={risk} options={PLINKO_RISKS} onChange={setRisk} name={(r) => t(`originals.risk.${r}`)} />
      </div>
      <Table
        label={t('originals.fairPage.multipliers')}
        head={[t('originals.fairPage.slot'), t('originals.fairPage.multiplier')]}
        rows={table.map((m, slot) => [slot, x(m)])}
      />
      <Rtp rtp={plinkoRtp(rows, risk)} />
    </>
  );
}

function WheelTable() {
  const { t } = useTranslation();
  const [segments, setSegments] = useState<WheelSegments>(10);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const table = WHEEL_TABLES[`${segments}:${risk}`]!;
  return (
    <>
      <div className="fp-selects">
        <Select label={t('originals.wheel.segments')} value={segments} options={WHEEL_SEGMENTS} onChange={setSegments} name={String} />
        <Select label={t('originals.fairPage.risk')} value={risk} options={PLINKO_RISKS} onChange={setRisk} name={(r) => t(`originals.risk.${r}`)} />
      </div>
      <ol className="fp-segments" start={0} aria-label={t('originals.fairPage.multipliers')}>
        {table.map((m, i) => (
          <li key={i} className={m > 0 ? 'fp-segments__win' : undefined}>
            <span className="fp-segments__n">{i}</span>
            {x(m)}
          </li>
        ))}
      </ol>
      <Rtp rtp={wheelRtp(segments, risk)} />
    </>
  );
}

export function MultiplierTables({ game }: { game: OriginalGame }) {
  const { t } = useTranslation();
  switch (game) {
    case 'dice':
      return (
        <ChanceRows
          first={t('originals.fairPage.underTarget')}
          targets={[1, 5, 10, 25, 49.5, 50, 75, 90, 98]}
          chance={(target) => target / 100}
          multiplier={(target) => diceMultiplier({ target, direction: 'under' })}
        />
      );
    case 'limbo':
    case 'crash':
      return (
        <ChanceRows
          first={t('originals.fairPage.reachTarget')}
          targets={[1.01, 1.5, 2, 5, 10, 100, 1000, game === 'crash' ? CRASH_MAX : LIMBO_MAX]}
          chance={(target) => TARGET_RTP / target}
          multiplier={(target) => target}
        />
      );
    case 'coinflip':
      return (
        <Table
          label={t('originals.fairPage.multipliers')}
          head={[t('originals.fairPage.chance'), t('originals.fairPage.multiplier')]}
          rows={[[pct(0.5), x(COINFLIP_MULTIPLIER)]]}
        />
      );
    case 'mines':
      return <MinesTable />;
    case 'tower':
      return <TowerTable />;
    case 'hilo':
      return <HiloTable />;
    case 'keno':
      return <KenoTable />;
    case 'plinko':
      return <PlinkoTable />;
    case 'wheel':
      return <WheelTable />;
  }
}
