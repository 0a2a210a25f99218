import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameType } from '@lobby/contract';
import { GAME_PATHS } from '@lobby/contract/paths';
import { useVendorMapping, useVendorSorting } from '@/shared/api/games/get-vendor-data';
import { CATEGORY_ROUTES, categoryNameKey } from '@/shared/lib/game-categories';
import { getHref } from '@/shared/lib/paths';
import { EmptyState } from '@/shared/ui/empty-state';
import { GamepadIcon } from '@/shared/ui/icons';
import { useVendorName } from './use-vendor-name';
import { CdnImage } from '@/shared/ui/cdn-image';
import { logoImage } from '@/shared/ui/artwork';

function tileHref(category: GameType, vassalage: string): string {
  if (category === 'SPORTS' || category === 'ESPORTS') return getHref(CATEGORY_ROUTES[category].name, CATEGORY_ROUTES[category].query);
  return getHref('provider', { vassalage });
}

interface VendorTileData {
  vassalage: string;
  name: string;
  icon: string;
  gameCount?: number;
}

/**
 * The vendors of a category as logo tiles (ESPORTS, COCKFIGHT, LOTT, ELOTT from the vendor sorting; SPORTS
 * from the vendor mapping); a tile opens the vendor's game list, except under SPORTS and ESPORTS, where every
 * tile opens the brand's own sportsbook (on its e-sports for ESPORTS).
 */
export function VendorList({ category, source }: { category: GameType; source: 'sorting' | 'mapping' }) {
  const { t } = useTranslation();
  const sorting = useVendorSorting();
  const mapping = useVendorMapping();
  const vendorName = useVendorName();
  const entry = mapping.data?.find((m) => m.gameType === category);
  const fromMapping = (vassalage: string) => entry?.vendors.find((v) => v.vassalage === vassalage);

  const names =
    source === 'mapping'
      ? (entry?.vendors.map((v) => v.vassalage) ?? [])
      : (sorting.data?.find((s) => s.gameCategory === category)?.vendorNames ?? []);
  const vendors: VendorTileData[] = [...new Set(names)].map((vassalage) => {
    const known = fromMapping(vassalage);
    return {
      vassalage,
      name: vendorName(vassalage),
      icon: known?.mobileLargeIcon ?? `${GAME_PATHS.vendorIcon}/${encodeURIComponent(vassalage)}.svg`,
      gameCount: known?.gameCount,
    };
  });
  const loading = (source === 'mapping' ? mapping.isPending : sorting.isPending) && vendors.length === 0;
  const title = t(categoryNameKey(category));

  if (loading) {
    return (
      <ul className="vendor-tiles" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="vendor-tile vendor-tile--skeleton" />
        ))}
      </ul>
    );
  }
  if (vendors.length === 0) return <EmptyState icon={GamepadIcon} title={t('lobby.vendors.empty')} />;
  return (
    <ul className="vendor-tiles" aria-label={t('lobby.vendors.label', { category: title })}>
      {vendors.map((v) => (
        <li key={v.vassalage}>
          <Link to={tileHref(category, v.vassalage)} className="vendor-tile" aria-label={t('lobby.vendors.open', { name: v.name })}>
            <CdnImage className="vendor-tile__logo" {...logoImage(v.icon, 36)} alt="" width={96} height={36} loading="lazy" />
            {v.gameCount ? <span className="vendor-tile__count">{t('lobby.vendors.games', { count: v.gameCount })}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
