import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@lobby/contract';
import { PROMOTION_CATEGORIES, type PromotionCategory } from '@lobby/contract/rules';
import { usePromotions } from './api/get-promotions';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { getHref } from '@/shared/lib/paths';
import { EmptyState } from '@/shared/ui/empty-state';
import { useKindLabel } from '@/shared/ui/bonus-texts';
import { CalendarIcon, ChevronRightIcon, GiftIcon, PromotionIcon } from '@/shared/ui/icons';
import { cardImage, promoPeriod } from './content-format';
import { CardSkeletons, ListError } from './list-states';
import './content.css';
import { CdnImage } from '@/shared/ui/cdn-image';

type MenuKey = 'all' | PromotionCategory;
const CATEGORY_PARAM = 'category';
/** The optional location query scrolls to that promotion (its id). */
const LOCATION_PARAM = 'location';

function isCategory(value: string | null): value is PromotionCategory {
  return (PROMOTION_CATEGORIES as readonly string[]).includes(value ?? '');
}

/** /m/activity: promotions with a category menu of the categories present. */
export function ActivityScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = usePromotions();
  const data = query.data;
  const present = data?.categories ?? [];
  // Only categories present show; with one the menu would offer "all" and that same one, so it hides.
  const showMenu = present.length > 1;
  const asked = params.get(CATEGORY_PARAM);
  const current: MenuKey = showMenu && isCategory(asked) && present.includes(asked) ? asked : 'all';
  const list = (data?.list ?? []).filter((p) => current === 'all' || p.category === current);

  const scrolled = useRef(false);
  const location = params.get(LOCATION_PARAM);
  useEffect(() => {
    if (scrolled.current || !data || !location) return;
    scrolled.current = true;
    requestAnimationFrame(() => document.getElementById(promoAnchor(location))?.scrollIntoView({ block: 'start' }));
  }, [data, location]);

  function choose(key: MenuKey) {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (key === 'all') next.delete(CATEGORY_PARAM);
        else next.set(CATEGORY_PARAM, key);
        next.delete(LOCATION_PARAM);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <div className="activity">
      {showMenu ? (
        <nav className="promo-menu" aria-label={t('content.promo.menuLabel')}>
          <ul className="promo-menu__list">
            {(['all', ...present] as MenuKey[]).map((key) => (
              <li key={key}>
                <button
                  type="button"
                  className={`promo-chip${key === current ? ' promo-chip--active' : ''}`}
                  aria-pressed={key === current}
                  onClick={() => choose(key)}
                >
                  {key === 'all' ? t('content.promo.all') : t(`content.promo.categories.${key}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {query.isPending ? (
        <CardSkeletons variant="promo" count={3} />
      ) : query.isError && !data ? (
        <ListError onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon={PromotionIcon} title={t('content.promo.empty')} text={t('content.promo.emptyText')} />
      ) : (
        <ul className="content-list promo-list">
          {list.map((p, index) => (
            <PromoCard key={p.id} promo={p} first={index === 0} />
          ))}
        </ul>
      )}
    </div>
  );
}

function promoAnchor(id: number | string): string {
  return `promo-${id}`;
}

/** The first card's picture is the page's largest paint: fetched at once and first; the rest when near. */
function PromoCard({ promo, first }: { promo: Promotion; first: boolean }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const kindLabel = useKindLabel();
  const image = cardImage(promo);
  const href = getHref('activityDetail', { id: promo.id });
  const titleId = `${promoAnchor(promo.id)}-title`;
  return (
    <li id={promoAnchor(promo.id)} className="promo-card">
      <article aria-labelledby={titleId}>
        <Link to={href} className="promo-card__media" tabIndex={-1} aria-hidden="true">
          {image ? (
            <CdnImage
              src={image}
              alt=""
              width={750}
              height={360}
              loading={first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : 'auto'}
              decoding="async"
            />
          ) : null}
          <span className="promo-card__tag">{t(`content.promo.categories.${promo.category}`)}</span>
          {promo.offer ? (
            <span className="promo-card__bonus">
              <GiftIcon size="0.12rem" />
              {kindLabel(promo.offer.kind)}
            </span>
          ) : null}
        </Link>
        <div className="promo-card__body">
          <h2 id={titleId} className="promo-card__title">
            {promo.title}
          </h2>
          <div className="promo-card__foot">
            <p className="promo-card__period">
              <CalendarIcon size="0.13rem" />
              <span>{promoPeriod(promo, t('content.promo.longTerm'), dates.day)}</span>
            </p>
            <Link to={href} className="promo-card__more" aria-describedby={titleId}>
              {t('content.promo.seeAll')}
              <ChevronRightIcon size="0.14rem" />
            </Link>
          </div>
        </div>
      </article>
    </li>
  );
}
