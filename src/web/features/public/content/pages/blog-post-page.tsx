import { ArrowLeft, Clock, Eye, UserRound } from 'lucide-react';
import {
  data,
  isRouteErrorResponse,
  Link,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useRouteError,
} from 'react-router';
import type { PublicBlogPost } from '../../../../../shared/schemas/content.ts';
import type { PublicRouteHandle } from '../../../../../shared/ssr.ts';
import { contentSourceOf, isServerLoad } from '../api/content-source.ts';
import { usePublicSite } from '../api/public-site-loader.ts';
import { RichText } from '../components/rich-text.tsx';
import { usePageTitle } from '../components/use-page-title.ts';
import { publicContentMessages as text } from '../messages.ts';
import { blogPostMeta, blogPostTitle, notFoundMeta } from '../seo.ts';

const longDate = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeZone: 'Europe/Istanbul' });

/**
 * One post; loading it counts a view (on the server). An unknown post is a real 404 page for search
 * engines; in the browser a post that fails to load returns the visitor to /blog (spec 3 §2.4).
 */
export async function loader({ context, params }: LoaderFunctionArgs): Promise<PublicBlogPost> {
  const slug = params.slug ?? '';
  if (isServerLoad(context)) {
    const result = await contentSourceOf(context).blogPost(slug);
    if (!result) throw data(null, { status: 404 });
    return result;
  }
  try {
    const result = await contentSourceOf(context).blogPost(slug);
    if (result) return result;
  } catch (error) {
    console.warn('[blog] post could not be loaded', error);
  }
  throw redirect('/blog');
}

// A document page (ADR 0027): only the top bar is hydrated.
export const handle: PublicRouteHandle = {
  isDocument: true,
  meta: ({ data: loaded, site, origin }) =>
    loaded ? blogPostMeta((loaded as PublicBlogPost).post, site, origin) : notFoundMeta(site),
};

export function Component() {
  const { post } = useLoaderData<PublicBlogPost>();
  const site = usePublicSite();
  usePageTitle(blogPostTitle(post, site));
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <Link
        to="/blog"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-200"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {text.backToBlog}
      </Link>
      {post.imageUrl && (
        <img
          src={post.imageUrl}
          alt=""
          width={1200}
          height={675}
          fetchPriority="high"
          decoding="async"
          className="mt-4 aspect-video w-full rounded-2xl object-cover"
        />
      )}
      <h1 className="mt-8 text-3xl font-bold tracking-tight sm:text-4xl">{post.title}</h1>
      <p className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
        <span className="inline-flex items-center gap-1">
          <UserRound aria-hidden="true" className="size-4" />
          {post.author}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" />
          {text.readTime(post.readTime)}
        </span>
        <span className="inline-flex items-center gap-1" data-testid="view-count">
          <Eye aria-hidden="true" className="size-4" />
          {text.views(post.viewCount)}
        </span>
      </p>
      <RichText html={post.content} className="mt-8" />
      {post.keywords.length > 0 && (
        <ul aria-label={text.keywords} className="mt-10 flex flex-wrap gap-2">
          {post.keywords.map((keyword) => (
            <li
              key={keyword}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 dark:bg-slate-800 dark:text-brand-200"
            >
              {keyword}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-8 border-t border-slate-200 pt-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        {text.lastUpdated}: <time dateTime={post.updatedAt}>{longDate.format(new Date(post.updatedAt))}</time>
      </p>
    </article>
  );
}

/** The 404 page of an unknown post (server-rendered with status 404). */
export function ErrorBoundary() {
  const error = useRouteError();
  // Anything but a missing post goes on to the app's error element.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{text.postNotFoundTitle}</h1>
      <p className="text-slate-600 dark:text-slate-300">{text.postNotFoundText}</p>
      <Link
        to="/blog"
        className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {text.backToBlog}
      </Link>
    </section>
  );
}
