import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '@lobby/contract';
import { useInbox } from './api/get-inbox';
import { inboxUnreadCountQueryOptions } from '@/shared/api/inbox/get-inbox-unread-count';
import { useMarkInboxRead } from './api/mark-inbox-read';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { EmptyState } from '@/shared/ui/empty-state';
import { ChevronDownIcon, MailIcon, RefreshIcon, SpinnerIcon } from '@/shared/ui/icons';
import './inbox.css';

function MessageCard({
  message,
  open,
  onToggle,
}: {
  message: InboxMessage;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const bodyId = `inbox-message-${message.id}`;
  return (
    <li className={`inbox-card${message.read ? '' : ' inbox-card--unread'}${open ? ' inbox-card--open' : ''}`}>
      <button type="button" className="inbox-card__head" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
        <span className="inbox-card__icon" aria-hidden="true">
          <MailIcon size="0.2rem" />
          {message.read ? null : <span className="inbox-card__dot" />}
        </span>
        <span className="inbox-card__main">
          <span className="inbox-card__title-row">
            <span className="inbox-card__title">{message.title}</span>
            {message.read ? null : <span className="inbox-card__new">{t('inbox.unread')}</span>}
          </span>
          <time className="inbox-card__time" dateTime={new Date(message.createdAt).toISOString()}>
            {dates.dateTime(message.createdAt)}
          </time>
          {open ? null : <span className="inbox-card__preview">{message.content}</span>}
        </span>
        <ChevronDownIcon className="inbox-card__chevron" size="0.16rem" />
      </button>
      {open ? (
        <div className="inbox-card__body" id={bodyId}>
          {message.content}
        </div>
      ) : null}
    </li>
  );
}

function Skeleton() {
  return (
    <ul className="inbox-list" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="inbox-card inbox-card--skeleton">
          <span className="inbox-skel inbox-skel--icon" />
          <span className="inbox-skel-lines">
            <span className="inbox-skel inbox-skel--title" />
            <span className="inbox-skel inbox-skel--line" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** /m/message: the member's inbox; opening a message marks it read and the badges follow. */
export function InboxScreen() {
  const { t } = useTranslation();
  const inbox = useInbox();
  const unread = useQuery(inboxUnreadCountQueryOptions()).data;
  const markRead = useMarkInboxRead();
  const [openId, setOpenId] = useState<number | null>(null);

  const messages = inbox.data?.pages.flatMap((p) => p.list) ?? [];
  const unreadLoaded = messages.filter((m) => !m.read).map((m) => m.id);
  const unreadCount = unread ?? unreadLoaded.length;

  function toggle(message: InboxMessage) {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : null);
    if (opening && !message.read) markRead.mutate([message.id]);
  }

  if (inbox.isPending) {
    return (
      <div className="inbox-screen">
        <Skeleton />
      </div>
    );
  }
  if (inbox.isError) {
    return (
      <div className="inbox-screen">
        <button type="button" className="inbox-retry" onClick={() => void inbox.refetch()}>
          <RefreshIcon size="0.18rem" />
          {t('inbox.retry')}
        </button>
      </div>
    );
  }
  if (messages.length === 0) {
    return (
      <div className="inbox-screen">
        <EmptyState icon={MailIcon} title={t('inbox.empty')} text={t('inbox.emptyText')} />
      </div>
    );
  }

  return (
    <div className="inbox-screen">
      <div className="inbox-summary">
        <span className="inbox-summary__icon" aria-hidden="true">
          <MailIcon size="0.22rem" />
        </span>
        <p className="inbox-summary__text" aria-live="polite">
          {unreadCount > 0 ? t('inbox.unreadSummary', { count: unreadCount }) : t('inbox.allRead')}
        </p>
        {unreadLoaded.length > 0 ? (
          <button
            type="button"
            className="inbox-summary__action"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(unreadLoaded)}
          >
            {t('inbox.readAll')}
          </button>
        ) : null}
      </div>
      <ul className="inbox-list" aria-label={t('inbox.listLabel')}>
        {messages.map((m) => (
          <MessageCard key={m.id} message={m} open={openId === m.id} onToggle={() => toggle(m)} />
        ))}
      </ul>
      {inbox.hasNextPage ? (
        <button
          type="button"
          className="inbox-more"
          disabled={inbox.isFetchingNextPage}
          onClick={() => void inbox.fetchNextPage()}
        >
          {inbox.isFetchingNextPage ? <SpinnerIcon className="spin" size="0.16rem" /> : null}
          {inbox.isFetchingNextPage ? t('inbox.loadingMore') : t('inbox.loadMore')}
        </button>
      ) : null}
    </div>
  );
}
