import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyDecimals } from '@lobby/contract/rules';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useReducedMotion } from '@/shared/hooks/use-reduced-motion';
import { useSeen } from '@/shared/hooks/use-seen';
import { formatFixedEn } from '@/shared/lib/money';
import { CrownIcon } from '@/shared/ui/icons';
import { jackpotTotal, useJackpotPools } from './api/get-jackpot';
import {
  JACKPOT_VARIANTS,
  jackpotIncrement,
  jackpotInterval,
  jackpotStart,
  type JackpotVariantName,
} from './jackpot';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * Grows by a random step after a random 3, 4 or 5 s wait, again and again, while mounted; stands still
 * while `paused` (the real pool is shown instead, or nobody can see the counter). One small render per
 * step: the roll itself is a CSS transition of each reel's transform, on the compositor.
 */
export function useJackpotValue(variantName: JackpotVariantName, paused = false): number {
  const variant = JACKPOT_VARIANTS[variantName];
  const [value, setValue] = useState(() => jackpotStart(variant));
  useEffect(() => {
    if (paused) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setValue((v) => v + jackpotIncrement(variant));
        schedule();
      }, jackpotInterval());
    };
    schedule();
    return () => clearTimeout(timer);
  }, [variant, paused]);
  return value;
}

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
  const seen = useSeen(sectionRef);
  // The real pools (GET /lgw/jackpot, every ~10 s) when the merchant has any; the reels roll between
  // updates. Without pools (or offline) the decorative counter of the spec runs instead.
  const real = jackpotTotal(useJackpotPools().data);
  const decorative = useJackpotValue(variant, real !== null || !seen);
  const value = real ?? decorative;
  // a currency without a minor unit (the dong) shows no decimals in any variant
  const text = formatFixedEn(value, Math.min(decimals, currencyDecimals(info?.currency.code ?? '')));
  const symbol = info?.currency.symbol ?? '';

  return (
    <section ref={sectionRef} className={`jackpot jackpot--${variant}`} aria-label={t('lobby.jackpot.title')}>
      <div className="jackpot__head">
        <CrownIcon className="jackpot__crown" size="0.18rem" />
        <h2 className="jackpot__title">{t('lobby.jackpot.title')}</h2>
        <span className="jackpot__tag">{t('lobby.jackpot.tag')}</span>
      </div>
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
    </section>
  );
}
