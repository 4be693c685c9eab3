import type { ReactNode } from 'react';

/**
 * A wide table's scrolling frame: on a phone the table scrolls sideways inside it, and the frame can
 * take keyboard focus so that scrolling works without a mouse (axe scrollable-region-focusable).
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
    >
      <table className="min-w-full text-sm">{children}</table>
    </section>
  );
}

export const tableHeadClass = 'bg-slate-50 text-left text-slate-700 dark:bg-slate-800 dark:text-slate-200';
export const thClass = 'px-3 py-2 font-semibold whitespace-nowrap';
export const tdClass = 'px-3 py-2 align-middle';
export const trClass = 'border-t border-slate-200 dark:border-slate-700';
