import { useTranslation } from 'react-i18next';
import type { Classification } from './game-lists';

/** The classify choice: '' all, 'NEW' new games, else a vendor classification key. */
export const NEW_CLASSIFY = 'NEW';

/** All, New, then the vendor's own classifications, as chips. */
export function ClassifyMenu({
  classifications,
  value,
  onChange,
  showNew = true,
}: {
  classifications: readonly Classification[];
  value: string;
  onChange: (value: string) => void;
  showNew?: boolean;
}) {
  const { t } = useTranslation();
  const items = [
    { key: '', label: t('games.all') },
    ...(showNew ? [{ key: NEW_CLASSIFY, label: t('games.newGames') }] : []),
    ...classifications.map((c) => ({ key: c.gameClassify, label: c.displayName })),
  ];
  return (
    <div className="classify-menu" role="group" aria-label={t('games.categories')}>
      {items.map((item) => (
        <button
          key={item.key || 'all'}
          type="button"
          className="classify-menu__chip"
          aria-pressed={value === item.key}
          onClick={() => onChange(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
