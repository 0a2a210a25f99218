import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@lobby/contract';
import { PROMO_REMARK_MAX } from '@lobby/contract/rules';
import { useApplyPromotion } from './api/apply-promotion';
import { usePromotion } from './api/get-promotion';
import { usePromotionApplications } from './api/get-promotion-applications';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { getHref, RETURN_PARAM } from '@/shared/lib/paths';
import { useRole } from '@/shared/lib/session';
import { toast } from '@/shared/lib/toast';
import { showTrialAlert } from '@/shared/lib/trial-alert';
import { EmptyState } from '@/shared/ui/empty-state';
import { CalendarIcon, CheckIcon, GiftIcon, PromotionIcon, SpinnerIcon } from '@/shared/ui/icons';
import { RichHtml } from '@/shared/ui/rich-html';
import { cardImage, promoPeriod } from './content-format';
import { CardSkeletons, ListError } from './list-states';
import { PromoOffer } from './promo-offer';
import './content.css';
import { CdnImage } from '@/shared/ui/cdn-image';

/** /m/activityDetail?id=: image, title, period, the rules and the campaign's offer with its action. */
export function ActivityDetailScreen() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const query = usePromotion(id);
  const valid = Number.isInteger(id) && id > 0;

  if (valid && query.isPending) return <CardSkeletons variant="promo" count={1} />;
  if (valid && query.isError && !(query.error as { status?: number }).status) {
    return <ListError onRetry={() => void query.refetch()} />;
  }
  const promo = query.data;
  if (!promo) return <EmptyState icon={PromotionIcon} title={t('content.promo.notFound')} />;

  const image = cardImage(promo);
  return (
    <article className="content-article promo-detail">
      {image ? (
        <div className="promo-detail__media">
          <CdnImage src={image} alt="" width={750} height={360} decoding="async" />
        </div>
      ) : null}
      <div className="content-article__head">
        <span className="promo-card__tag promo-card__tag--inline">{t(`content.promo.categories.${promo.category}`)}</span>
        <h1 className="content-article__title">{promo.title}</h1>
        <p className="content-article__meta">
          <CalendarIcon size="0.14rem" />
          <span>
            {t('content.promo.period')}: {promoPeriod(promo, t('content.promo.longTerm'), dates.day)}
          </span>
        </p>
      </div>
      <RichHtml html={promo.content} className="content-article__body" />
      {/* a page without a campaign is news about the brand: it takes no application (approving one would pay nothing) */}
      {promo.offer ? <PromoOffer offer={promo.offer} apply={<ApplySection promo={promo} />} /> : null}
    </article>
  );
}

/**
 * Applying: visitors go to login (and come back), trial accounts get the real-account alert, members
 * apply once with an optional remark and then see the state of their application.
 */
function ApplySection({ promo }: { promo: Promotion }) {
  const { t } = useTranslation();
  const role = useRole();
  const navigate = useNavigate();
  const location = useLocation();
  const isMember = role === 'member' || role === 'agent';
  const applications = usePromotionApplications(isMember);
  const apply = useApplyPromotion(promo.id);
  const [formOpen, setFormOpen] = useState(false);
  const [remark, setRemark] = useState('');
  const remarkId = useId();
  const countId = useId();

  const mine = applications.data?.find((a) => a.promotionId === promo.id);

  function start() {
    if (role === 'visitor') {
      navigate(getHref('login', { [RETURN_PARAM]: `${location.pathname}${location.search}` }));
      return;
    }
    if (role === 'trial') {
      showTrialAlert();
      return;
    }
    setFormOpen(true);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (remark.length > PROMO_REMARK_MAX || apply.isPending) return;
    apply.mutate(remark.trim(), {
      onSuccess: () => {
        toast.success(t('content.promo.submitted'));
        setFormOpen(false);
      },
    });
  }

  if (isMember && applications.isPending) {
    return (
      <div className="apply-card apply-card--loading" aria-hidden="true">
        <SpinnerIcon className="spin" size="0.2rem" />
      </div>
    );
  }

  if (mine) {
    return (
      <section className={`apply-card apply-status apply-status--${mine.status}`} aria-label={t('content.promo.statusLabel')}>
        <span className="apply-status__icon" aria-hidden="true">
          {mine.status === 'approved' ? <CheckIcon size="0.2rem" /> : <GiftIcon size="0.2rem" />}
        </span>
        <span className="apply-status__text">
          <span className="apply-status__label">{t('content.promo.statusLabel')}</span>
          <strong className="apply-status__value">{t(`content.promo.status.${mine.status}`)}</strong>
        </span>
      </section>
    );
  }

  if (!formOpen) {
    return (
      <div className="apply-bar">
        <button type="button" className="btn btn--primary btn--block btn--lg" onClick={start}>
          <GiftIcon size="0.18rem" />
          {t('content.promo.apply')}
        </button>
      </div>
    );
  }

  const tooLong = remark.length > PROMO_REMARK_MAX;
  return (
    <form className="apply-card apply-form" onSubmit={submit} aria-label={t('content.promo.applyTitle')}>
      <h2 className="apply-form__title">{t('content.promo.applyTitle')}</h2>
      <label htmlFor={remarkId} className="apply-form__label">
        {t('content.promo.remark')}
      </label>
      <textarea
        id={remarkId}
        className="apply-form__remark"
        value={remark}
        maxLength={PROMO_REMARK_MAX}
        rows={4}
        placeholder={t('content.promo.remarkPlaceholder')}
        aria-describedby={countId}
        aria-invalid={tooLong || undefined}
        onChange={(e) => setRemark(e.target.value)}
        // Focus the field the person just asked for.
        autoFocus
      />
      <p id={countId} className={`apply-form__count${remark.length >= PROMO_REMARK_MAX ? ' apply-form__count--full' : ''}`}>
        {t('content.promo.remarkCount', { count: remark.length, max: PROMO_REMARK_MAX })}
      </p>
      {tooLong ? (
        <p className="apply-form__error" role="alert">
          {t('content.promo.remarkTooLong', { max: PROMO_REMARK_MAX })}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={apply.isPending || tooLong}>
        {apply.isPending ? <SpinnerIcon className="spin" size="0.18rem" /> : <GiftIcon size="0.18rem" />}
        {t('content.promo.submit')}
      </button>
    </form>
  );
}
