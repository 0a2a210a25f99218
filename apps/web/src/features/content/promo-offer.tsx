import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BonusOffer } from '@/shared/api/bonus/get-bonus-offers';
import { useClaimBonusOffer } from '@/shared/api/bonus/claim-bonus-offer';
import type { BonusClaimResult } from '@/shared/api/bonus/redeem-bonus-code';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { useLoginRedirect } from '@/shared/hooks/use-login-redirect';
import { depositWithBonusHref } from '@/shared/lib/bonus-links';
import { errorText } from '@/shared/lib/http';
import { getHref } from '@/shared/lib/paths';
import { useRole } from '@/shared/lib/session';
import { ContributionsTable } from '@/shared/ui/bonus-card';
import { useBonusErrorText, useKindLabel } from '@/shared/ui/bonus-texts';
import { CalendarIcon, ChevronRightIcon, DepositIcon, GiftIcon, InfoIcon, SpinnerIcon } from '@/shared/ui/icons';
import { ClaimOutcome, PromoCodeForm } from '@/shared/ui/promo-code-form';

/** The headline of what the campaign gives: a big figure and the words around it. */
function useHeadline(offer: BonusOffer): { figure: string; lines: string[] } {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  if (offer.deposit) {
    const d = offer.deposit;
    return {
      figure: t('bonus.page.percent', { percent: d.percent }),
      lines: [
        t('bonus.page.depositMatch', { cap: money(d.cap, { whole: true }) }),
        d.minDeposit > 0 ? t('bonus.page.minDeposit', { min: money(d.minDeposit, { whole: true }) }) : '',
        d.which === 'nth' && d.nth !== null ? t('bonus.page.which.nth', { nth: d.nth }) : t(`bonus.page.which.${d.which === 'nth' ? 'reload' : d.which}`),
      ].filter(Boolean),
    };
  }
  if (offer.cashback) {
    const c = offer.cashback;
    return {
      figure: t('bonus.page.percent', { percent: c.percent }),
      lines: [
        t(`bonus.page.cashback.${c.period}`),
        c.minLoss > 0 ? t('bonus.page.minLoss', { min: money(c.minLoss, { whole: true }) }) : '',
        t('bonus.page.cap', { cap: money(c.cap, { whole: true }) }),
      ].filter(Boolean),
    };
  }
  if (offer.freeRounds) {
    const f = offer.freeRounds;
    return {
      figure: t('bonus.page.rounds', { count: f.count, stake: money(f.stake) }),
      lines: [
        offer.kind === 'free_bet' ? t('bonus.page.freeBets') : t('bonus.page.freeSpins'),
        t('bonus.page.games', { games: f.games.map((g) => g.name).join(', ') }),
      ],
    };
  }
  if (offer.kind === 'apply' && offer.amount !== null) {
    return { figure: money(offer.amount, { whole: true }), lines: [t('bonus.page.applyUpTo')] };
  }
  return { figure: offer.amount === null ? '' : money(offer.amount), lines: [t('bonus.page.codeAmount')] };
}

/** The terms, written from the campaign's data: wagering, contributions, maximum bet, expiry, how often. */
function Terms({ offer }: { offer: BonusOffer }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const w = offer.wagering;
  const free = offer.freeRounds !== null;
  const items: ReactNode[] = [
    w.multiplier === 0
      ? t('bonus.terms.noWagering')
      : w.base === 'bonus_deposit'
        ? t('bonus.terms.wageringBoth', { multiplier: w.multiplier })
        : free
          ? t('bonus.terms.wageringWins', { multiplier: w.multiplier })
          : t('bonus.terms.wageringBonus', { multiplier: w.multiplier }),
    w.maxStake !== null ? t('bonus.terms.maxStake', { amount: money(w.maxStake) }) : null,
    w.multiplier > 0 ? t('bonus.terms.expiry', { days: w.expiryDays }) : null,
    t(`bonus.terms.perPlayer.${offer.perPlayer}`),
    offer.requiresCode ? t('bonus.terms.code') : null,
  ].filter(Boolean);
  return (
    <section className="offer-terms" aria-labelledby={`offer-${offer.campaignId}-terms`}>
      <h3 id={`offer-${offer.campaignId}-terms`} className="offer-block__title">
        {t('bonus.terms.title')}
      </h3>
      <ul className="offer-terms__list">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
      {w.multiplier > 0 ? <ContributionsTable contributions={w.contributions} /> : null}
    </section>
  );
}

