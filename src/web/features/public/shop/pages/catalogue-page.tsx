import { PackageSearch } from 'lucide-react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { PublicCatalogue } from '../../../../../shared/schemas/shop.ts';
import type { PublicRouteHandle } from '../../../../../shared/ssr.ts';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { shopSourceOf } from '../api/shop-source.ts';
import { CatalogueFilters } from '../components/catalogue-filters.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { publicShopMessages as text } from '../messages.ts';
import { catalogueMeta, catalogueTitle, useDocumentTitle } from '../seo.ts';
import { usePublicSite } from '../../content/index.ts';

type CataloguePageData = PublicCatalogue & { hasFailed: boolean };

const emptyCatalogue = (): CataloguePageData => ({
  products: [],
  total: 0,
  priceCeiling: 1000,
  filters: { q: '', min: 0, max: 1000, sort: 'newest' },
  hasFailed: true,
});

/** The filtered catalogue from the URL's filters (spec 3 §2.5); a failure says so on the page. */
export async function loader({ context, request }: LoaderFunctionArgs): Promise<CataloguePageData> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  // The schema (and zod with it) loads with the first filtered visit, never with the page itself:
  // hydrating a server-rendered catalogue runs no loader (ADR 0026).
  const { catalogueQuerySchema } = await import('../../../../../shared/schemas/shop.ts');
  const query = catalogueQuerySchema.parse(params);
  try {
    return { ...(await shopSourceOf(context).catalogue(query)), hasFailed: false };
  } catch (error) {
    console.warn('[shop] catalogue could not be loaded', error);
    return emptyCatalogue();
  }
}

export const handle: PublicRouteHandle = { meta: ({ site }) => catalogueMeta(site) };

export function Component() {
  const catalogue = useLoaderData<CataloguePageData>();
  useDocumentTitle(catalogueTitle(usePublicSite()));
  const { filters } = catalogue;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="mb-8 text-center">
        <h1 className="text-4xl font-bold tracking-tight">{text.catalogueTitle}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600 dark:text-slate-300">{text.catalogueText}</p>
      </header>
      <CatalogueFilters
        key={`${filters.q}|${filters.min}|${filters.max}|${filters.sort}`}
        filters={filters}
        priceCeiling={catalogue.priceCeiling}
      />
      {catalogue.hasFailed ? (
        <p role="alert" className="mt-8 text-center text-red-700 dark:text-red-300">
          {text.catalogueLoadError}
        </p>
      ) : (
        <>
          <p className="mt-6 mb-4 text-sm font-medium text-slate-700 dark:text-slate-300" aria-live="polite">
            {text.resultCount(catalogue.total)}
          </p>
          {catalogue.products.length === 0 ? (
            <EmptyState text={text.noProducts} icon={PackageSearch} />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {catalogue.products.map((product, index) => (
                <li key={product.id} className="grid">
                  <ProductCard product={product} isPriority={index < 2} headingLevel="h2" />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
