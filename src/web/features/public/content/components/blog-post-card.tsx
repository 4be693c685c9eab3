import { Clock, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogPostCard as BlogPostCardData } from '../../../../../shared/schemas/content.ts';
import { publicContentMessages as text } from '../messages.ts';

type BlogPostCardProps = {
  post: BlogPostCardData;
  headingLevel?: 'h2' | 'h3';
  /** The list's first card: its image is the page's largest paint on a phone, so it loads at once. */
  isPriority?: boolean;
};

/** A post card (spec 3 §2.4): image, title, summary, author, read time and 'Devamını Oku'. */
export function BlogPostCard({ post, headingLevel = 'h2', isPriority = false }: BlogPostCardProps) {
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {post.imageUrl && (
        <img
          src={post.imageUrl}
          alt=""
          width={1200}
          height={675}
          loading={isPriority ? 'eager' : 'lazy'}
          fetchPriority={isPriority ? 'high' : undefined}
          decoding="async"
          className="aspect-video w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-semibold">{post.title}</Heading>
        <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-300">{post.summary}</p>
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <span className="inline-flex items-center gap-1">
            <UserRound aria-hidden="true" className="size-4" />
            {post.author}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {text.readTimeShort(post.readTime)}
          </span>
        </p>
        <Link
          to={`/blog/${post.slug}`}
          aria-label={`${text.readMore}: ${post.title}`}
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline dark:text-brand-200"
        >
          {text.readMore}
        </Link>
      </div>
    </article>
  );
}