function MyBonusesLink() {
  const { t } = useTranslation();
  return (
    <Link to={getHref('bonuses')} className="btn btn--secondary btn--block">
      <GiftIcon size="0.18rem" />
      {t('bonus.myBonuses')}
      <ChevronRightIcon size="0.14rem" />
    </Link>
  );
}

/** The one thing the member can do now, as the server says (offer.action), or why not. */
function OfferAction({ offer, apply }: { offer: BonusOffer; apply: ReactNode }) {
  const { t } = useTranslation();
  const role = useRole();
  const toLogin = useLoginRedirect();
  const claim = useClaimBonusOffer();
  const errorOf = useBonusErrorText();
  const [result, setResult] = useState<BonusClaimResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (result) {
    return (
      <div className="offer-action">
        <ClaimOutcome result={result} />
        <MyBonusesLink />
      </div>
    );
  }
  switch (offer.action) {
    case 'claim':
      return (
        <div className="offer-action">
          <button
            type="button"
            className="btn btn--primary btn--block btn--lg"
            disabled={claim.isPending}
            onClick={() => {
              setFailure(null);
              claim.mutate(offer.campaignId, { onSuccess: setResult, onError: (error) => setFailure(errorOf(error)) });
            }}
          >
            {claim.isPending ? <SpinnerIcon className="spin" size="0.18rem" /> : <GiftIcon size="0.18rem" />}
            {t('bonus.page.claim')}
          </button>
          {failure ? (
            <p className="offer-action__error" role="alert">
              {failure}
            </p>
          ) : null}
        </div>
      );
    case 'deposit':
      return (
        <div className="offer-action">
          {offer.pending ? <p className="offer-action__note">{t('bonus.page.pending')}</p> : null}
          <Link to={depositWithBonusHref(offer.campaignId)} className="btn btn--primary btn--block btn--lg">
            <DepositIcon size="0.18rem" />
            {t('bonus.page.deposit')}
          </Link>
        </div>
      );
    case 'code':
      return (
        <div className="offer-action offer-action--code">
          <PromoCodeForm onResult={setResult} />
        </div>
      );
    case 'apply':
      return <>{apply}</>;
    default: {
      if (offer.reason === 'login.required') {
        if (role === 'trial') return <p className="offer-action__reason">{errorText('permission.trial')}</p>;
        return (
          <div className="offer-action">
            <button type="button" className="btn btn--primary btn--block btn--lg" onClick={toLogin}>
              {t('bonus.page.signIn')}
            </button>
          </div>
        );
      }
      return (
        <p className="offer-action__reason">
          <InfoIcon size="0.16rem" />
          <span>{offer.reason ? errorText(offer.reason) : offer.kind === 'cashback' ? t('bonus.page.cashbackAuto') : t('bonus.page.unavailable')}</span>
        </p>
      );
    }
  }
}

/**
 * The bonus campaign behind a promotion page, under its body: what the member gets, the terms written from
 * the campaign's data, its period, and the one action the server says the member can take now.
 */
export function PromoOffer({ offer, apply }: { offer: BonusOffer; apply: ReactNode }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const kindLabel = useKindLabel();
  const headline = useHeadline(offer);
  return (
    <section className="offer-block" aria-labelledby={`offer-${offer.campaignId}-title`}>
      <div className="offer-hero">
        <span className="offer-hero__kind">{kindLabel(offer.kind)}</span>
        <h2 id={`offer-${offer.campaignId}-title`} className="offer-block__title">
          {t('bonus.page.youGet')}
        </h2>
        <p className="offer-hero__figure">{headline.figure}</p>
        {headline.lines.map((line) => (
          <p key={line} className="offer-hero__line">
            {line}
          </p>
        ))}
      </div>
      <Terms offer={offer} />
      <p className="offer-period">
        <CalendarIcon size="0.14rem" />
        <span>
          {offer.endAt === null
            ? t('bonus.page.periodOpen', { from: dates.date(offer.startAt) })
            : t('bonus.page.period', { from: dates.date(offer.startAt), to: dates.date(offer.endAt) })}
        </span>
      </p>
      <OfferAction offer={offer} apply={apply} />
    </section>
  );
}
