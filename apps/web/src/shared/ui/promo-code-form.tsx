import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normalizePromoCode, PROMO_CODE_PATTERN } from '@lobby/contract/rules';
import { useRedeemBonusCode, type BonusClaimResult } from '@/shared/api/bonus/redeem-bonus-code';
import { depositWithBonusHref } from '@/shared/lib/bonus-links';
import { BonusCard } from './bonus-card';
import { useBonusErrorText } from './bonus-texts';
import { TextField } from './form/text-field';
import { DepositIcon, SpinnerIcon, TagIcon } from './icons';
import { CheckCircleIcon } from './money-icons';
import './bonus.css';

/**
 * What a claim or a code brought: a bonus credited now (its card), or a deposit match that waits for the
 * next deposit ("Deposit to get your 50% bonus" and the way to the deposit screen with it chosen).
 */
export function ClaimOutcome({ result }: { result: BonusClaimResult }) {
  const { t } = useTranslation();
  const headId = useId();
  if (result.outcome === 'granted' && result.bonus) {
    return (
      <div className="claim-outcome claim-outcome--granted" role="status" aria-labelledby={headId}>
        <p className="claim-outcome__head" id={headId}>
          <CheckCircleIcon size="0.2rem" />
          <span>{t('bonus.outcome.granted', { title: result.offer.title })}</span>
        </p>
        <BonusCard bonus={result.bonus} />
      </div>
    );
  }
  const deposit = result.offer.deposit;
  return (
    <div className="claim-outcome claim-outcome--pending" role="status" aria-labelledby={headId}>
      <p className="claim-outcome__head" id={headId}>
        <CheckCircleIcon size="0.2rem" />
        <span>{deposit ? t('bonus.outcome.pendingPercent', { percent: deposit.percent }) : t('bonus.outcome.pending')}</span>
      </p>
      <p className="claim-outcome__text">{t('bonus.outcome.pendingText', { title: result.offer.title })}</p>
      <Link to={depositWithBonusHref(result.offer.campaignId)} className="btn btn--primary btn--block">
        <DepositIcon size="0.18rem" />
        {t('bonus.outcome.deposit')}
      </Link>
    </div>
  );
}

/**
 * "Have a promo code?": the code is checked here against the contract's pattern (4-20 letters and digits)
 * before it is sent; the server's refusal (unknown, used, not for this account) shows under the field.
 */
export function PromoCodeForm({ onResult, title = true }: { onResult: (result: BonusClaimResult) => void; title?: boolean }) {
  const { t } = useTranslation();
  const redeem = useRedeemBonusCode();
  const errorOf = useBonusErrorText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const titleId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (redeem.isPending) return;
    const typed = code.trim();
    if (!PROMO_CODE_PATTERN.test(typed)) {
      setError(t('bonus.code.invalidFormat'));
      return;
    }
    setError(undefined);
    redeem.mutate(normalizePromoCode(typed), {
      onSuccess: (result) => {
        setCode('');
        setDone(true);
        onResult(result);
      },
      onError: (failure) => setError(errorOf(failure)),
    });
  }

  return (
    <form className="promo-code" onSubmit={submit} noValidate aria-labelledby={title ? titleId : undefined} aria-label={title ? undefined : t('bonus.code.title')}>
      {title ? (
        <h2 id={titleId} className="promo-code__title">
          <TagIcon size="0.16rem" />
          {t('bonus.code.title')}
        </h2>
      ) : null}
      <div className="promo-code__row">
        <TextField
          label={t('bonus.code.label')}
          icon={TagIcon}
          value={code}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          className="promo-code__field"
          onChange={(e) => {
            setCode(e.target.value);
            setError(undefined);
            setDone(false);
          }}
        />
        <button type="submit" className="btn btn--primary promo-code__submit" disabled={redeem.isPending || code.trim() === ''}>
          {redeem.isPending ? <SpinnerIcon className="spin" size="0.16rem" /> : done ? <CheckCircleIcon size="0.16rem" /> : null}
          {t('bonus.code.submit')}
        </button>
      </div>
    </form>
  );
}
