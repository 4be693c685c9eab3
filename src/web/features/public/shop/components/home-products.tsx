import { ArrowRight } from 'lucide-react';
import type { ProductCard as ProductCardData } from '../../../../../shared/schemas/shop.ts';
import { HOME_PRODUCTS_SHOWN } from '../../../../../shared/shop-constants.ts';
import { SiteLink } from '../../../../lib/site-navigation.tsx';
import { publicShopMessages as text } from '../messages.ts';
import { ProductCard } from './product-card.tsx';

/** The home page's products grid (spec 3 §2.5, §9): at most 8, with 'Tüm Ürünler' when there are more. */
export function HomeProducts({ products }: { products: ProductCardData[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="home-products-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="home-products-title" className="text-center text-3xl font-bold tracking-tight">
        {text.homeProductsTitle}
      </h2>
      <p className="mt-2 text-center text-slate-600 dark:text-slate-300">{text.homeProductsText}</p>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {products.slice(0, HOME_PRODUCTS_SHOWN).map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
      {products.length > HOME_PRODUCTS_SHOWN && (
        <p className="mt-8 text-center">
          <SiteLink
            to="/urunler"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {text.allProducts}
            <ArrowRight aria-hidden="true" className="size-4" />
          </SiteLink>
        </p>
      )}
    </section>
  );
}
