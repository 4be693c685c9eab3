import { Download } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A file the server makes (a PDF, a CSV), as a plain link with `download`: the browser sends the
 * session cookie and keeps the file under the name the server gives it. Looks like a secondary button.
 */
export function DownloadLink({ href, label, children }: { href: string; label?: string; children: ReactNode }) {
  return (
    <a
      href={href}
      download
      aria-label={label}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
    >
      <Download aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}
