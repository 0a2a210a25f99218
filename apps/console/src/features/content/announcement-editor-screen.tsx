import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { fromLocalInput, toLocalInput } from '@/shared/lib/format';
import { useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { PageHeader } from '@/shared/ui/page';
import { ErrorState, Loading } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useCreateAnnouncement } from './api/create-announcement';
import type { AnnouncementInput } from './api/create-announcement';
import { announcementsQueryOptions } from './api/get-announcements';
import type { Announcement } from './api/get-announcements';
import { useUpdateAnnouncement } from './api/update-announcement';
import { EditorFooter, LanguageFields, orderedLanguages, PreviewColumn, usedTexts } from '@/shared/ui/language-fields';

/** The editor's form: every field of an announcement, a window edge null when open. */
type AnnouncementForm = Required<Omit<AnnouncementInput, 'titles' | 'bodies'>> & { titles: Record<string, string>; bodies: Record<string, string> };

const EMPTY: AnnouncementForm = { titles: {}, bodies: {}, startAt: null, endAt: null, published: false, popup: false };

export default function AnnouncementEditorScreen() {
  const { id = 'new' } = useParams();
  const { merchant, merchants } = useOneMerchant();
  const isNew = id === 'new';
  const query = useQuery(announcementsQueryOptions(merchant, !isNew));
  const summary = merchants.find((m) => m.code === merchant);
  const languages = useMemo(() => orderedLanguages(summary), [summary]);

  if (!isNew && query.isPending) return <Loading />;
  if (!isNew && query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const existing = isNew ? null : (query.data?.list.find((a) => String(a.id) === id) ?? null);
  if (!isNew && !existing) return <ErrorState error={null} />;
  return <AnnouncementEditor key={`${merchant}-${id}`} merchant={merchant} languages={languages} existing={existing} />;
}

export function AnnouncementEditor({ merchant, languages, existing }: { merchant: string; languages: string[]; existing: Announcement | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const { can } = useSession();
  const [form, setForm] = useState<AnnouncementForm>(() =>
    existing ? { titles: existing.titles, bodies: existing.bodies, startAt: existing.startAt, endAt: existing.endAt, published: existing.published, popup: existing.popup } : EMPTY,
  );
  const [lang, setLang] = useState(languages[0] ?? 'EN');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [invalid, setInvalid] = useState<string | null>(null);

  useEffect(() => {
    if (!languages.includes(lang)) setLang(languages[0] ?? 'EN');
  }, [languages, lang]);

  const setTitle = (value: string) => setForm((f) => ({ ...f, titles: { ...f.titles, [lang]: value } }));
  const setBody = (value: string) => setForm((f) => ({ ...f, bodies: { ...f.bodies, [lang]: value } }));

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setInvalid(null);
    // Only languages with a title are sent; the default language (first tab) is required.
    const texts = usedTexts(languages, form.titles, form.bodies);
    if (!texts.used.includes(languages[0]!)) {
      setInvalid(t('content.defaultRequired', { lang: languages[0] }));
      return;
    }
    if (form.startAt !== null && form.endAt !== null && form.endAt <= form.startAt) {
      setInvalid(t('content.endBeforeStart'));
      return;
    }
    const body: AnnouncementInput = {
      titles: texts.titles,
      bodies: texts.bodies,
      startAt: form.startAt,
      endAt: form.endAt,
      published: form.published,
      popup: form.popup,
    };
    setBusy(true);
    setError(null);
    try {
      if (existing) await update.mutateAsync({ merchant, id: existing.id, change: body });
      else await create.mutateAsync({ merchant, body });
      toast.success(t('content.saved'));
      navigate('/content/announcements');
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  const readOnly = !can('content.manage');
  return (
    <>
      <nav aria-label={t('common.breadcrumb')} className="breadcrumb">
        <Link to="/content/announcements">{t('content.announcements')}</Link> <span aria-hidden="true">/</span> <span>{existing ? `#${existing.id}` : t('content.new')}</span>
      </nav>
      <PageHeader title={existing ? t('content.editTitle') : t('content.newTitle')}>
        <span className="chip">{merchant}</span>
      </PageHeader>
      <div className="editor-layout">
        <form className="card form editor-form" onSubmit={save} aria-label={t('content.editor')}>
          <LanguageFields languages={languages} lang={lang} onLang={setLang} titles={form.titles} bodies={form.bodies} onTitle={setTitle} onBody={setBody} readOnly={readOnly} />
          <div className="field-row">
            <label className="field">
              <span>{t('content.startAt')}</span>
              <input type="datetime-local" value={toLocalInput(form.startAt)} onChange={(e) => setForm((f) => ({ ...f, startAt: fromLocalInput(e.target.value) }))} />
            </label>
            <label className="field">
              <span>{t('content.endAt')}</span>
              <input type="datetime-local" value={toLocalInput(form.endAt)} onChange={(e) => setForm((f) => ({ ...f, endAt: fromLocalInput(e.target.value) }))} />
            </label>
          </div>
          <div className="field-row">
            <label className="check">
              <input type="checkbox" checked={form.published} onChange={(e) => setForm((f) => ({ ...f, published: e.target.checked }))} />
              {t('content.publishedLabel')}
            </label>
            <label className="check">
              <input type="checkbox" checked={form.popup} onChange={(e) => setForm((f) => ({ ...f, popup: e.target.checked }))} />
              {t('content.popupLabel')}
            </label>
          </div>
          <EditorFooter invalid={invalid} error={error} cancelTo="/content/announcements" disabled={busy || readOnly} />
        </form>
        <PreviewColumn lang={lang} title={form.titles[lang] ?? ''} html={form.bodies[lang] ?? ''} popup={form.popup} />
      </div>
    </>
  );
}
