import type { PublicContentSource } from '../../../../../shared/schemas/content.ts';
import type { PublicLoadContext } from '../../../../../shared/ssr.ts';
import { getBlogPost } from './get-blog-post.ts';
import { getBlogPosts } from './get-blog-posts.ts';
import { getHome } from './get-home.ts';
import { getLegalText } from './get-legal-text.ts';
import { getSite } from './get-site.ts';

/** In the browser the public pages load through the API; on the server the loaders get the service. */
const browserContentSource: PublicContentSource = {
  site: getSite,
  home: getHome,
  blogPosts: getBlogPosts,
  blogPost: getBlogPost,
  legalText: getLegalText,
};

export const contentSourceOf = (context: unknown): PublicContentSource =>
  (context as Partial<PublicLoadContext> | undefined)?.content ?? browserContentSource;

export const isServerLoad = (context: unknown) =>
  (context as Partial<PublicLoadContext> | undefined)?.isServer === true;
