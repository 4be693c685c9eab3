import { randomUUID } from 'node:crypto';
import { blogPosts } from '../../../src/server/db/schema/index.ts';
import { adminOnly, type MatrixContext, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the blog module (src/server/modules/blog): the admin's blog
// management. A route without an entry fails the suite.

const postBody = () => ({
  title: `Matris yazısı ${randomUUID()}`,
  summary: 'Özet',
  author: 'Yazar',
  content: '<p>İçerik</p>',
  readTime: 3,
  keywords: 'matris',
  isActive: true,
});

/** A fresh post for each actor, so every actor's try is on a row that exists. */
async function freshPost(ctx: MatrixContext): Promise<string> {
  const body = postBody();
  const [row] = await ctx.db
    .insert(blogPosts)
    .values({ ...body, keywords: ['matris'], slug: `matris-${randomUUID()}` })
    .returning({ id: blogPosts.id });
  return row!.id;
}

export const matrix: MatrixEntry[] = [
  adminOnly('GET', '/api/admin/blog', 200),
  adminOnly('POST', '/api/admin/blog', 201, () => ({ path: '/api/admin/blog', body: postBody() })),
  // No AI provider in the matrix run: the admin reaches the route and hears it is not configured.
  adminOnly('POST', '/api/admin/blog/generate', 503, () => ({
    path: '/api/admin/blog/generate',
    body: { title: 'Su İçmenin Faydaları' },
  })),
  adminOnly('PUT', '/api/admin/blog/:id', 200, async (ctx) => ({
    path: `/api/admin/blog/${await freshPost(ctx)}`,
    body: { ...postBody(), version: 1 },
  })),
  adminOnly('PATCH', '/api/admin/blog/:id/active', 200, async (ctx) => ({
    path: `/api/admin/blog/${await freshPost(ctx)}/active`,
    body: { isActive: false },
  })),
  adminOnly('DELETE', '/api/admin/blog/:id', 200, async (ctx) => ({ path: `/api/admin/blog/${await freshPost(ctx)}` })),
];
