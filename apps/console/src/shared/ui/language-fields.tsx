import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from './states';
import { TabPanel, Tabs } from './page';
import { PhonePreview } from './phone-preview';
import { RichTextEditor } from './rich-text-editor';

/**
 * A title and a rich-text body per language, one tab each; the first tab is the language that must be
 * filled (marked *). Announcements and help articles are written with it.
 */
export function LanguageFields({
  languages,
  lang,
  onLang,
  titles,
  bodies,
  onTitle,
  onBody,
  readOnly,
}: {
  languages: string[];
  lang: string;
  onLang: (lang: string) => void;
  titles: Record<string, string>;
  bodies: Record<string, string>;
  onTitle: (value: string) => void;
  onBody: (value: string) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Tabs idPrefix="lang" label={t('content.languages')} value={lang} onChange={onLang} tabs={languages.map((l, i) => ({ key: l, label: i === 0 ? `${l} *` : l }))} />
      <TabPanel idPrefix="lang" active={lang}>
        <label className="field">
          <span>{t('content.title')}</span>
          <input value={titles[lang] ?? ''} onChange={(e) => onTitle(e.target.value)} maxLength={200} readOnly={readOnly} />
        </label>
        <div className="field">
          <span id="body-label">{t('content.body')}</span>
          <RichTextEditor key={lang} value={bodies[lang] ?? ''} onChange={onBody} label={t('content.bodyIn', { lang })} />
        </div>
      </TabPanel>
    </>
  );
}

/** The merchant's languages with the one that must be filled first: its default, else EN, else the first. */
export function orderedLanguages(summary: { languages?: string[]; defaultLanguage?: string } | undefined): string[] {
  const list = summary?.languages?.length ? summary.languages : ['EN'];
  const first = summary?.defaultLanguage && list.includes(summary.defaultLanguage) ? summary.defaultLanguage : list.includes('EN') ? 'EN' : list[0]!;
  return [first, ...list.filter((l) => l !== first)];
}

/** Only the languages with a title, trimmed, with their bodies. */
export function usedTexts(languages: string[], titles: Record<string, string>, bodies: Record<string, string>) {
  const used = languages.filter((l) => (titles[l] ?? '').trim());
  return {
    used,
    titles: Object.fromEntries(used.map((l) => [l, titles[l]!.trim()])),
    bodies: Object.fromEntries(used.map((l) => [l, bodies[l] ?? ''])),
  };
}

/** The end of an editor form: what is wrong, then Cancel (back to `cancelTo`) and Save. */
export function EditorFooter({ invalid, error, cancelTo, disabled }: { invalid: string | null; error: unknown; cancelTo: string; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {invalid && (
        <p className="field-error" role="alert">
          {invalid}
        </p>
      )}
      {error !== null && <ErrorState error={error} />}
      <div className="form-actions">
        <Link to={cancelTo} className="btn">
          {t('common.cancel')}
        </Link>
        <button type="submit" className="btn btn-primary" disabled={disabled}>
          {t('common.save')}
        </button>
      </div>
    </>
  );
}

/** The column beside an editor: the open language's text as the phone shows it. */
export function PreviewColumn({ lang, title, html, popup, children }: { lang: string; title: string; html: string; popup: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <aside className="preview-col" aria-label={t('content.preview')}>
      <h2 className="preview-heading">
        {t('content.preview')} · {lang}
      </h2>
      <PhonePreview title={title} html={html} popup={popup}>
        {children}
      </PhonePreview>
    </aside>
  );
}
