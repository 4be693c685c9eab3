import { FilePlus2, Newspaper, PenLine } from 'lucide-react';
import type { AdminBlogPost } from '../../../../../shared/schemas/blog.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { useManagedRows, useRowCommand } from '../../../../lib/use-managed-rows.ts';
import { useDeleteBlogPost } from '../api/delete-blog-post.ts';
import { useBlogPosts } from '../api/get-blog-posts.ts';
import { useSetBlogPostActive } from '../api/set-blog-post-active.ts';
import { BlogPostForm } from '../components/blog-post-form.tsx';
import { BlogPostTable } from '../components/blog-post-table.tsx';
import { adminBlogMessages as messages } from '../messages.ts';

/**
 * Blog management (/blog-settings, spec 3 §2.10): the add/edit form with the rich-text editor, and
 * the list with one-click Aktif/Pasif, edit and delete (with confirmation). Changes show on the
 * public blog at once (the server drops the public cache).
 */
export function Component() {
  const posts = useBlogPosts();
  const setActive = useSetBlogPostActive();
  const toggle = useRowCommand(setActive, { errorText: messages.statusError });
  const { editing, edit, stopEditing, removal } = useManagedRows<AdminBlogPost>({
    deletion: useDeleteBlogPost(),
    deletedText: messages.deleted,
    deleteErrorText: messages.deleteError,
  });

  const startEditing = (post: AdminBlogPost) => {
    edit(post);
    document.getElementById('blog-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={messages.title} description={messages.description} />
      <div id="blog-form" className="scroll-mt-24">
        <SectionCard title={editing ? messages.editPost : messages.newPost} icon={editing ? PenLine : FilePlus2}>
          <BlogPostForm key={editing?.id ?? 'new'} post={editing} onDone={stopEditing} />
        </SectionCard>
      </div>
      <SectionCard title={messages.listTitle} icon={Newspaper}>
        <QueryState
          query={posts}
          errorText={messages.loadError}
          retryText={messages.retry}
          isEmpty={(data) => data.posts.length === 0}
          empty={<EmptyState text={messages.empty} icon={Newspaper} />}
        >
          {(data) => (
            <BlogPostTable
              posts={data.posts}
              editingId={editing?.id ?? null}
              onEdit={startEditing}
              onDelete={removal.ask}
              onToggleActive={(post) =>
                toggle(
                  { id: post.id, isActive: !post.isActive },
                  post.isActive ? messages.deactivated : messages.activated,
                )
              }
              togglingId={setActive.isPending ? (setActive.variables?.id ?? null) : null}
            />
          )}
        </QueryState>
      </SectionCard>
      <ConfirmDialog title={messages.confirmDelete} {...removal.dialog} />
    </section>
  );
}
