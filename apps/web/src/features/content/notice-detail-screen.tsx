import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NOTICE_PARAMS, useAnnouncements } from '@/shared/api/content/get-announcements';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { EmptyState } from '@/shared/ui/empty-state';
import { BellIcon, CalendarIcon } from '@/shared/ui/icons';
import { RichHtml } from '@/shared/ui/rich-html';
import { noticeDate } from './content-format';
import { CardSkeletons, ListError } from './list-states';
import { useNoticeRead } from './use-notice-read';
import './content.css';

/** /m/noticeDetail?id=: one announcement in full; opening it counts as reading it. */
export function NoticeDetailScreen() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const query = useAnnouncements(NOTICE_PARAMS);
  const item = query.data?.player.find((a) => a.id === id);
  const { report } = useNoticeRead();
  const reported = useRef(false);

  useEffect(() => {
    if (!item || reported.current) return;
    reported.current = true;
    report(item);
  }, [item, report]);

  if (query.isPending) return <CardSkeletons variant="help" count={1} />;
  if (query.isError && !query.data) return <ListError onRetry={() => void query.refetch()} />;
  if (!item) return <EmptyState icon={BellIcon} title={t('content.notice.notFound')} />;

  return (
    <article className="content-article">
      <div className="content-article__head">
        <h1 className="content-article__title">{item.title}</h1>
        <p className="content-article__meta">
          <CalendarIcon size="0.14rem" />
          <time dateTime={noticeDate(item.startDate)}>{dates.day(item.startDate)}</time>
        </p>
      </div>
      <RichHtml html={item.content} className="content-article__body" />
    </article>
  );
}
