import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HelpItem } from '@lobby/contract';
import { useHelpCenter } from './api/get-help-center';
import { EmptyState } from '@/shared/ui/empty-state';
import { ChevronDownIcon, HelpIcon } from '@/shared/ui/icons';
import { RichHtml } from '@/shared/ui/rich-html';
import { CardSkeletons, ListError } from './list-states';
import './content.css';

/** The article for a tag (top level or a child), with the parent's other children beside a child. */
function findArticle(items: HelpItem[], tag: string): HelpItem | undefined {
  for (const item of items) {
    if (item.tag === tag) return item;
    if (item.children.some((c) => c.tag === tag)) return item;
  }
  return undefined;
}

/** /m/helpDetail?tag=: title and rich content; `i` (or a child's tag) opens that sub-article. */
export function HelpDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tag = params.get('tag') ?? '';
  const query = useHelpCenter();
  const article = query.data ? findArticle(query.data, tag) : undefined;

  if (query.isPending) return <CardSkeletons variant="help" count={2} />;
  if (query.isError && !query.data) return <ListError onRetry={() => void query.refetch()} />;
  if (!article) return <EmptyState icon={HelpIcon} title={t('content.help.notFound')} />;

  const childIndex = article.children.findIndex((c) => c.tag === tag);
  const askedIndex = Number(params.get('i'));
  const preselected = childIndex >= 0 ? childIndex : params.has('i') && Number.isInteger(askedIndex) ? askedIndex : -1;
  return <HelpArticle key={article.tag} article={article} preselected={preselected} />;
}

function HelpArticle({ article, preselected }: { article: HelpItem; preselected: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(preselected);
  const baseId = useId();
  return (
    <article className="content-article help-article">
      <div className="content-article__head">
        <h1 className="content-article__title">{article.title}</h1>
      </div>
      <RichHtml html={article.content} className="content-article__body" />
      {article.children.length > 0 ? (
        <section className="help-topics" aria-labelledby={`${baseId}-topics`}>
          <h2 id={`${baseId}-topics`} className="help-topics__title">
            {t('content.help.topics')}
          </h2>
          <ul className="help-topics__list">
            {article.children.map((child, i) => {
              const isOpen = open === i;
              const panelId = `${baseId}-panel-${i}`;
              return (
                <li key={child.tag} className={`help-topic${isOpen ? ' help-topic--open' : ''}`}>
                  <h3 className="help-topic__heading">
                    <button
                      type="button"
                      className="help-topic__head"
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onClick={() => setOpen(isOpen ? -1 : i)}
                    >
                      <span>{child.title}</span>
                      <ChevronDownIcon size="0.16rem" className="help-topic__chevron" />
                    </button>
                  </h3>
                  <div id={panelId} className="help-topic__body" hidden={!isOpen}>
                    {isOpen ? <RichHtml html={child.content} /> : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
