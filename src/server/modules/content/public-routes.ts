import { Hono } from 'hono';
import { blogSlugParamSchema } from '../../../shared/schemas/content.ts';
import type { AppEnv } from '../../app-context.ts';
import { parseInput } from '../../http/input.ts';
import { getPublicBlogList, getPublicBlogPost } from '../blog/blog-public-service.ts';
import { getPublicHome, getPublicSite } from './content-service.ts';

/** The public site's reads (spec 3 §7): top bar and footer data, the home page in one answer, the blog. */
export const publicContentRoutes = new Hono<AppEnv>()
  .get('/site', async (c) => c.json(await getPublicSite(c.var.deps.db)))
  .get('/home', async (c) => c.json(await getPublicHome(c.var.deps.db)))
  .get('/blog-posts', async (c) => c.json(await getPublicBlogList(c.var.deps.db)))
  .get('/blog-posts/:slug', async (c) => {
    const { slug } = parseInput(blogSlugParamSchema, { slug: c.req.param('slug') });
    return c.json(await getPublicBlogPost(c.var.deps.db, slug));
  });
