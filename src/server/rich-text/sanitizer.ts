import sanitizeHtml from 'sanitize-html';
import { richTextAllowedAttributes, richTextAllowedTags, richTextAllowedUriPattern } from '../../shared/rich-text.ts';

// The one HTML sanitiser of Denge, for every rich text of the CMS (blog, about): the server sanitises
// on save and keeps the clean copy, and sanitises again on the public read (publicRichText), so a row
// written around the CMS can never reach a page with script in it. sanitize-html (htmlparser2) parses
// and re-serialises: only allow-listed tags and attributes come out, text and values escaped. It
// replaced DOMPurify on jsdom, which held much of the server's memory and slowed its start (ADR 0024).

const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextAllowedTags],
  allowedAttributes: { '*': [...richTextAllowedAttributes] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A dropped tag leaves its text, except these, whose content a browser never shows as text (or
  // parses differently from htmlparser2, the mutation-XSS trick of <noscript><p title="</noscript>…).
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'noembed',
    'noframes',
    'xmp',
    'iframe',
    'title',
  ],
  selfClosing: ['br', 'hr'],
  transformTags: { a: keepSafeLink },
};

/** A link keeps only an allowed target; one that opens a new tab never gets a handle on this page. */
function keepSafeLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const link = { ...attribs };
  if (link.href !== undefined && !richTextAllowedUriPattern.test(link.href.trim())) delete link.href;
  if (link.target !== undefined && link.target !== '_blank') delete link.target;
  if (link.target === '_blank') link.rel = 'noopener noreferrer nofollow';
  else delete link.rel;
  return { tagName, attribs: link };
}

/** The allow-listed copy of an HTML text: what may be stored and shown. */
export function sanitizeRichText(html: string): string {
  // HTML5 void elements as an editor writes them (<hr>, not <hr />), so a clean text sanitises to itself.
  return sanitizeHtml(html, options)
    .replace(/<(br|hr) \/>/g, '<$1>')
    .trim();
}

// The public pages show the same few texts again and again (the about block, a popular post).
const publicCopies = new Map<string, string>();
const PUBLIC_COPIES_KEPT = 200;

/** sanitizeRichText for the public reads, remembering recent texts. */
export function publicRichText(html: string): string {
  let clean = publicCopies.get(html);
  if (clean === undefined) {
    clean = sanitizeRichText(html);
    if (publicCopies.size >= PUBLIC_COPIES_KEPT) publicCopies.clear();
    publicCopies.set(html, clean);
  }
  return clean;
}
