import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';

type PaginationProps = {
  page: number;
  onPageChange: (page: number) => void;
  /** What the pages hold, for screen readers, e.g. 'Danışan sayfaları'. */
  label: string;
  isBusy?: boolean;
} & ({ pageCount: number } | { total: number; pageSize: number });

/** Previous/next paging with "Sayfa 2 / 5"; hidden when everything fits on one page. */
export function Pagination(props: PaginationProps) {
  const { page, onPageChange, label, isBusy = false } = props;
  const pageCount = Math.max(1, 'pageCount' in props ? props.pageCount : Math.ceil(props.total / props.pageSize));
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="secondary" onClick={() => onPageChange(page - 1)} disabled={page <= 1 || isBusy}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Önceki
      </Button>
      <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        Sayfa {page} / {pageCount}
      </p>
      <Button variant="secondary" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount || isBusy}>
        Sonraki
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
