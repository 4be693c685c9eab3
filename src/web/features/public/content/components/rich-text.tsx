import { sanitizeRichText } from '../../../../../shared/rich-text.ts';
import { cn } from '../../../../lib/cn.ts';

/**
 * HTML content of the CMS (about, blog). The server keeps a sanitised copy; it is sanitised again
 * here, with the same allow-list (src/shared/rich-text.ts), before it reaches the DOM, so a row
 * written around the CMS can never run script.
 */
// Sanitising is pure and the same few texts render again and again (the home page's about block).
const sanitisedByHtml = new Map<string, string>();
function sanitise(html: string): string {
  let clean = sanitisedByHtml.get(html);
  if (clean === undefined) {
    clean = sanitizeRichText(html);
    if (sanitisedByHtml.size > 200) sanitisedByHtml.clear();
    sanitisedByHtml.set(html, clean);
  }
  return clean;
}

export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn('rich-text', className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeRichText right here
      dangerouslySetInnerHTML={{ __html: sanitise(html) }}
    />
  );
}
