import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyDecimals } from '@lobby/contract/rules';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useAmbientLoop } from '@/shared/hooks/use-ambient-loop';
import { useReducedMotion } from '@/shared/hooks/use-reduced-motion';
import { useSeen } from '@/shared/hooks/use-seen';
import { formatFixedEn } from '@/shared/lib/money';
import { CrownIcon } from '@/shared/ui/icons';
import { jackpotTotal, useJackpotPools } from './api/get-jackpot';
import { JACKPOT_VARIANTS, type JackpotVariantName } from './jackpot';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const TAG_PULSE: Keyframe[] = [{ opacity: 1 }, { opacity: 0.25 }, { opacity: 1 }];
const TAG_PULSE_TIMING = { duration: 1400, pseudoElement: '::before' as const };

/**
 * The jackpot as rolling reels: each digit is a strip of 0-9 moved to its value, so a change rolls like an
 * odometer (still under prefers-reduced-motion). Screen readers get the whole figure once, not every tick.
 */
export function JackpotCounter({ variant = 'default' }: { variant?: JackpotVariantName }) {
  const { t } = useTranslation();
  const info = useStatusInfo();
  const reducedMotion = useReducedMotion();
  const { decimals, digitHeight } = JACKPOT_VARIANTS[variant];
  const sectionRef = useRef<HTMLElement>(null);
  const tagRef = useRef<HTMLSpanElement>(null);
  useAmbientLoop(tagRef, TAG_PULSE, TAG_PULSE_TIMING);
  const seen = useSeen(sectionRef);
  // The merchant's real pools (GET /lgw/jackpot, every ~10 s while on screen); the reels roll from one
  // answer to the next. Until the first answer the reels stand empty: no figure is shown that the pool is not.
  const pools = useJackpotPools(seen);
  const value = jackpotTotal(pools.data);
  // a merchant without a pool has no counter
  if (pools.isSuccess && value === null) return null;
  // a currency without a minor unit (the dong) shows no decimals in any variant
  const text = value === null ? null : formatFixedEn(value, Math.min(decimals, currencyDecimals(info?.currency.code ?? '')));
  const symbol = info?.currency.symbol ?? '';

  return (
    <section ref={sectionRef} className={`jackpot jackpot--${variant}`} aria-label={t('lobby.jackpot.title')}>
      <div className="jackpot__head">
        <CrownIcon className="jackpot__crown" size="0.18rem" />
        <h2 className="jackpot__title">{t('lobby.jackpot.title')}</h2>
        <span ref={tagRef} className="jackpot__tag">
          {t('lobby.jackpot.tag')}
        </span>
      </div>
      {text === null ? (
        <div
          className="jackpot__digits jackpot__digits--waiting"
          style={{ ['--digit-height' as string]: `${digitHeight / 100}rem` }}
          aria-busy="true"
        />
      ) : (
        <>
          <p className="visually-hidden">{t('lobby.jackpot.label', { amount: `${symbol}${text}` })}</p>
          <div
            className={reducedMotion ? 'jackpot__digits jackpot__digits--still' : 'jackpot__digits'}
            style={{ ['--digit-height' as string]: `${digitHeight / 100}rem` }}
            aria-hidden="true"
            data-value={value}
          >
            {symbol ? <span className="jackpot__symbol">{symbol}</span> : null}
            {text.split('').map((char, index) =>
              DIGITS.includes(char) ? (
                <span className="jackpot__reel" key={`${text.length - index}`}>
                  <span className="jackpot__strip" style={{ transform: `translateY(calc(var(--digit-height) * -${char}))` }}>
                    {DIGITS.map((d) => (
                      <span key={d} className="jackpot__digit">
                        {d}
                      </span>
                    ))}
                  </span>
                </span>
              ) : (
                <span className="jackpot__sep" key={`${text.length - index}`}>
                  {char}
                </span>
              ),
            )}
          </div>
        </>
      )}
    </section>
  );
}
