import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@lobby/contract';
import { NOTICE_PARAMS, useAnnouncements } from '@/shared/api/content/get-announcements';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { getHref } from '@/shared/lib/paths';
import { EmptyState } from '@/shared/ui/empty-state';
import { BellIcon, CalendarIcon, ChevronDownIcon, ChevronRightIcon } from '@/shared/ui/icons';
import { htmlToText, RichHtml } from '@/shared/ui/rich-html';
import { noticeDate } from './content-format';
import { PopularStrip } from './popular-strip';
import { CardSkeletons, ListError } from './list-states';
import { useNoticeRead } from './use-notice-read';
import './content.css';

/** The query the notice ticker passes: the tapped item's position in the list. */
export const NOTICE_INDEX_PARAM = 'index';

/** /m/notice: announcements with a plain-text preview, expanded to the rendered HTML. */
export function NoticeScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = useAnnouncements(NOTICE_PARAMS);
  const items = query.data?.player;
  const { isRead, report } = useNoticeRead();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const preopened = useRef(false);

  // The ticker's index opens that item once the list is there, and brings it into view.
  const index = Number(params.get(NOTICE_INDEX_PARAM));
  useEffect(() => {
    if (preopened.current || !items || !params.has(NOTICE_INDEX_PARAM)) return;
    const target = Number.isInteger(index) ? items[index] : undefined;
    preopened.current = true;
    if (!target) return;
    setOpen(new Set([target.id]));
    report(target);
    requestAnimationFrame(() => document.getElementById(noticeAnchor(target.id))?.scrollIntoView({ block: 'start' }));
  }, [items, index, params, report]);

  function toggle(a: Announcement) {
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(a.id)) next.delete(a.id);
      else next.add(a.id);
      return next;
    });
    report(a);
  }

  if (query.isPending) return <CardSkeletons variant="notice" />;
  if (query.isError && !items) return <ListError onRetry={() => void query.refetch()} />;
  if (!items || items.length === 0) {
    return <EmptyState icon={BellIcon} title={t('content.notice.empty')} text={t('content.notice.emptyText')} />;
  }

  return (
    <>
      <PopularStrip />
      <ul className="content-list notice-list" aria-label={t('content.notice.listLabel')}>
        {items.map((a) => (
          <NoticeCard key={a.id} item={a} read={isRead(a)} open={open.has(a.id)} onToggle={() => toggle(a)} />
        ))}
      </ul>
    </>
  );
}

function noticeAnchor(id: number): string {
  return `notice-${id}`;
}

function NoticeCard({
  item,
  read,
  open,
  onToggle,
}: {
  item: Announcement;
  read: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const bodyId = useId();
  const preview = useMemo(() => htmlToText(item.content), [item.content]);
  return (
    <li
      id={noticeAnchor(item.id)}
      className={`notice-card${read ? '' : ' notice-card--unread'}${open ? ' notice-card--open' : ''}`}
    >
      <h2 className="notice-card__heading">
        <button
          type="button"
          className="notice-card__head"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span className="notice-card__icon" aria-hidden="true">
            <BellIcon size="0.18rem" />
          </span>
          <span className="notice-card__main">
            <span className="notice-card__title">{item.title}</span>
            <span className="notice-card__meta">
              <CalendarIcon size="0.13rem" />
              <time dateTime={noticeDate(item.startDate)}>{dates.day(item.startDate)}</time>
              {read ? null : <span className="badge-new">{t('content.notice.unread')}</span>}
            </span>
          </span>
          <ChevronDownIcon size="0.18rem" className="notice-card__chevron" />
        </button>
      </h2>
      <div id={bodyId} className="notice-card__body">
        {open ? (
          <>
            <RichHtml html={item.content} />
            <Link to={getHref('noticeDetail', { id: item.id })} className="content-link">
              {t('content.notice.open')}
              <ChevronRightIcon size="0.14rem" />
            </Link>
          </>
        ) : (
          <p className="notice-card__preview">{preview}</p>
        )}
      </div>
    </li>
  );
}
