import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OddsFormat } from '@lobby/contract/rules';
import { LockIcon } from '@/shared/ui/icons';
import { oddsText } from './market-text';

/**
 * A price to tap: the selection's name (or a short 1/X/2) over its odds in the player's format. A price that
 * moves flashes green when it rose, red when it fell, for a moment; a suspended one is locked.
 */
export function OddsButton({
  label,
  name,
  odds,
  format,
  selected,
  locked,
  onToggle,
}: {
  /** what the button shows over the price (a short label in the list, the full name on the event page) */
  label: string;
  /** the selection for people: the button's accessible name is "<name> <odds>" */
  name: string;
  odds: number;
  format: OddsFormat;
  selected: boolean;
  locked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const move = useOddsMove(odds);
  const price = oddsText(odds, format);
  const classes = ['odds-btn', selected ? 'odds-btn--selected' : '', locked ? 'odds-btn--locked' : '', move ? `odds-btn--${move}` : ''].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={selected}
      disabled={locked}
      aria-label={locked ? t('sportsbook.oddsLocked', { name }) : `${name} ${price}`}
      onClick={onToggle}
    >
      <span className="odds-btn__label">{label}</span>
      {locked ? (
        <LockIcon size="0.14rem" className="odds-btn__lock" />
      ) : (
        <span className="odds-btn__price">
          {move ? <span className={`odds-btn__arrow odds-btn__arrow--${move}`} aria-hidden="true" /> : null}
          {price}
        </span>
      )}
    </button>
  );
}

/** 'up' or 'down' for 1.6 s after the odds changed, then null again. */
export function useOddsMove(odds: number): 'up' | 'down' | null {
  const last = useRef(odds);
  const [move, setMove] = useState<{ dir: 'up' | 'down'; at: number } | null>(null);
  useEffect(() => {
    if (odds === last.current) return;
    const dir = odds > last.current ? 'up' : 'down';
    last.current = odds;
    setMove({ dir, at: Date.now() });
    const timer = setTimeout(() => setMove(null), 1600);
    return () => clearTimeout(timer);
  }, [odds]);
  return move?.dir ?? null;
}
