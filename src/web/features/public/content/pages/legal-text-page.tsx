import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { formatTurkishDate } from '../../../../../shared/format.ts';
import { findLegalTextKindByPath, legalTextTitles } from '../../../../../shared/legal-text-constants.ts';
import type { CurrentLegalText } from '../../../../../shared/schemas/legal-texts.ts';
import type { PublicRouteHandle } from '../../../../../shared/ssr.ts';
import { contentSourceOf } from '../api/content-source.ts';
import { usePublicSite } from '../api/public-site-loader.ts';
import { RichText } from '../components/rich-text.tsx';
import { usePageTitle } from '../components/use-page-title.ts';
import { publicContentMessages as text } from '../messages.ts';
import { legalTextMeta, legalTextTitle } from '../seo.ts';

/**
 * One of the practice's legal texts at its fixed address (/kvkk/aydinlatma-metni, /cerez-politikasi,
 * …; ADR 0076): the version in force, with its number and date, so a reader can tell which one they saw.
 */
export async function loader({ context, request }: LoaderFunctionArgs): Promise<CurrentLegalText> {
  // One module serves the five addresses; the address says which text it is.
  const kind = findLegalTextKindByPath(new URL(request.url).pathname);
  if (!kind) throw new Error(`no legal text at ${request.url}`);
  return contentSourceOf(context).legalText(kind);
}

// A document page (ADR 0027): text and links, only the top bar is hydrated.
export const handle: PublicRouteHandle = {
  isDocument: true,
  meta: ({ data: loaded, site }) => legalTextMeta(loaded as CurrentLegalText, site),
};

export function Component() {
  const legalText = useLoaderData<CurrentLegalText>();
  const site = usePublicSite();
  usePageTitle(legalTextTitle(legalText, site));
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{legalTextTitles[legalText.kind]}</h1>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        <time dateTime={legalText.publishedAt}>
          {text.legalTextVersion(legalText.version, formatTurkishDate(legalText.publishedAt))}
        </time>
      </p>
      <RichText html={legalText.body} className="mt-8" />
    </article>
  );
}
