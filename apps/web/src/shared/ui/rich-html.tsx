import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { renderContext } from '@/shared/lib/render-context';
import './rich-html.css';

/**
 * THE one place HTML from the server reaches the page. The server sanitizes when it stores; this is the
 * second line: DOMPurify at render, with links made safe and images kept inside
 * the column.
 */
const FORBID_TAGS = ['style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'meta', 'link', 'base'];
const FORBID_ATTR = ['style', 'srcset', 'formaction', 'action'];

let hooked = false;

function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (isInAppLink(href)) {
        node.removeAttribute('target');
      } else if (href) {
        // Away from the app: a new tab that cannot reach back into ours (reverse tabnabbing) nor see where it came from.
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
  });
}

/** A link into our own pages (`/m/…`), which opens inside the app rather than a new tab. */
function isInAppLink(href: string): boolean {
  return /^\/m(\/|$|\?)/.test(href);
}

export function sanitizeHtml(html: string): string {
  const server = renderContext();
  if (server) return server.html.sanitize(html);
  installHooks();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    // http(s), mailto, tel and relative URLs only; javascript:, data: and the rest go.
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}

/** The words of an HTML fragment without its markup, for one-line previews. */
export function htmlToText(html: string): string {
  const server = renderContext();
  if (server) return server.html.text(html);
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  // Block ends become spaces so "<p>a</p><p>b</p>" previews as "a b", not "ab".
  doc.body.querySelectorAll('p, li, br, div, h1, h2, h3, h4, tr').forEach((el) => el.append(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function RichHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeHtml(html), [html]);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !isInAppLink(href) || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  }

  return (
    // Delegates clicks of the links inside (keyboard reachable themselves): in-app links stay in the app.
    <div
      className={className ? `rich-html ${className}` : 'rich-html'}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
