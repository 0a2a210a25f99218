import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_PATHS } from '@lobby/contract/paths';
import { GridIcon } from '@/shared/ui/icons';
import type { VendorTab } from './game-lists';
import { CdnImage } from '@/shared/ui/cdn-image';
import { logoImage } from '@/shared/ui/artwork';

/** Vendor logos are the white artwork named by vendor code. */
export function vendorLogo(vassalage: string): string {
  return `${GAME_PATHS.vendorIcon}/${encodeURIComponent(vassalage)}-WHITE.svg`;
}

/** All plus one logo per vendor, scrolling sideways; the chosen one is pressed and kept in view. */
export function VendorTabs({
  vendors,
  value,
  onChange,
}: {
  vendors: readonly VendorTab[];
  value: string | null;
  onChange: (vassalage: string | null) => void;
}) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Sideways only: scrollIntoView would also scroll the page to a strip below the fold.
    const box = strip.current;
    const pressed = box?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (box && pressed) box.scrollLeft = pressed.offsetLeft - (box.clientWidth - pressed.clientWidth) / 2;
  }, [value, vendors.length]);

  if (vendors.length === 0) return null;
  return (
    <div className="vendor-tabs" role="group" aria-label={t('games.vendorTabs')} ref={strip}>
      <button
        type="button"
        className="vendor-tabs__tab vendor-tabs__tab--all"
        aria-pressed={value === null}
        onClick={() => onChange(null)}
      >
        <GridIcon size="0.16rem" />
        <span>{t('games.all')}</span>
      </button>
      {vendors.map((vendor) => (
        <button
          key={vendor.vassalage}
          type="button"
          className="vendor-tabs__tab"
          aria-pressed={value === vendor.vassalage}
          aria-label={vendor.displayName}
          title={vendor.displayName}
          onClick={() => onChange(vendor.vassalage)}
        >
          <CdnImage
            {...logoImage(vendorLogo(vendor.vassalage), 30)}
            alt=""
            width={92}
            height={30}
            loading="lazy"
            decoding="async"
            draggable={false}
          />
        </button>
      ))}
    </div>
  );
}
