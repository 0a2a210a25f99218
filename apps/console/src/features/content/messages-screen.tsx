import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/shared/lib/format';
import { useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { DataTable } from '@/shared/ui/data-table';
import { Dialog } from '@/shared/ui/dialog';
import { Icon } from '@/shared/ui/icons';
import { ImplicitMerchant, PageHeader, TabPanel, Tabs } from '@/shared/ui/page';
import { ErrorState, StatusBadge } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { messagesQueryOptions, previewMessage, useCancelMessage, useSendMessage } from './api/messages';
import type { Message, MessageInput, MessagePreview } from './api/messages';
import { segmentsQueryOptions } from '@/shared/api/segments';
import { ContentNav } from './content-nav';

const CHANNELS = ['inbox', 'email', 'sms', 'push'] as const;
type Channel = (typeof CHANNELS)[number];

/** Content → Messages: what was sent to whom on which channel, and a new message with its confirmation. */
export default function MessagesScreen() {
  const { t } = useTranslation();
  const { merchant, implicit } = useOneMerchant();
  const { can } = useSession();
  const manage = can('content.manage');
  const query = useQuery(messagesQueryOptions(merchant));
  const cancel = useCancelMessage();
  const [composing, setComposing] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const columns = useMemo<ColumnDef<Message, unknown>[]>(
    () => [
      {
        id: 'title',
        header: t('content.title'),
        accessorFn: (m) => m.texts.EN?.title ?? '',
        cell: (c) => (
          <span className="message-title">
            <strong>{c.row.original.texts.EN?.title}</strong>
            <small className="muted">{Object.keys(c.row.original.texts).join(' · ')}</small>
          </span>
        ),
      },
      { accessorKey: 'audience', header: t('messages.audience'), cell: (c) => (c.row.original.segmentId === null ? t('messages.everyone') : c.row.original.audience) },
      { accessorKey: 'sendAt', header: t('messages.sendAt'), cell: (c) => formatTime(c.row.original.sendAt) },
      { accessorKey: 'status', header: t('common.status'), cell: (c) => <StatusBadge value={`message_${c.row.original.status}`} /> },
      {
        id: 'counts',
        header: t('messages.deliveries'),
        enableSorting: false,
        cell: (c) => (
          <ul className="channel-counts">
            {c.row.original.channels.map((ch) => {
              const n = c.row.original.counts[ch] ?? { sent: 0, skipped: 0, failed: 0, pending: 0 };
              return (
                <li key={ch}>
                  <span className="channel-name">{t(`messages.channel.${ch}`)}</span>
                  <span className="num">{t('messages.countLine', { sent: n.sent, skipped: n.skipped, failed: n.failed })}</span>
                  {n.pending > 0 && <span className="muted">{t('messages.pending', { count: n.pending })}</span>}
                </li>
              );
            })}
          </ul>
        ),
      },
      {
        id: 'actions',
        header: t('common.actions'),
        enableSorting: false,
        cell: (c) =>
          manage && c.row.original.status === 'scheduled' ? (
            <button
              type="button"
              className="btn btn-sm btn-danger-ghost"
              onClick={() => {
                setError(null);
                cancel.mutateAsync({ merchant, id: c.row.original.id }).then(() => toast.success(t('messages.cancelled')), setError);
              }}
            >
              {t('messages.cancel')}
            </button>
          ) : null,
      },
    ],
    [t, manage, merchant, cancel],
  );

  return (
    <>
      <PageHeader
        title={t('nav.content')}
        actions={
          manage && (
            <button type="button" className="btn btn-primary" onClick={() => setComposing(true)}>
              <Icon name="plus" size={16} /> {t('messages.new')}
            </button>
          )
        }
      >
        <ImplicitMerchant merchant={merchant} implicit={implicit} />
      </PageHeader>
      <ContentNav />
      {error !== null && <ErrorState error={error} />}
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable label={t('messages.title')} data={query.data?.list ?? []} columns={columns} loading={query.isPending} getRowId={(m) => String(m.id)} />
      )}
      {composing && <Composer merchant={merchant} onClose={() => setComposing(false)} />}
    </>
  );
}

