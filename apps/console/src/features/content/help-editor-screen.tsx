import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { PageHeader } from '@/shared/ui/page';
import { ErrorState, Loading } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useCreateHelpArticle } from './api/create-help-article';
import { helpArticlesQueryOptions } from './api/get-help-articles';
import type { HelpArticle } from './api/get-help-articles';
import { useUpdateHelpArticle } from './api/update-help-article';
import { EditorFooter, LanguageFields, orderedLanguages, PreviewColumn, usedTexts } from '@/shared/ui/language-fields';

const TAG = /^[a-z0-9][a-z0-9_-]{0,39}$/;

export default function HelpEditorScreen() {
  const { tag = 'new' } = useParams();
  const { merchant, merchants } = useOneMerchant();
  const query = useQuery(helpArticlesQueryOptions(merchant));
  const languages = useMemo(() => orderedLanguages(merchants.find((m) => m.code === merchant)), [merchants, merchant]);
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const existing = tag === 'new' ? null : (query.data.list.find((a) => a.tag === tag) ?? null);
  if (tag !== 'new' && !existing) return <ErrorState error={null} />;
  return <HelpEditor key={`${merchant}-${tag}`} merchant={merchant} languages={languages} existing={existing} all={query.data.list} />;
}

function HelpEditor({ merchant, languages, existing, all }: { merchant: string; languages: string[]; existing: HelpArticle | null; all: HelpArticle[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateHelpArticle();
  const update = useUpdateHelpArticle();
  const { can } = useSession();
  const readOnly = !can('content.manage');
  const [tag, setTag] = useState(existing?.tag ?? '');
  const [parentTag, setParentTag] = useState(existing?.parentTag ?? '');
  const [sort, setSort] = useState(String(existing?.sort ?? 0));
  const [titles, setTitles] = useState<Record<string, string>>(existing?.titles ?? {});
  const [bodies, setBodies] = useState<Record<string, string>>(existing?.bodies ?? {});
  const [lang, setLang] = useState(languages[0] ?? 'EN');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  // an article with sub-articles stays at the top; a parent is a top-level article other than this one
  const hasChildren = existing !== null && all.some((a) => a.parentTag === existing.tag);
  const parents = all.filter((a) => a.parentTag === null && a.tag !== existing?.tag);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setInvalid(null);
    if (!existing && !TAG.test(tag)) return setInvalid(t('help.tagInvalid'));
    const order = Number(sort);
    if (!Number.isInteger(order) || order < 0 || order > 100_000) return setInvalid(t('help.sortInvalid'));
    const texts = usedTexts(languages, titles, bodies);
    if (!texts.used.includes(languages[0]!)) return setInvalid(t('content.defaultRequired', { lang: languages[0] }));
    const body = { parentTag: parentTag || null, sort: order, titles: texts.titles, bodies: texts.bodies };
    setBusy(true);
    setError(null);
    try {
      if (existing) await update.mutateAsync({ merchant, tag: existing.tag, change: body });
      else await create.mutateAsync({ merchant, body: { tag, ...body } });
      toast.success(t('help.saved'));
      navigate('/content/help');
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <>
      <nav aria-label={t('common.breadcrumb')} className="breadcrumb">
        <Link to="/content/help">{t('help.title')}</Link> <span aria-hidden="true">/</span> <span>{existing ? existing.tag : t('help.new')}</span>
      </nav>
      <PageHeader title={existing ? t('help.editTitle') : t('help.new')}>
        <span className="chip">{merchant}</span>
      </PageHeader>
      <div className="editor-layout">
        <form className="card form editor-form" onSubmit={save} aria-label={t('help.editor')}>
          <div className="field-row">
            <div className="field">
              <label htmlFor="help-tag">{t('help.tag')}</label>
              <input id="help-tag" value={tag} onChange={(e) => setTag(e.target.value.toLowerCase())} readOnly={existing !== null || readOnly} maxLength={40} aria-describedby="tag-hint" />
              <small id="tag-hint" className="muted">
                {t('help.tagHint')}
              </small>
            </div>
            <label className="field">
              <span>{t('help.parent')}</span>
              <select value={parentTag} onChange={(e) => setParentTag(e.target.value)} disabled={hasChildren || readOnly}>
                <option value="">{t('help.topLevel')}</option>
                {parents.map((p) => (
                  <option key={p.tag} value={p.tag}>
                    {p.titles.EN ?? Object.values(p.titles)[0] ?? p.tag}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>{t('help.sort')}</span>
              <input type="number" min={0} max={100000} value={sort} onChange={(e) => setSort(e.target.value)} readOnly={readOnly} />
            </label>
          </div>
          <LanguageFields
            languages={languages}
            lang={lang}
            onLang={setLang}
            titles={titles}
            bodies={bodies}
            onTitle={(value) => setTitles((x) => ({ ...x, [lang]: value }))}
            onBody={(value) => setBodies((x) => ({ ...x, [lang]: value }))}
            readOnly={readOnly}
          />
          <EditorFooter invalid={invalid} error={error} cancelTo="/content/help" disabled={busy || readOnly} />
        </form>
        <PreviewColumn lang={lang} title={titles[lang] ?? ''} html={bodies[lang] ?? ''} popup={false} />
      </div>
    </>
  );
}
