import { cn } from '../../../../lib/cn.ts';

/**
 * HTML content of the CMS (about, blog), as the server sends it: sanitised with the allow-list of
 * src/shared/rich-text.ts when saved and again when read (src/server/modules/content/
 * src/server/rich-text/sanitizer.ts), so a row written around the CMS never reaches this page with script. No
 * sanitiser ships to the browser.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn('rich-text', className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on save and on the public read
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
