import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HelpItem } from '@lobby/contract';
import { useHelpCenter } from './api/get-help-center';
import { getHref } from '@/shared/lib/paths';
import { EmptyState } from '@/shared/ui/empty-state';
import { ChevronRightIcon, FeedbackIcon, HelpIcon } from '@/shared/ui/icons';
import { htmlToText } from '@/shared/ui/rich-html';
import { CardSkeletons, ListError } from './list-states';
import './content.css';

/** /m/help: the help centre's articles with a preview and 'read more'. Back goes home (route table). */
export function HelpScreen() {
  const { t } = useTranslation();
  const query = useHelpCenter();
  const items = query.data;

  if (query.isPending) return <CardSkeletons variant="help" />;
  if (query.isError && !items) return <ListError onRetry={() => void query.refetch()} />;
  if (!items || items.length === 0) {
    // No items shows the no-data placeholder (in_no_data).
    return (
      <>
        <EmptyState icon={HelpIcon} title={t('content.list.noData')} text={t('content.list.noDataText')} />
        <FeedbackPrompt />
      </>
    );
  }
  return (
    <>
      <ul className="content-list help-list" aria-label={t('content.help.listLabel')}>
        {items.map((item) => (
          <HelpCard key={item.tag} item={item} />
        ))}
      </ul>
      <FeedbackPrompt />
    </>
  );
}

/** Where a player looks when the articles do not answer: the way to write to the operator. */
function FeedbackPrompt() {
  const { t } = useTranslation();
  return (
    <section className="help-feedback" aria-labelledby="help-feedback-title">
      <span className="help-feedback__icon" aria-hidden="true">
        <FeedbackIcon size="0.22rem" />
      </span>
      <div className="help-feedback__main">
        <h2 id="help-feedback-title" className="help-feedback__title">
          {t('content.help.feedbackTitle')}
        </h2>
        <p className="help-feedback__text">{t('content.help.feedbackText')}</p>
      </div>
      <Link to={getHref('feedback')} className="btn btn--primary btn--sm help-feedback__action">
        {t('feedbackForm.submit')}
      </Link>
    </section>
  );
}

function HelpCard({ item }: { item: HelpItem }) {
  const { t } = useTranslation();
  const preview = useMemo(() => htmlToText(item.content), [item.content]);
  const titleId = `help-${item.tag}-title`;
  return (
    <li className="help-card">
      <span className="help-card__icon" aria-hidden="true">
        <HelpIcon size="0.2rem" />
      </span>
      <div className="help-card__main">
        <h2 id={titleId} className="help-card__title">
          {item.title}
        </h2>
        <p className="help-card__preview">{preview}</p>
        <Link to={getHref('helpDetail', { tag: item.tag })} className="content-link" aria-describedby={titleId}>
          {t('content.help.readMore')}
          <ChevronRightIcon size="0.14rem" />
        </Link>
      </div>
    </li>
  );
}
