import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { PATHS } from '@/shared/lib/paths';
import { BackIcon } from '@/shared/ui/icons';
import { useGameBalance } from '../api/wallet';
import { FairnessPanel } from './fairness-panel';
import { HelpPanel } from './help-panel';
import { HistoryPanel } from './history-panel';
import { RealityCheck, SessionBar } from './responsible-play';
import { useSound } from './sound';
import type { GameFrameState } from './use-game-frame';
import { VisitorPrompt } from './visitor-prompt';
import '../originals.css';

/** The game screens' own header: back to the in-house list, the game's name, the balance. */
export function GameHeader({ title, sound: withSound = true }: { title: string; sound?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const balance = useGameBalance();
  const money = useMoneyFormat();
  const sound = useSound();
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
      <h1 className="og-header__title">{title}</h1>
      {withSound ? (
      <button
        type="button"
        className="og-sound"
        aria-pressed={sound.on}
        aria-label={t('originals.frame.sound')}
        onClick={sound.toggle}
      >
        <SoundIcon on={sound.on} />
      </button>
      ) : null}
      {balance.data ? (
        <span className="og-header__balance" data-testid="game-balance">
          <span className="visually-hidden">{t('wallet.balance')} </span>
          {money(balance.data.sumBalance)}
        </span>
      ) : null}
    </header>
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
          value={frame.amountText}
          placeholder={limits.min.toFixed(2)}
          disabled={disabled}
          onChange={(e) => frame.setAmount(e.target.value.replace(/[^\d.]/g, ''))}
        />
        <button type="button" className="og-chip" onClick={frame.half} disabled={disabled} aria-label={t('originals.frame.half')}>
          ½
        </button>
        <button type="button" className="og-chip" onClick={frame.double} disabled={disabled} aria-label={t('originals.frame.double')}>
          2×
        </button>
        <button type="button" className="og-chip" onClick={() => frame.setAmount(limits.min)} disabled={disabled}>
          {t('originals.frame.min')}
        </button>
        <button type="button" className="og-chip" onClick={() => frame.setAmount(limits.max)} disabled={disabled}>
          {t('originals.frame.max')}
        </button>
      </div>
    </div>
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

export function formatMultiplier(m: number, digits = 2): string {
  return `${m.toFixed(digits)}×`;
}

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
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('history');
  const tabs: Tab[] = ['history', 'fairness', 'help'];
  const panelId = useId();
  return (
    <div className={`og og--${frame.game}`}>
      <GameHeader title={title} />
      {frame.canPlay ? <SessionBar /> : null}
      <section className="og-stage" aria-label={t('originals.frame.stage')}>
        {stage}
        <FeedbackBadge frame={frame} />
      </section>
      <section className="og-panel" aria-label={t('originals.frame.betPanel')}>
        {controls}
        <AmountField frame={frame} disabled={frame.busy || amountLocked} />
        {frame.error ? (
          <p className="og-error" role="alert">
            {frame.error}
          </p>
        ) : null}
        {frame.canPlay ? action : <VisitorPrompt />}
        {frame.canPlay && auto ? auto : null}
      </section>
      {extra}
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
          {tab === 'help' ? <HelpPanel game={frame.game} rtp={frame.config.game?.rtp}>{help}</HelpPanel> : null}
        </div>
      </section>
      <RealityCheck />
    </div>
  );
}
