import { Link } from 'react-router';
import type { PublicFixedSection } from '../../../../../shared/schemas/content.ts';
import { cn } from '../../../../lib/cn.ts';

/** The hero and contact fixed sections (spec 3 §3): title, text (hero only), a button. */
export function FixedSectionBlock({ section, kind }: { section: PublicFixedSection; kind: 'hero' | 'contact' }) {
  const titleId = `${kind}-section-title`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn('px-4 py-16', kind === 'hero' ? 'bg-brand-50 dark:bg-slate-900' : '')}
    >
      <div
        className={cn(
          'mx-auto max-w-4xl text-center',
          kind === 'contact' && 'rounded-3xl bg-gradient-to-br from-brand-800 to-brand-700 px-6 py-12 text-white',
        )}
      >
        <h2 id={titleId} className="text-3xl font-bold tracking-tight">
          {section.title}
        </h2>
        {kind === 'hero' && section.content && (
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{section.content}</p>
        )}
        <Link
          to={section.buttonLink}
          className={cn(
            'mt-8 inline-flex min-h-12 items-center rounded-lg px-6 font-semibold',
            kind === 'hero'
              ? 'bg-brand-700 text-white hover:bg-brand-800'
              : 'bg-white text-brand-800 hover:bg-brand-50',
          )}
        >
          {section.buttonText}
        </Link>
      </div>
    </section>
  );
}
