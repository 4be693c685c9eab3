import { desc, eq, like, or } from 'drizzle-orm';
import {
  type AdminBlogList,
  type AdminBlogPost,
  type BlogPostValues,
  blogErrorMessages,
} from '../../../shared/schemas/blog.ts';
import { sanitizeRichText } from '../../rich-text/sanitizer.ts';
import { slugify, uniqueSlug, FALLBACK_SLUG } from '../../../shared/text.ts';
import { setRowActive } from '../../db/list-rows.ts';
import { lockAtVersion } from '../../db/record-versions.ts';
import type { Database } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/index.ts';
import { conflict, isUniqueViolation, notFound } from '../../errors.ts';
import { withImageChanges } from '../../storage/image-changes.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';

// Blog management (spec 3 §2.10, §4 "Forms", §5 "Blog", §7 "blogs"): the admin's list and form. The
// HTML is sanitised here, on save, with the app's one allow-list; the slug comes from the title and is
// made unique; every change is announced by the table's trigger, and every process drops its kept
// public reads (ADR 0064).

type BlogDeps = { db: Database; storage: StorageDriver };
type BlogRow = typeof blogPosts.$inferSelect;

export const toAdminBlogPost = (row: BlogRow): AdminBlogPost => ({
  id: row.id,
  version: row.version,
  title: row.title,
  slug: row.slug,
  summary: row.summary,
  author: row.author,
  content: row.content,
  imageUrl: row.imageUrl,
  imageKey: row.imageKey,
  readTime: row.readTime,
  isActive: row.isActive,
  metaTitle: row.metaTitle,
  metaDescription: row.metaDescription,
  keywords: row.keywords,
  viewCount: row.viewCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Every post, published or not, newest first. */
export async function listBlogPosts(db: Database): Promise<AdminBlogList> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt));
  return { posts: rows.map(toAdminBlogPost) };
}

/** A free slug for the title among the other posts' slugs (`exceptId`: the post being edited). */
async function findFreeSlug(db: Database, title: string, exceptId: string | null): Promise<string> {
  const base = slugify(title) || FALLBACK_SLUG;
  const rows = await db
    .select({ id: blogPosts.id, slug: blogPosts.slug })
    .from(blogPosts)
    .where(or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)));
  return uniqueSlug(
    title,
    rows.filter((row) => row.id !== exceptId).map((row) => row.slug),
  );
}

const storedFields = (values: BlogPostValues) => ({
  title: values.title,
  summary: values.summary,
  author: values.author,
  content: sanitizeRichText(values.content),
  readTime: values.readTime,
  keywords: values.keywords,
  metaTitle: values.metaTitle,
  metaDescription: values.metaDescription,
  isActive: values.isActive,
});

/** Two saves racing for one slug: the unique index refuses the second with a clear 409. */
async function rethrowSlugTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(blogErrorMessages.slugTaken);
    throw error;
  }
}

export async function createBlogPost(deps: BlogDeps, values: BlogPostValues): Promise<AdminBlogPost> {
  const row = await rethrowSlugTaken(() =>
    withImageChanges(deps, async (tx, images) => {
      const image = values.imageKey ? await images.attach(values.imageKey, 'content') : null;
      const [created] = await tx
        .insert(blogPosts)
        .values({
          ...storedFields(values),
          slug: await findFreeSlug(tx, values.title, null),
          imageKey: image?.key ?? null,
          imageUrl: image?.url ?? null,
        })
        .returning();
      return created!;
    }),
  );
  return toAdminBlogPost(row);
}

/** Saves the form over a post; the slug follows a changed title (spec §7 "Update with slug"). */
export async function updateBlogPost(
  deps: BlogDeps,
  params: { id: string; version: number; values: BlogPostValues },
): Promise<AdminBlogPost> {
  const { id, values } = params;
  const row = await rethrowSlugTaken(() =>
    withImageChanges(deps, async (tx, images) => {
      // Saved only at the version the form read (ADR 0053): 409 stale_version before anything is touched.
      const post = await lockAtVersion(tx, blogPosts, { id, version: params.version }, blogErrorMessages.postNotFound);
      let { imageKey, imageUrl } = post;
      if (values.imageKey !== post.imageKey) {
        const image = values.imageKey ? await images.attach(values.imageKey, 'content') : null;
        await images.remove(post.imageKey);
        imageKey = image?.key ?? null;
        imageUrl = image?.url ?? null;
      }
      const slug = values.title === post.title ? post.slug : await findFreeSlug(tx, values.title, id);
      const [updated] = await tx
        .update(blogPosts)
        .set({ ...storedFields(values), slug, imageKey, imageUrl, updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      return updated!;
    }),
  );
  return toAdminBlogPost(row);
}

/** The list's one-click Aktif/Pasif (spec §4 "Activation"). */
export async function setBlogPostActive(
  db: Database,
  params: { id: string; isActive: boolean },
): Promise<AdminBlogPost> {
  const row = await setRowActive(db, blogPosts, params, blogErrorMessages.postNotFound, { updatedAt: new Date() });
  return toAdminBlogPost(row);
}

export async function deleteBlogPost(deps: BlogDeps, params: { id: string }): Promise<void> {
  await withImageChanges(deps, async (tx, images) => {
    const [post] = await tx.delete(blogPosts).where(eq(blogPosts.id, params.id)).returning();
    if (!post) throw notFound(blogErrorMessages.postNotFound);
    await images.remove(post.imageKey);
  });
}
