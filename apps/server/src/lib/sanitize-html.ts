import sanitizeHtml from 'sanitize-html';

/**
 * The one HTML cleaner for stored content (announcements, promotions, help articles): run WHEN STORED,
 * by the seed and by every write path, so what is served is already clean. Allows basic formatting,
 * links (http, https, mailto) and images (https or a relative /media path; no data: URLs). Scripts,
 * event handlers, javascript: URLs, iframes and style attributes (CSS expressions) are removed.
 */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'span', 'div',
      'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code',
      'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'img',
    ],
    disallowedTagsMode: 'discard',
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSrc(frame.attribs.src),
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  });
}

function isAllowedImageSrc(src: string | undefined): boolean {
  if (!src) return false;
  const value = src.trim();
  if (/^https:\/\//i.test(value)) return true;
  // relative to our own host: /media/… only, never //host
  return value.startsWith('/media/') && !value.startsWith('//');
}
