import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'a',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'blockquote',
    'hr',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['id'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // External links leave the site without handing it a window reference.
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
  },
};

/** Operator HTML (help, announcements) is cleaned before it reaches a browser (DESIGN section 5). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * Announcements and popups may also size and colour their text (spec section 9: the popup's pixel
 * sizes become rem on the phone), so a few inline styles survive, each checked by value; anything
 * else (scripts, handlers, `javascript:` links, other styles) is removed as in other operator HTML.
 */
const ANNOUNCEMENT_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedAttributes: {
    ...(OPTIONS.allowedAttributes as Record<string, string[]>),
    '*': ['id', 'style'],
  },
  allowedStyles: {
    '*': {
      'font-size': [/^\d{1,3}(\.\d{1,2})?(px|rem|em|%)$/],
      'font-weight': [/^(bold|normal|[1-9]00)$/],
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'text-align': [/^(left|right|center|justify)$/],
    },
  },
};

export function sanitizeAnnouncement(html: string): string {
  return sanitizeHtml(html, ANNOUNCEMENT_OPTIONS);
}
