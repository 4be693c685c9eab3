import DOMPurify from 'isomorphic-dompurify';

// The one HTML sanitiser of Denge, for every rich text of the CMS (blog, about, fixed sections). The
// server sanitises on save and keeps the clean copy; the public pages sanitise again before the DOM
// (src/web/features/public/content/components/rich-text.tsx), with the same allow-list. The allow-list
// is what the blog editor (TipTap's starter kit) produces: text structure and links, nothing that can
// carry script, styles, frames, forms or foreign markup (SVG/MathML).

export const richTextAllowedTags = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'hr',
  'a',
] as const;

export const richTextAllowedAttributes = ['href', 'target', 'rel', 'title', 'start'] as const;

/** Link targets: web pages, mail and phone links, and paths and anchors of the site itself. */
export const richTextAllowedUriPattern = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

const config = {
  ALLOWED_TAGS: [...richTextAllowedTags],
  ALLOWED_ATTR: [...richTextAllowedAttributes],
  ALLOWED_URI_REGEXP: richTextAllowedUriPattern,
  // DOMPurify checks every other attribute's value against the URI pattern; these are plain values.
  ADD_URI_SAFE_ATTR: ['target', 'rel', 'title', 'start'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
};

let isHookInstalled = false;

/** A link that opens a new tab never hands the new page a handle on this one. */
function installLinkHook(): void {
  if (isHookInstalled) return;
  isHookInstalled = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const target = node.getAttribute('target');
    if (target !== null && target !== '_blank') node.removeAttribute('target');
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer nofollow');
    else node.removeAttribute('rel');
  });
}

/** The allow-listed copy of an HTML text: what may be stored and shown. */
export function sanitizeRichText(html: string): string {
  installLinkHook();
  return String(DOMPurify.sanitize(html, config)).trim();
}

/** The visible text of an HTML text (to tell an empty editor, "<p></p>", from real content). */
export function richTextToPlainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
