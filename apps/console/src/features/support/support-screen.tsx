import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '@/shared/lib/format';
import { useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { Dialog } from '@/shared/ui/dialog';
import { ImplicitMerchant, PageHeader } from '@/shared/ui/page';
import { Empty, ErrorState, Loading } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useChatStream } from './api/chat-stream';
import { chatConversationQueryOptions } from './api/get-chat-conversation';
import { chatQueueQueryOptions } from './api/get-chat-queue';
import type { ChatThread } from './api/get-chat-queue';
import { useMessageMember } from './api/message-member';
import { useReplyChat } from './api/reply-chat';

export default function SupportScreen() {
  const { t } = useTranslation();
  const { merchant, implicit } = useOneMerchant();
  const { can } = useSession();
  const [active, setActive] = useState<string | null>(null);
  const [composer, setComposer] = useState<null | { account?: string }>(null);

  const threads = useQuery(chatQueueQueryOptions(merchant));

  // Live: players' messages arrive on the stream; the queue and the open conversation refresh.
  const live = useChatStream(merchant, active);

  const list = threads.data?.list ?? [];
  return (
    <>
      <PageHeader
        title={t('support.title')}
        actions={
          can('support.reply') && (
            <button type="button" className="btn btn-primary" onClick={() => setComposer({})}>
              {t('support.newMessage')}
            </button>
          )
        }
      >
        <ImplicitMerchant merchant={merchant} implicit={implicit} />
        <span className={live ? 'live-dot on' : 'live-dot'} role="status">
          {live ? t('support.live') : t('support.offline')}
        </span>
      </PageHeader>
      <div className="chat-layout">
        <section className="card chat-queue" aria-labelledby="queue-title">
          <h2 id="queue-title">{t('support.queue')}</h2>
          {threads.isError ? (
            <ErrorState error={threads.error} onRetry={() => void threads.refetch()} />
          ) : threads.isPending ? (
            <Loading />
          ) : list.length === 0 ? (
            <Empty>{t('support.noChats')}</Empty>
          ) : (
            <ul className="queue-list">
              {list.map((thread: ChatThread) => (
                <li key={thread.account}>
                  <button type="button" className={thread.account === active ? 'queue-item active' : 'queue-item'} aria-current={thread.account === active || undefined} onClick={() => setActive(thread.account)}>
                    <span className="queue-top">
                      <strong>{thread.account}</strong>
                      {thread.unread > 0 && (
                        <span className="unread">
                          <span aria-hidden="true">{thread.unread}</span>
                          <span className="sr-only">{t('support.unread', { count: thread.unread })}</span>
                        </span>
                      )}
                    </span>
                    <span className="queue-last">{thread.lastMessage}</span>
                    <small className="muted">{formatTime(thread.lastAt)}</small>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="card chat-conversation" aria-label={t('support.conversation')}>
          {active ? <Conversation key={active} merchant={merchant} account={active} canReply={can('support.reply')} onInbox={() => setComposer({ account: active })} /> : <Empty>{t('support.pick')}</Empty>}
        </section>
      </div>
      {composer && <InboxComposer merchant={merchant} account={composer.account} onClose={() => setComposer(null)} />}
    </>
  );
}

function Conversation({ merchant, account, canReply, onInbox }: { merchant: string; account: string; canReply: boolean; onInbox: () => void }) {
  const { t } = useTranslation();
  const messages = useQuery(chatConversationQueryOptions(merchant, account));
  const reply = useReplyChat();
  const [text, setText] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
  const count = messages.data?.list.length ?? 0;
  // Braces: newer browsers return a promise from scrollIntoView, which must not become the effect's cleanup.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    setBusy(true);
    setError(null);
    try {
      await reply.mutateAsync({ merchant, account, text: value });
      setText('');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <header className="conversation-header">
        <h2>{account}</h2>
        {canReply && (
          <button type="button" className="btn btn-sm" onClick={onInbox}>
            {t('support.sendInbox')}
          </button>
        )}
      </header>
      <div className="messages" role="log" aria-live="polite" aria-label={t('support.messages')}>
        {messages.isError && <ErrorState error={messages.error} />}
        {messages.isPending && <Loading />}
        {messages.data?.list.map((m) => (
          <div key={m.id} className={m.sender === 'member' ? 'bubble bubble-in' : 'bubble bubble-out'}>
            <p>{m.text}</p>
            <small>{formatTime(m.createdAt)}</small>
          </div>
        ))}
        <div ref={endRef} />
      </div>
      {canReply && (
        <form className="reply-box" onSubmit={send}>
          <label className="sr-only" htmlFor="reply-text">
            {t('support.reply')}
          </label>
          <textarea
            id="reply-text"
            rows={2}
            value={text}
            maxLength={1000}
            placeholder={t('support.replyPlaceholder')}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
          />
          <button type="submit" className="btn btn-primary" disabled={busy || !text.trim()}>
            {t('support.send')}
          </button>
          {error !== null && <ErrorState error={error} />}
        </form>
      )}
    </>
  );
}

/** A message into one player's inbox; messages to many (segments, other channels) are Content → Messages. */
function InboxComposer({ merchant, account, onClose }: { merchant: string; account?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [to, setTo] = useState(account ?? '');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const toMember = useMessageMember();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await toMember.mutateAsync({ merchant, account: to.trim(), title: title.trim(), content: body.trim() });
      toast.success(t('support.sentOne'));
      onClose();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  const valid = title.trim() && body.trim() && to.trim();
  return (
    <Dialog title={t('support.inboxTitle')} onClose={onClose} wide>
      <form className="form" onSubmit={submit}>
        <label className="field">
          <span>{t('cashier.memberAccount')}</span>
          <input value={to} onChange={(e) => setTo(e.target.value)} required />
        </label>
        <p className="muted">
          {t('support.toMany')} <Link to="/content/messages">{t('messages.title')}</Link>
        </p>
        <label className="field">
          <span>{t('content.title')}</span>
          <input value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} required />
        </label>
        <label className="field">
          <span>{t('support.body')}</span>
          <textarea rows={5} maxLength={4000} value={body} onChange={(e) => setBody(e.target.value)} required />
        </label>
        {error !== null && <ErrorState error={error} />}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || !valid}>
            {t('support.send')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
