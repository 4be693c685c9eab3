import { cn } from '../lib/cn.ts';

/** A version's text as the public page shows it: HTML the server sanitised when it was published. */
export function LegalTextBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn('rich-text', className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when the version was published
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
