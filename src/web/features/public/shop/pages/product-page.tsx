import { ChevronRight, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { data, isRouteErrorResponse, Link, type LoaderFunctionArgs, useLoaderData, useRouteError } from 'react-router';
import { formatMoney } from '../../../../../shared/format.ts';
import type { PublicProduct } from '../../../../../shared/schemas/shop.ts';
import { MAX_LINE_QUANTITY, STATIC_RATING } from '../../../../../shared/shop-constants.ts';
import type { PublicRouteHandle } from '../../../../../shared/ssr.ts';
import { usePublicSite } from '../../content/index.ts';
import { shopSourceOf } from '../api/shop-source.ts';
import { quantityInCart, quantityLimitOf, useCart } from '../cart-store.ts';
import { AddToCartButton } from '../components/add-to-cart-button.tsx';
import { ProductImage } from '../components/product-image.tsx';
import { ShopNotFound } from '../components/shop-not-found.tsx';
import { publicShopMessages as text } from '../messages.ts';
import { productMeta, productNotFoundMeta, productTitle, useDocumentTitle } from '../seo.ts';

/** One active product; an unknown or inactive one is a real 404 page 'Ürün Bulunamadı' (spec 3 §2.6). */
export async function loader({ context, params }: LoaderFunctionArgs): Promise<PublicProduct> {
  const result = await shopSourceOf(context).product(params.id ?? '');
  if (!result) throw data(null, { status: 404 });
  return result;
}

export const handle: PublicRouteHandle = {
  meta: ({ data: loaded, site, origin }) =>
    loaded ? productMeta((loaded as PublicProduct).product, site, origin) : productNotFoundMeta(site),
};

/**
 * The quantity typed: a whole number from 1 to what may still go into the cart (the stock less what
 * the cart holds, issue #39); anything else falls back to 1 (spec 3 §2.6).
 */
export function readQuantity(value: string, available: number): number {
  const quantity = Number(value);
  const limit = Math.min(available, MAX_LINE_QUANTITY);
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= limit ? quantity : 1;
}

export function Component() {
  const { product } = useLoaderData<PublicProduct>();
  const site = usePublicSite();
  useDocumentTitle(productTitle(product, site));
  const [quantityText, setQuantityText] = useState('1');
  const quantityId = useId();
  const inCartId = useId();
  const isInStock = product.stockQuantity > 0;
  // Empty while the server renders and the page hydrates (the cart is the browser's), then the cart's.
  const inCart = quantityInCart(useCart(), product.id);
  const available = Math.max(0, quantityLimitOf(product.stockQuantity) - inCart);
  const quantity = readQuantity(quantityText, available);
  const ratingValue = STATIC_RATING.shown;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label={text.breadcrumb} className="mb-6 text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-slate-600 dark:text-slate-300">
          <li>
            <Link to="/" className="inline-flex min-h-11 items-center hover:underline">
              {text.home}
            </Link>
          </li>
          <li className="flex items-center gap-1">
            <ChevronRight aria-hidden="true" className="size-4" />
            <Link to="/urunler" className="inline-flex min-h-11 items-center hover:underline">
              {text.products}
            </Link>
          </li>
          <li aria-current="page" className="flex items-center gap-1 font-medium text-slate-900 dark:text-slate-100">
            <ChevronRight aria-hidden="true" className="size-4" />
            {product.name}
          </li>
        </ol>
      </nav>
      <div className="grid gap-10 md:grid-cols-2">
        <ProductImage
          src={product.imageUrl}
          alt={product.name}
          isPriority
          width={800}
          height={800}
          className="aspect-square w-full rounded-2xl"
        />
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{product.name}</h1>
          <p className="flex items-center gap-2">
            <span className="sr-only">{text.ratingLabel(ratingValue, STATIC_RATING.count)}</span>
            <span aria-hidden="true" className="flex text-amber-500">
              {Array.from({ length: 5 }, (_, index) => (
                <Star key={index} className="size-5 fill-current" />
              ))}
            </span>
            <span aria-hidden="true" className="text-sm text-slate-700 dark:text-slate-300">
              {text.rating(ratingValue, STATIC_RATING.count)}
            </span>
          </p>
          <p className="text-3xl font-bold text-brand-800 dark:text-brand-200">{formatMoney(product.price)}</p>
          <p>
            <span
              className={
                isInStock
                  ? 'rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100'
                  : 'rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-900 dark:bg-red-900 dark:text-red-100'
              }
            >
              {isInStock ? text.inStock(product.stockQuantity) : text.outOfStock}
            </span>
          </p>
          {isInStock && (
            <div className="flex flex-wrap items-end gap-3">
              <div>
                <label htmlFor={quantityId} className="mb-1 block text-sm font-medium">
                  {text.quantity}
                </label>
                <input
                  id={quantityId}
                  inputMode="numeric"
                  autoComplete="off"
                  value={quantityText}
                  onChange={(event) => setQuantityText(event.target.value)}
                  onBlur={() => setQuantityText(String(quantity))}
                  aria-describedby={inCart > 0 ? inCartId : undefined}
                  className="min-h-11 w-24 rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-800"
                />
              </div>
              <AddToCartButton product={product} quantity={quantity} className="flex-1 sm:flex-none" />
              {inCart > 0 && (
                <p id={inCartId} className="w-full text-sm text-slate-600 dark:text-slate-300">
                  {text.inCartAlready(inCart)}
                </p>
              )}
            </div>
          )}
          <section
            aria-labelledby="product-details"
            className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700"
          >
            <h2 id="product-details" className="text-lg font-semibold">
              {text.productDetails}
            </h2>
            <p className="mt-2 whitespace-pre-line text-slate-700 dark:text-slate-300">{product.description}</p>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-medium">{text.productCode}</dt>
              <dd>{product.code}</dd>
              {product.category && (
                <>
                  <dt className="font-medium">{text.category}</dt>
                  <dd>{product.category}</dd>
                </>
              )}
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}

/** 'Ürün Bulunamadı' (server-rendered with status 404). */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <ShopNotFound title={text.productNotFound} detail={text.productNotFoundText} />;
}
