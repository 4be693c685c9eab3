import { call, publicApi } from '../../../../lib/api-client.ts';

/** Published posts, newest first (GET /api/content/blog-posts). */
export const getBlogPosts = () => call(publicApi.content['blog-posts'].$get());
