import { Pencil, Trash2 } from 'lucide-react';
import type { AdminBlogPost } from '../../../../../shared/schemas/blog.ts';
import { formatCount, formatTurkishDate } from '../../../../../shared/format.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { type Column, DataTable } from '../../../../components/ui/data-table.tsx';
import { cn } from '../../../../lib/cn.ts';
import { adminBlogMessages as messages } from '../messages.ts';

type BlogPostTableProps = {
  posts: AdminBlogPost[];
  editingId: string | null;
  onEdit: (post: AdminBlogPost) => void;
  onDelete: (post: AdminBlogPost) => void;
  onToggleActive: (post: AdminBlogPost) => void;
  togglingId: string | null;
};

/** The posts, newest first: title and address, author, date, views, one-click Aktif/Pasif, edit, delete. */
export function BlogPostTable({ posts, editingId, onEdit, onDelete, onToggleActive, togglingId }: BlogPostTableProps) {
  const columns: Column<AdminBlogPost>[] = [
    {
      header: messages.columnTitle,
      cell: (post) => (
        <div className="flex items-center gap-3">
          {post.imageUrl && (
            <img src={post.imageUrl} alt="" className="size-10 shrink-0 rounded-md object-cover" loading="lazy" />
          )}
          <div className="min-w-0">
            <p className="font-medium text-slate-900 dark:text-slate-100">{post.title}</p>
            <p className="truncate text-xs text-slate-600 dark:text-slate-400">/blog/{post.slug}</p>
          </div>
        </div>
      ),
    },
    { header: messages.columnAuthor, cell: (post) => post.author },
    { header: messages.columnDate, className: 'whitespace-nowrap', cell: (post) => formatTurkishDate(post.createdAt) },
    {
      header: messages.columnViews,
      className: 'text-right',
      headerClassName: 'text-right',
      cell: (post) => formatCount(post.viewCount),
    },
    {
      header: messages.columnStatus,
      cell: (post) => (
        <button
          type="button"
          onClick={() => onToggleActive(post)}
          disabled={togglingId === post.id}
          aria-label={messages.toggleStatus(post.title, post.isActive)}
          className={cn(
            'inline-flex min-h-9 items-center rounded-full px-3 text-xs font-semibold ring-1 ring-inset disabled:opacity-60',
            post.isActive
              ? 'bg-emerald-100 text-emerald-900 ring-emerald-300 hover:bg-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800'
              : 'bg-slate-100 text-slate-800 ring-slate-300 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
          )}
        >
          {post.isActive ? messages.active : messages.passive}
        </button>
      ),
    },
    {
      header: messages.columnActions,
      headerClassName: 'text-right',
      cell: (post) => (
        <div className="flex justify-end gap-1">
          <Button variant="ghost" onClick={() => onEdit(post)} aria-label={`${post.title}: ${messages.edit}`}>
            <Pencil aria-hidden="true" className="size-4" />
            {messages.edit}
          </Button>
          <Button variant="ghost" onClick={() => onDelete(post)} aria-label={`${post.title}: ${messages.delete}`}>
            <Trash2 aria-hidden="true" className="size-4 text-red-700 dark:text-red-400" />
            {messages.delete}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      label={messages.listTitle}
      caption={messages.listTitle}
      columns={columns}
      rows={posts}
      getKey={(post) => post.id}
      rowClassName={(post) => (editingId === post.id ? 'bg-brand-50 dark:bg-brand-950' : undefined)}
      isCurrentRow={(post) => editingId === post.id}
    />
  );
}
