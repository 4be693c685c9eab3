import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const getBlogPosts = () => call(adminApi.blog.$get());

export const getBlogPostsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.blog.all, queryFn: getBlogPosts });

/** Every post, published or not, newest first. */
export const useBlogPosts = () => useQuery(getBlogPostsQueryOptions());
