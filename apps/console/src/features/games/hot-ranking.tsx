import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icons';

export interface HotItem {
  nodeId: string;
  gameName: string;
}

export function move<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The hot ranking: reorder by drag and drop or with the up/down buttons (keyboard), then save. */
export function HotRanking({
  saved,
  value,
  onChange,
  onSave,
  saving,
  canEdit,
}: {
  /** the ranking the server has */
  saved: HotItem[];
  /** the ranking on screen (saved, or edited) */
  value: HotItem[];
  onChange: (items: HotItem[]) => void;
  onSave: (items: HotItem[]) => void;
  saving: boolean;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const list = value;
  const [dragging, setDragging] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const dirty = list.map((i) => i.nodeId).join() !== saved.map((i) => i.nodeId).join();
  const update = onChange;
  const shift = (index: number, delta: number) => {
    const next = move(list, index, index + delta);
    if (next === list) return;
    update(next);
    setAnnounce(t('games.moved', { name: list[index]!.gameName, rank: index + delta + 1 }));
    requestAnimationFrame(() => document.getElementById(`hot-${delta < 0 ? 'up' : 'down'}-${index + delta}`)?.focus());
  };

  return (
    <div className="hot">
      <ol className="hot-list" aria-label={t('games.hotRanking')}>
        {list.map((item, index) => (
          <li
            key={item.nodeId}
            className={dragging === index ? 'hot-item dragging' : 'hot-item'}
            draggable={canEdit}
            onDragStart={(e) => {
              setDragging(index);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(index));
            }}
            onDragOver={(e) => {
              if (dragging === null) return;
              e.preventDefault();
              if (dragging !== index) {
                update(move(list, dragging, index));
                setDragging(index);
              }
            }}
            onDragEnd={() => setDragging(null)}
            onDrop={(e) => {
              e.preventDefault();
              setDragging(null);
            }}
          >
            <span className="hot-grip" aria-hidden="true">
              <Icon name="grip" size={16} />
            </span>
            <span className="hot-rank">{index + 1}</span>
            <span className="hot-name">{item.gameName}</span>
            {canEdit && (
              <span className="hot-buttons">
                <button type="button" id={`hot-up-${index}`} className="icon-btn" onClick={() => shift(index, -1)} disabled={index === 0} aria-label={t('games.moveUp', { name: item.gameName })}>
                  <Icon name="up" size={16} />
                </button>
                <button type="button" id={`hot-down-${index}`} className="icon-btn" onClick={() => shift(index, 1)} disabled={index === list.length - 1} aria-label={t('games.moveDown', { name: item.gameName })}>
                  <Icon name="down" size={16} />
                </button>
                <button type="button" className="icon-btn" onClick={() => update(list.filter((_, i) => i !== index))} aria-label={t('games.removeHot', { name: item.gameName })}>
                  <Icon name="close" size={16} />
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      {canEdit && (
        <div className="form-actions">
          <button type="button" className="btn" disabled={!dirty || saving} onClick={() => update(saved)}>
            {t('common.reset')}
          </button>
          <button type="button" className="btn btn-primary" disabled={!dirty || saving || list.length === 0} onClick={() => onSave(list)}>
            {t('games.saveRanking')}
          </button>
        </div>
      )}
    </div>
  );
}
