import { ApiError } from '../../../../lib/api.ts';
import { call, publicApi } from '../../../../lib/api-client.ts';

/** One published post (GET /api/content/blog-posts/:slug; the server counts the view). Null when unknown. */
export async function getBlogPost(slug: string) {
  try {
    return await call(publicApi.content['blog-posts'][':slug'].$get({ param: { slug } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
