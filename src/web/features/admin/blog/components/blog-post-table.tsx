import { Pencil, Trash2 } from 'lucide-react';
import type { AdminBlogPost } from '../../../../../shared/schemas/blog.ts';
import { formatCount, formatTurkishDate } from '../../../../../shared/format.ts';
import { Button } from '../../../../components/ui/button.tsx';
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
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
      <table className="w-full min-w-[720px] text-left text-sm">
        <caption className="sr-only">{messages.listTitle}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {messages.columnTitle}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {messages.columnAuthor}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {messages.columnDate}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {messages.columnViews}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {messages.columnStatus}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {messages.columnActions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {posts.map((post) => (
            <tr
              key={post.id}
              className={cn(editingId === post.id && 'bg-brand-50 dark:bg-brand-950')}
              aria-current={editingId === post.id ? 'true' : undefined}
            >
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  {post.imageUrl && (
                    <img
                      src={post.imageUrl}
                      alt=""
                      className="size-10 shrink-0 rounded-md object-cover"
                      loading="lazy"
                    />
                  )}
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900 dark:text-slate-100">{post.title}</p>
                    <p className="truncate text-xs text-slate-600 dark:text-slate-400">/blog/{post.slug}</p>
                  </div>
                </div>
              </td>
              <td className="px-4 py-3 text-slate-700 dark:text-slate-300">{post.author}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700 dark:text-slate-300">
                {formatTurkishDate(post.createdAt)}
              </td>
              <td className="px-4 py-3 text-right text-slate-700 dark:text-slate-300">{formatCount(post.viewCount)}</td>
              <td className="px-4 py-3">
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
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1">
                  <Button variant="ghost" onClick={() => onEdit(post)} aria-label={`${post.title}: ${messages.edit}`}>
                    <Pencil aria-hidden="true" className="size-4" />
                    {messages.edit}
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => onDelete(post)}
                    aria-label={`${post.title}: ${messages.delete}`}
                  >
                    <Trash2 aria-hidden="true" className="size-4 text-red-700 dark:text-red-400" />
                    {messages.delete}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
