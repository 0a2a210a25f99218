import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ORIGINAL_ART, type OriginalGame } from '@lobby/contract/rules';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useInBrowser } from '@/shared/hooks/use-in-browser';
import { PATHS } from '@/shared/lib/paths';
import { BackIcon, GiftIcon } from '@/shared/ui/icons';
import { useGameBalance } from '../api/wallet';
import { FairnessPanel } from './fairness-panel';
import { HelpPanel } from './help-panel';
import { HistoryPanel } from './history-panel';
import { formatMultiplier } from './format';
import { LiveBets } from './live-bets';
import { RealityCheck, SessionBar } from './responsible-play';
import { Sheet, SheetHeader } from '@/shared/ui/sheet';
import { useSound } from './sound';
import { useTurbo } from './turbo';
import type { GameFrameState } from './use-game-frame';
import { VisitorPrompt } from './visitor-prompt';
import '../originals.css';

/** The frame of the game on screen, for the parts inside it that are not handed it (the auto-bet panel). */
const FrameContext = createContext<GameFrameState | null>(null);

export function useFrameContext(): GameFrameState | null {
  return useContext(FrameContext);
}

/** The game screens' own header: back to the in-house list, the game's name, the balance. */
/** The game's own picture (the one on its tile), small, beside its name. */
function GameArt({ game }: { game: OriginalGame }) {
  const { hue, glyph } = ORIGINAL_ART[game];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="48 28 160 128" width="100%" height="100%"><rect x="48" y="28" width="160" height="128" fill="hsl(${hue} 72% 42%)"/>${glyph}</svg>`;
  // the markup is the contract's own constant, never a player's text
  return <span className="og-header__art" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
}

export function GameHeader({ title, sound: withSound = true, game }: { title: string; sound?: boolean; game?: OriginalGame }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const balance = useGameBalance();
  const money = useMoneyFormat();
  const sound = useSound();
  // what this phone remembers is drawn once the page runs here: the server's page has the defaults
  const soundOn = useInBrowser() && sound.on;
  return (
    <header className="og-header">
      <button
        type="button"
        className="icon-button"
        aria-label={t('general.back')}
        onClick={() => (location.key === 'default' ? navigate(PATHS.inHouse) : navigate(-1))}
      >
        <BackIcon />
      </button>
      {game ? <GameArt game={game} /> : null}
      <h1 className="og-header__title">{title}</h1>
      <TurboButton />
      {withSound ? (
      <button
        type="button"
        className="og-sound"
        aria-pressed={soundOn}
        aria-label={t('originals.frame.sound')}
        onClick={sound.toggle}
      >
        <SoundIcon on={soundOn} />
      </button>
      ) : null}
      {balance.data ? (
        <span className="og-header__balance" data-testid="game-balance">
          <span className="visually-hidden">{t('wallet.balance')} </span>
          {/* what can be staked: money a pending withdrawal holds is not playable */}
          {money(balance.data.playable)}
          {balance.data.sumBalance - balance.data.playable >= 0.01 ? (
            <small className="og-header__held" data-testid="game-held">
              {t('originals.frame.held', { amount: money(balance.data.sumBalance - balance.data.playable) })}
            </small>
          ) : null}
        </span>
      ) : null}
    </header>
  );
}

/** Turbo: results at once, without the stage's animation. */
function TurboButton() {
  const { t } = useTranslation();
  const turbo = useTurbo();
  const on = useInBrowser() && turbo.on;
  return (
    <button type="button" className="og-sound og-turbo" aria-pressed={on} aria-label={t('originals.frame.turbo')} onClick={turbo.toggle}>
      <svg viewBox="0 0 24 24" width="0.2rem" height="0.2rem" aria-hidden="true">
        <path d="M13 2 4 14h6l-1 8 9-12h-6z" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

/** A key a game answers to, and what it does: listed in the keys sheet. */
export interface Hotkey {
  /** KeyboardEvent.key, lower case for letters ("r", "ArrowUp") */
  key: string;
  label: string;
  run: () => void;
}

const KEY_NAMES: Record<string, string> = { ' ': 'Space', ArrowUp: '↑', ArrowDown: '↓', ArrowRight: '→', ArrowLeft: '←' };

/**
 * Keys for a player at a keyboard: Space bets (or cashes out), A halves and D doubles the stake, T turns turbo
 * on or off, ? shows them all; each game adds its own. Keys typed into a field stay the field's.
 */
function useHotkeys(keys: Hotkey[], openSheet: () => void, panel: React.RefObject<HTMLElement | null>) {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      if (e.key === '?') {
        e.preventDefault();
        openSheet();
        return;
      }
      const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
      const hit = latest.current.find((k) => k.key === key);
      if (!hit) return;
      // Space on a focused button is that button's click: leave it to the button
      if (key === ' ' && target?.closest('button, a')) return;
      e.preventDefault();
      hit.run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openSheet, panel]);
}

function HotkeySheet({ keys, onClose }: { keys: Hotkey[]; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Sheet onClose={onClose} className="sheet og-keys" aria-labelledby={titleId}>
      <SheetHeader title={t('originals.keys.title')} titleId={titleId} onClose={onClose} autoFocusClose />
      <dl className="og-keys__list">
        {keys.map((k) => (
          <div key={k.key}>
            <dt>
              <kbd>{KEY_NAMES[k.key] ?? k.key.toUpperCase()}</kbd>
            </dt>
            <dd>{k.label}</dd>
          </div>
        ))}
        <div>
          <dt>
            <kbd>?</kbd>
          </dt>
          <dd>{t('originals.keys.help')}</dd>
        </div>
      </dl>
    </Sheet>
  );
}

function SoundIcon({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="0.2rem" height="0.2rem" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" stroke="none" />
      {on ? <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11" /> : <path d="M16 9l5 6M21 9l-5 6" />}
    </svg>
  );
}

/** Stake input with ½, 2×, min and max; limits come from the merchant's config. */
export function AmountField({ frame, disabled }: { frame: GameFrameState; disabled?: boolean }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const id = useId();
  const { limits } = frame;
  return (
    <div className="og-amount">
      <label htmlFor={id} className="og-label">
        {t('originals.frame.amount')}
        <span className="og-label__hint">
          {t('originals.frame.limits', { min: money(limits.min), max: money(limits.max) })}
        </span>
      </label>
      <div className="og-amount__row">
        <input
          id={id}
          className="og-input og-amount__input"
          inputMode="decimal"
          autoComplete="off"
          value={frame.freeBetOn ? frame.amount.toFixed(2) : frame.amountText}
          placeholder={limits.min.toFixed(2)}
          disabled={disabled || frame.freeBetOn}
          onChange={(e) => frame.setAmount(e.target.value.replace(/[^\d.]/g, ''))}
        />
        <button type="button" className="og-chip" onClick={frame.half} disabled={disabled || frame.freeBetOn} aria-label={t('originals.frame.half')}>
          ½
        </button>
        <button type="button" className="og-chip" onClick={frame.double} disabled={disabled || frame.freeBetOn} aria-label={t('originals.frame.double')}>
          2×
        </button>
        <button type="button" className="og-chip" onClick={() => frame.setAmount(limits.min)} disabled={disabled || frame.freeBetOn}>
          {t('originals.frame.min')}
        </button>
        <button type="button" className="og-chip" onClick={frame.max} disabled={disabled || frame.freeBetOn}>
          {t('originals.frame.max')}
        </button>
      </div>
    </div>
  );
}

/**
 * A free-bet bonus for this game, as a switch above the stake: "Free bet: 3 left at ₱5.00". On, the stake is
 * the bonus's and each bet spends one of its rounds; it turns itself off when none is left.
 */
export function FreeBetToggle({ frame, disabled }: { frame: GameFrameState; disabled?: boolean }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const free = frame.freeBet;
  if (!free) return null;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={frame.freeBetOn}
      className={`og-free${frame.freeBetOn ? ' og-free--on' : ''}`}
      onClick={() => frame.setFreeBetOn(!frame.freeBetOn)}
      disabled={disabled}
    >
      <span className="og-free__icon" aria-hidden="true">
        <GiftIcon size="0.16rem" />
      </span>
      <span className="og-free__text">{t('bonus.freeBet.toggle', { count: free.left, stake: money(free.stake) })}</span>
      <span className="og-free__switch" aria-hidden="true" />
    </button>
  );
}

/**
 * What the stake can win, under it: the profit on a win at `winAt` (the bet's multiplier, or the best a
 * table pays) and the most one round pays; a stake whose win would pass that says so before the bet.
 */
export function WinLine({ frame, winAt }: { frame: GameFrameState; winAt?: number | null }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { limits } = frame;
  if (limits.maxPayout === null) return null;
  const over = frame.overCap(winAt);
  const profit = winAt ? Math.max(0, Math.floor(Math.round(frame.amount * 100) * (winAt - 1) + 1e-6) / 100) : null;
  return (
    <p className={`og-winline${over ? ' og-winline--over' : ''}`} data-testid="win-line" role={over ? 'alert' : undefined}>
      {over && winAt ? (
        frame.capProblem(winAt)
      ) : (
        <>
          {profit !== null && Number.isFinite(profit) ? <span>{t('originals.frame.profit', { amount: money(profit) })}</span> : null}
          <span>{t('originals.frame.maxPayout', { amount: money(limits.maxPayout) })}</span>
        </>
      )}
    </p>
  );
}

/** Win/loss line over the stage, once the animation has landed. */
export function FeedbackBadge({ frame }: { frame: GameFrameState }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const f = frame.feedback;
  return (
    <div className="og-feedback" role="status" aria-live="polite">
      {f ? (
        <span className={`og-feedback__pill og-feedback__pill--${f.tone}`}>
          {f.tone === 'win'
            ? t('originals.frame.won', { amount: money(f.payout), multiplier: formatMultiplier(f.multiplier) })
            : f.tone === 'partial'
              ? t('originals.frame.partial', { amount: money(f.payout), multiplier: formatMultiplier(f.multiplier) })
              : t('originals.frame.lost')}
        </span>
      ) : null}
    </div>
  );
}

export { formatMultiplier } from './format';

type Tab = 'history' | 'fairness' | 'help';

/**
 * The common game frame: header (back, sound, balance), the session bar, the game's stage, the stake, the
 * game's controls, its action (or the visitor prompt), auto-bet, then my rounds, fairness and help.
 */
export function GameFrame({
  frame,
  title,
  stage,
  controls,
  action,
  auto,
  help,
  extra,
  history,
  amountLocked = false,
  winAt,
  hotkeys = [],
}: {
  frame: GameFrameState;
  title: string;
  stage: ReactNode;
  controls?: ReactNode;
  action: ReactNode;
  auto?: ReactNode;
  /** the game's own rules, above the declared RTP */
  help: ReactNode;
  /** more of the game under the bet panel (crash: everyone's bets) */
  extra?: ReactNode;
  /** the My rounds tab's content, when the game lists its rounds its own way (crash) */
  history?: ReactNode;
  /** the stake is fixed (a step round is open) */
  amountLocked?: boolean;
  /** what the bet pays if it wins (the most it can pay, for a table): the profit line and the cap check */
  winAt?: number | null;
  /** the game's own keys (Space, A, D and T are every game's) */
  hotkeys?: Hotkey[];
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('history');
  const tabs: Tab[] = ['history', 'fairness', 'help'];
  const panelId = useId();
  const panel = useRef<HTMLElement>(null);
  const [keysOpen, setKeysOpen] = useState(false);
  const openKeys = useRef(() => setKeysOpen(true)).current;
  const toggleTurbo = useTurbo((s) => s.toggle);
  const keys: Hotkey[] = [
    {
      key: ' ',
      label: t('originals.keys.bet'),
      // the panel's main button as it stands: Bet, or Cash out while a step round is open
      run: () => panel.current?.querySelector<HTMLButtonElement>('button.og-bet:not(:disabled)')?.click(),
    },
    ...(frame.busy || amountLocked ? [] : [
      { key: 'a', label: t('originals.frame.half'), run: frame.half },
      { key: 'd', label: t('originals.frame.double'), run: frame.double },
    ]),
    { key: 't', label: t('originals.frame.turbo'), run: toggleTurbo },
    ...hotkeys,
  ];
  useHotkeys(frame.canPlay ? keys : [], openKeys, panel);
  return (
    <FrameContext.Provider value={frame}>
    <div className={`og og--${frame.game}`}>
      <GameHeader title={title} game={frame.game} />
      {frame.canPlay ? <SessionBar /> : null}
      <section className="og-stage" aria-label={t('originals.frame.stage')}>
        {stage}
        <FeedbackBadge frame={frame} />
      </section>
      <section className="og-panel" aria-label={t('originals.frame.betPanel')} ref={panel}>
        {controls}
        {frame.canPlay ? <FreeBetToggle frame={frame} disabled={frame.busy || amountLocked || frame.autoRunning} /> : null}
        <AmountField frame={frame} disabled={frame.busy || amountLocked} />
        <WinLine frame={frame} winAt={winAt} />
        {/* a stake past the cap is already said on the win line */}
        {frame.error && !(winAt && frame.overCap(winAt) && frame.error === frame.capProblem(winAt)) ? (
          <p className="og-error" role="alert">
            {frame.error}
          </p>
        ) : null}
        {frame.canPlay ? action : <VisitorPrompt />}
        {frame.canPlay && auto ? auto : null}
        {frame.canPlay ? (
          <button type="button" className="og-keys__open" onClick={openKeys} aria-haspopup="dialog">
            {t('originals.keys.title')}
          </button>
        ) : null}
      </section>
      {extra}
      <LiveBets />
      <section className="og-info">
        <div className="og-tabs" role="tablist" aria-label={t('originals.frame.more')}>
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${panelId}-${name}`}
              aria-selected={tab === name}
              aria-controls={`${panelId}-panel`}
              className={`og-tabs__tab${tab === name ? ' og-tabs__tab--on' : ''}`}
              onClick={() => setTab(name)}
            >
              {t(`originals.tabs.${name}`)}
            </button>
          ))}
        </div>
        <div id={`${panelId}-panel`} role="tabpanel" aria-labelledby={`${panelId}-${tab}`} className="og-info__panel">
          {tab === 'history' ? (history ?? (frame.game === 'crash' ? null : <HistoryPanel game={frame.game} />)) : null}
          {tab === 'fairness' ? <FairnessPanel /> : null}
          {tab === 'help' ? <HelpPanel game={frame.game} rtp={frame.config.game?.rtp} maxPayout={frame.limits.maxPayout}>{help}</HelpPanel> : null}
        </div>
      </section>
      <RealityCheck />
      {keysOpen ? <HotkeySheet keys={keys} onClose={() => setKeysOpen(false)} /> : null}
    </div>
    </FrameContext.Provider>
  );
}
