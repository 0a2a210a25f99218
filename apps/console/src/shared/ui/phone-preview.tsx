import { useMemo } from 'react';
import type { ReactNode } from 'react';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';

/** What the server keeps of an announcement body (it sanitizes again on save): text markup and links. */
export function sanitizeBody(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'hr', 'span'],
    ALLOWED_ATTR: ['href', 'target', 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/)/i,
  });
}

/** A phone-sized frame showing the announcement the way a player will see it; `children` follow the text (an offer's terms). */
export function PhonePreview({ title, html, popup, children }: { title: string; html: string; popup?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const clean = useMemo(() => sanitizeBody(html), [html]);
  return (
    <figure className="phone" aria-label={t('content.preview')}>
      <div className="phone-screen">
        <div className="phone-status" aria-hidden="true">
          <span>9:41</span>
          <span>●●● ▮</span>
        </div>
        <div className={popup ? 'phone-popup' : 'phone-page'}>
          <h3 className="phone-title">{title || t('content.untitled')}</h3>
          <div className="phone-body" data-testid="preview-body" dangerouslySetInnerHTML={{ __html: clean }} />
          {children}
        </div>
      </div>
      <figcaption className="sr-only">{t('content.preview')}</figcaption>
    </figure>
  );
}