/** The local date and time input's value for an instant, and back. */
const toLocalInput = (at: number) => {
  const d = new Date(at - new Date(at).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

function Composer({ merchant, onClose }: { merchant: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { merchants } = useOneMerchant();
  const segments = useQuery(segmentsQueryOptions(merchant));
  const send = useSendMessage();
  const brand = merchants.find((m) => m.code === merchant);
  const languages = ['EN', ...(brand?.languages ?? []).filter((l) => l !== 'EN')];
  const [segmentId, setSegmentId] = useState<string>('all');
  const [channels, setChannels] = useState<Channel[]>(['inbox']);
  const [language, setLanguage] = useState('EN');
  const [texts, setTexts] = useState<Record<string, { title: string; body: string }>>({});
  const [url, setUrl] = useState('');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState(() => toLocalInput(Date.now() + 3600_000));
  const [confirm, setConfirm] = useState<MessagePreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const used = Object.fromEntries(
    Object.entries(texts)
      .map(([l, v]) => [l, { title: v.title.trim(), body: v.body.trim() }] as const)
      .filter(([, v]) => v.title && v.body),
  );
  const valid = Boolean(used.EN) && channels.length > 0 && (when === 'now' || Boolean(at));
  const body = (): MessageInput => ({
    segmentId: segmentId === 'all' ? null : Number(segmentId),
    channels,
    texts: used,
    ...(url.trim() ? { url: url.trim() } : {}),
    ...(when === 'later' ? { sendAt: new Date(at).getTime() } : {}),
  });
  const text = texts[language] ?? { title: '', body: '' };
  const setText = (change: Partial<{ title: string; body: string }>) => setTexts((all) => ({ ...all, [language]: { ...text, ...change } }));

  const review = async () => {
    setBusy(true);
    setError(null);
    try {
      setConfirm(await previewMessage(merchant, { segmentId: segmentId === 'all' ? null : Number(segmentId), channels }));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const sent = await send.mutateAsync({ merchant, body: body() });
      toast.success(sent.status === 'scheduled' && when === 'later' ? t('messages.scheduled', { at: formatTime(sent.sendAt) }) : t('messages.sending'));
      onClose();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  const audienceName = segmentId === 'all' ? t('messages.everyone') : (segments.data?.list.find((s) => String(s.id) === segmentId)?.name ?? '');
  if (confirm) {
    return (
      <Dialog title={t('messages.confirmTitle')} onClose={onClose} wide>
        <div className="form message-confirm">
          <p>{t('messages.confirmLead', { audience: audienceName, count: confirm.audience })}</p>
          <ul className="kpi-grid confirm-grid" aria-label={t('messages.recipients')}>
            {channels.map((c) => (
              <li key={c} className="kpi">
                <span className="kpi-label">{t(`messages.channel.${c}`)}</span>
                <span className="kpi-value" data-testid={`recipients-${c}`}>
                  {(confirm.channels[c] ?? 0).toLocaleString('en')}
                </span>
                <span className="muted">{t('messages.recipientsUnit', { count: confirm.channels[c] ?? 0 })}</span>
              </li>
            ))}
          </ul>
          <p className="muted">{t('messages.confirmSkipped', { excluded: confirm.excluded, optedOut: confirm.optedOut })}</p>
          <p>
            <strong>{used.EN?.title}</strong> — {when === 'later' ? t('messages.confirmAt', { at: formatTime(new Date(at).getTime()) }) : t('messages.confirmNow')}
          </p>
          {error !== null && <ErrorState error={error} />}
          <div className="form-actions">
            <button type="button" className="btn" onClick={() => setConfirm(null)}>
              {t('common.back')}
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void submit()}>
              {when === 'later' ? t('messages.schedule') : t('messages.sendNow')}
            </button>
          </div>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title={t('messages.new')} onClose={onClose} wide>
      <form
        className="form message-compose"
        onSubmit={(e) => {
          e.preventDefault();
          void review();
        }}
      >
        <div className="field-row">
          <label className="field">
            <span>{t('messages.audience')}</span>
            <select value={segmentId} onChange={(e) => setSegmentId(e.target.value)}>
              <option value="all">{t('messages.everyone')}</option>
              {segments.data?.list.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {t('messages.segmentOption', { name: s.name, count: s.count })}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="channel-choice">
            <legend>{t('messages.channels')}</legend>
            {CHANNELS.map((c) => (
              <label key={c} className="check">
                <input type="checkbox" checked={channels.includes(c)} onChange={(e) => setChannels((all) => (e.target.checked ? [...all, c] : all.filter((x) => x !== c)))} />
                {t(`messages.channel.${c}`)}
              </label>
            ))}
          </fieldset>
        </div>
        <Tabs label={t('messages.language')} idPrefix="message-language" tabs={languages.map((l) => ({ key: l, label: used[l] ? `${l} ✓` : l }))} value={language} onChange={setLanguage} />
        <TabPanel idPrefix="message-language" active={language}>
          <p className="muted">{t('messages.languageHint')}</p>
          <label className="field">
            <span>{t('content.title')}</span>
            <input value={text.title} maxLength={120} onChange={(e) => setText({ title: e.target.value })} required={language === 'EN'} />
          </label>
          <label className="field">
            <span>{t('support.body')}</span>
            <textarea rows={4} maxLength={2000} value={text.body} onChange={(e) => setText({ body: e.target.value })} required={language === 'EN'} />
          </label>
        </TabPanel>
        <div className="field-row">
          <label className="field">
            <span>{t('messages.url')}</span>
            <input value={url} placeholder="/m/promo" onChange={(e) => setUrl(e.target.value)} />
          </label>
          <fieldset className="radio-row">
            <legend>{t('messages.when')}</legend>
            <label className="check">
              <input type="radio" name="when" checked={when === 'now'} onChange={() => setWhen('now')} />
              {t('messages.now')}
            </label>
            <label className="check">
              <input type="radio" name="when" checked={when === 'later'} onChange={() => setWhen('later')} />
              {t('messages.later')}
            </label>
            {when === 'later' && <input type="datetime-local" aria-label={t('messages.sendAt')} value={at} onChange={(e) => setAt(e.target.value)} />}
          </fieldset>
        </div>
        {error !== null && <ErrorState error={error} />}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || !valid}>
            {t('messages.review')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
