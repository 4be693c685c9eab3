import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type BlogPost,
  type BlogPostCard,
  contentErrorMessages,
  type PublicBlogList,
  type PublicBlogPost,
} from '../../../shared/schemas/content.ts';
import type { Database } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { keep } from '../../realtime/kept-reads.ts';
import { publicRichText } from '../../rich-text/sanitizer.ts';

// The blog's public reads (spec 3 §7 "Public reads"): published posts only, newest first. The list is
// kept per process like the home page and dropped when a post changes (realtime/kept-reads.ts, ADR 0064).

const blogCardColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  summary: blogPosts.summary,
  author: blogPosts.author,
  readTime: blogPosts.readTime,
  imageUrl: blogPosts.imageUrl,
  createdAt: blogPosts.createdAt,
};

type BlogCardRow = Omit<BlogPostCard, 'createdAt'> & { createdAt: Date };

const toBlogPostCard = (row: BlogCardRow): BlogPostCard => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The newest published posts as cards (the home page's latest posts). */
export async function listLatestBlogPostCards(db: Database, limit: number): Promise<BlogPostCard[]> {
  const rows = await db
    .select(blogCardColumns)
    .from(blogPosts)
    .where(eq(blogPosts.isActive, true))
    .orderBy(desc(blogPosts.createdAt))
    .limit(limit);
  return rows.map(toBlogPostCard);
}

/** Published posts, newest first (the blog list and the sitemap). */
export function listPublishedBlogPosts(db: Database): Promise<BlogPostCard[]> {
  return keep(db, 'content blog posts', async () => {
    const rows = await db
      .select(blogCardColumns)
      .from(blogPosts)
      .where(eq(blogPosts.isActive, true))
      .orderBy(desc(blogPosts.createdAt));
    return rows.map(toBlogPostCard);
  });
}

const blogListsByPosts = new WeakMap<Promise<BlogPostCard[]>, Promise<PublicBlogList>>();

/**
 * The blog list page's data: the same promise as long as the kept posts are the same, so the page
 * rendered from it is kept with them (page-rendering.ts compares the promises).
 */
export function getPublicBlogList(db: Database): Promise<PublicBlogList> {
  const posts = listPublishedBlogPosts(db);
  let list = blogListsByPosts.get(posts);
  if (!list) {
    list = posts.then((cards) => ({ posts: cards }));
    blogListsByPosts.set(posts, list);
  }
  return list;
}

/**
 * One published post by slug, counted as read: the view count rises by one in the same statement
 * that reads the row (atomic under concurrent readers; spec 3 §4 "Blog view"). Unknown or
 * unpublished → 404.
 */
export async function readPublishedBlogPost(db: Database, slug: string): Promise<BlogPost> {
  const [row] = await db
    .update(blogPosts)
    .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.isActive, true)))
    .returning();
  if (!row) throw notFound(contentErrorMessages.postNotFound);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    author: row.author,
    readTime: row.readTime,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    content: publicRichText(row.content),
    keywords: row.keywords,
    viewCount: row.viewCount,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
  };
}

export async function getPublicBlogPost(db: Database, slug: string): Promise<PublicBlogPost> {
  return { post: await readPublishedBlogPost(db, slug) };
}
