import { Hono } from 'hono';
import { blogContentRequestSchema, blogPostActiveSchema, blogPostInputSchema } from '../../../shared/schemas/blog.ts';
import type { AppEnv } from '../../app-context.ts';
import { generateBlogContent } from './blog-writer.ts';
import { jsonBody, jsonBodyAtVersion, readUuidParam, uuidParam } from '../../http/input.ts';
import { createBlogPost, deleteBlogPost, listBlogPosts, setBlogPostActive, updateBlogPost } from './blog-service.ts';

/**
 * /api/admin/blog: the blog management screen (/blog-settings): list, add, edit, one-click
 * Aktif/Pasif, delete, and an AI draft of the content for a title.
 */
export const adminBlogRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listBlogPosts(c.var.deps.db)))
  .post('/', jsonBody(blogPostInputSchema), async (c) =>
    c.json({ post: await createBlogPost(c.var.deps, c.req.valid('json')) }, 201),
  )
  .post('/generate', jsonBody(blogContentRequestSchema), async (c) =>
    c.json({ content: await generateBlogContent(c.var.deps.env, c.req.valid('json').title) }),
  )
  .put('/:id', uuidParam('id'), jsonBodyAtVersion(blogPostInputSchema), async (c) => {
    const { version, input: values } = c.req.valid('json');
    return c.json({ post: await updateBlogPost(c.var.deps, { id: readUuidParam(c, 'id'), version, values }) });
  })
  .patch('/:id/active', uuidParam('id'), jsonBody(blogPostActiveSchema), async (c) =>
    c.json({
      post: await setBlogPostActive(c.var.deps.db, {
        id: readUuidParam(c, 'id'),
        isActive: c.req.valid('json').isActive,
      }),
    }),
  )
  .delete('/:id', uuidParam('id'), async (c) => {
    await deleteBlogPost(c.var.deps, { id: readUuidParam(c, 'id') });
    return c.json({ ok: true as const });
  });
