import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BonusClaimResult } from '@/shared/api/bonus/redeem-bonus-code';
import { useMemberBonuses } from '@/shared/api/bonus/get-member-bonuses';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { getHref } from '@/shared/lib/paths';
import { BonusCard, ClosedBonusRow } from '@/shared/ui/bonus-card';
import { EmptyState } from '@/shared/ui/empty-state';
import { ChevronRightIcon, GiftIcon, PromotionIcon } from '@/shared/ui/icons';
import { BlockSkeleton, RetryBlock } from '@/shared/ui/list-states';
import { ClaimOutcome, PromoCodeForm } from '@/shared/ui/promo-code-form';
import './bonuses.css';

function BonusesSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="bonuses__list" role="status" aria-label={t('general.loading')}>
      <BlockSkeleton height="2.3rem" />
      <BlockSkeleton height="2.3rem" />
    </div>
  );
}

/**
 * /m/bonuses: the bonus balance, a promo code field, each active bonus as a card in the order stakes count
 * toward them (progress, what is left, expiry, maximum bet, contributions, free rounds), then the closed ones.
 */
export function BonusesScreen() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const query = useMemberBonuses();
  const [outcome, setOutcome] = useState<BonusClaimResult | null>(null);
  const data = query.data;
  // a code's new bonus shows as the outcome; it is not repeated in the list under it
  const shown = outcome?.bonus ? outcome.bonus.id : null;
  const active = (data?.active ?? []).filter((b) => b.id !== shown);

  return (
    <div className="bonuses">
      <section className="bonuses-hero" aria-labelledby="bonuses-balance-title">
        <span className="bonuses-hero__icon" aria-hidden="true">
          <GiftIcon size="0.28rem" />
        </span>
        <div className="bonuses-hero__text">
          <h2 id="bonuses-balance-title" className="bonuses-hero__label">
            {t('bonus.balance')}
          </h2>
          <p className="bonuses-hero__amount">{data ? money(data.bonusBalance) : query.isPending ? '…' : '—'}</p>
          <p className="bonuses-hero__note">{t('bonus.balanceNote')}</p>
        </div>
        <Link to={getHref('activity')} className="bonuses-hero__link">
          <PromotionIcon size="0.16rem" />
          {t('bonus.offers')}
          <ChevronRightIcon size="0.14rem" />
        </Link>
      </section>

      <section className="bonuses-code">
        <PromoCodeForm onResult={setOutcome} />
        {outcome ? <ClaimOutcome result={outcome} /> : null}
      </section>

      <section className="bonuses__section" aria-labelledby="bonuses-active-title">
        <h2 id="bonuses-active-title" className="bonuses__heading">
          {t('bonus.active')}
          {active.length > 0 ? <span className="bonuses__count">{active.length}</span> : null}
        </h2>
        {query.isPending ? (
          <BonusesSkeleton />
        ) : query.isError ? (
          <RetryBlock onRetry={() => void query.refetch()} />
        ) : active.length === 0 ? (
          outcome?.bonus ? null : (
            <EmptyState
              icon={GiftIcon}
              title={t('bonus.empty')}
              text={t('bonus.emptyText')}
              action={
                <Link to={getHref('activity')} className="btn btn--secondary btn--sm">
                  {t('bonus.offers')}
                </Link>
              }
            />
          )
        ) : (
          <ol className="bonuses__list">
            {active.map((bonus, index) => (
              <li key={bonus.id}>
                <BonusCard bonus={bonus} position={active.length > 1 ? index + 1 : undefined} />
              </li>
            ))}
          </ol>
        )}
        {active.length > 1 ? <p className="bonuses__hint">{t('bonus.orderHint')}</p> : null}
      </section>

      {data ? (
        <section className="bonuses__section" aria-labelledby="bonuses-history-title">
          <h2 id="bonuses-history-title" className="bonuses__heading">
            {t('bonus.history.title')}
          </h2>
          {data.history.length === 0 ? (
            <p className="bonuses__none">{t('bonus.history.empty')}</p>
          ) : (
            <ul className="bonus-rows">
              {data.history.map((bonus) => (
                <ClosedBonusRow key={bonus.id} bonus={bonus} />
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
