import { cn } from '../../../../lib/cn.ts';

/**
 * HTML content of the CMS (about, blog), as the server sends it: the public reads sanitise every
 * rich text with the allow-list of src/shared/rich-text.ts (content-service.ts cleanRichText), also a
 * row written around the CMS, so the browser carries no second sanitiser (ADR XXXX). The page's CSP
 * (no inline script, no 'unsafe-inline') stands behind it.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn('rich-text', className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's public content reads
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
