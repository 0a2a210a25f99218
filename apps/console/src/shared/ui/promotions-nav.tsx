import { useTranslation } from 'react-i18next';
import { SubNav } from './page';

/**
 * The Promotions area: bonus campaigns, and beside them the other ways of bringing players back (tournaments,
 * segments) as their screens join. Shared so each of those features shows the same bar without importing another.
 */
export const PROMOTIONS_LINKS: Array<{ to: string; label: string }> = [
  { to: '/promotions/campaigns', label: 'promotionsArea.campaigns' },
  { to: '/promotions/tournaments', label: 'promotionsArea.tournaments' },
  { to: '/promotions/segments', label: 'promotionsArea.segments' },
];

export function PromotionsNav() {
  const { t } = useTranslation();
  return <SubNav label={t('nav.promotions')} links={PROMOTIONS_LINKS.map((l) => ({ to: l.to, label: t(l.label) }))} />;
}
