import { useTranslation } from 'react-i18next';
import { TabPanel, Tabs } from '@/shared/ui/page';
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
