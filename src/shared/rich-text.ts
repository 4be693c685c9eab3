// The allow-list of the CMS's rich text (blog, about), applied by the server's sanitiser
// (src/server/rich-text/sanitizer.ts) on save and on the public read. It is what the
// blog editor (TipTap's starter kit) produces: text structure and links, nothing that can carry
// script, styles, frames, forms or foreign markup (SVG/MathML).

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

/** The visible text of an HTML text (to tell an empty editor, "<p></p>", from real content). */
export function richTextToPlainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
