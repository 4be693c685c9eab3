// A message is plain text (issue #42): the page shows it as text nodes, never as HTML, and only turns
// web addresses into links. Only http(s) addresses become links, so 'javascript:' or 'data:' never
// does, and what a link shows is exactly the text that was written.

export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// An address runs to the next space or '<'; punctuation that usually ends a sentence is left out.
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]'"»]+$/;

/** Splits a message into its plain text and the web addresses in it, in order. */
export function splitMessageLinks(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index ?? 0;
    const address = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = toSafeHref(address);
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

function toSafeHref(address: string): string | null {
  const candidate = address.toLowerCase().startsWith('www.') ? `https://${address}` : address;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
