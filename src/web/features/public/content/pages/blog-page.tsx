import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { PublicBlogList } from '../../../../../shared/schemas/content.ts';
import type { PublicRouteHandle } from '../../../../../shared/ssr.ts';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { contentSourceOf } from '../api/content-source.ts';
import { usePublicSite } from '../api/public-site-loader.ts';
import { BlogPostCard } from '../components/blog-post-card.tsx';
import { usePageTitle } from '../components/use-page-title.ts';
import { publicContentMessages as text } from '../messages.ts';
import { blogListMeta } from '../seo.ts';

type BlogPageData = PublicBlogList & { hasFailed: boolean };

/** Published posts, newest first; a failure is logged and the page says so (spec 3 §8). */
export async function loader({ context }: LoaderFunctionArgs): Promise<BlogPageData> {
  try {
    return { ...(await contentSourceOf(context).blogPosts()), hasFailed: false };
  } catch (error) {
    console.warn('[blog] posts could not be loaded', error);
    return { posts: [], hasFailed: true };
  }
}

// A document page (ADR 0027): only the top bar is hydrated.
export const handle: PublicRouteHandle = { meta: ({ site }) => blogListMeta(site), isDocument: true };

export function Component() {
  const { posts, hasFailed } = useLoaderData<BlogPageData>();
  const site = usePublicSite();
  usePageTitle(blogListMeta(site).title);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <header className="mb-10 text-center">
        <h1 className="text-4xl font-bold tracking-tight">{text.blogTitle}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600 dark:text-slate-300">{text.blogText}</p>
      </header>
      {hasFailed ? (
        <p role="alert" className="text-center text-red-700 dark:text-red-300">
          {text.blogLoadError}
        </p>
      ) : posts.length === 0 ? (
        <EmptyState text={text.blogEmpty} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.id}>
              <BlogPostCard post={post} isPriority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
