import { Link } from 'react-router';
import type { BlogPostCard as BlogPostCardData } from '../../../../../shared/schemas/content.ts';
import { publicContentMessages as text } from '../messages.ts';
import { BlogPostCard } from './blog-post-card.tsx';
import { SectionHeading } from './section-heading.tsx';

/** The three newest published posts (the old system hard-coded three samples). */
export function BlogTeaser({ posts }: { posts: BlogPostCardData[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="blog-teaser-title" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading id="blog-teaser-title" title={text.blogTeaserTitle} text={text.blogTeaserText} />
      <ul className="grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <BlogPostCard post={post} headingLevel="h3" />
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center">
        <Link
          to="/blog"
          className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-200 dark:hover:bg-slate-800"
        >
          {text.allPosts}
        </Link>
      </p>
    </section>
  );
}
