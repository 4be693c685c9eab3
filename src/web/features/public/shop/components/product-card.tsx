import { formatMoney } from '../../../../../shared/format.ts';
import type { ProductCard as ProductCardData } from '../../../../../shared/schemas/shop.ts';
import { Island } from '../../../../components/islands/island.tsx';
import { SiteLink } from '../../../../lib/site-navigation.tsx';
import { publicShopMessages as text } from '../messages.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { ProductImage } from './product-image.tsx';

type ProductCardProps = {
  product: ProductCardData;
  isPriority?: boolean;
  /** h2 right under the catalogue's title, h3 under the home page's products heading. */
  headingLevel?: 'h2' | 'h3';
};

/** A catalogue card (spec 3 §2.5): image or 'Görsel Yok', price badge, name, description, 'Detay', 'Sepete Ekle'. */
export function ProductCard({ product, isPriority = false, headingLevel = 'h3' }: ProductCardProps) {
  const Heading = headingLevel;
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="relative">
        <ProductImage
          src={product.imageUrl}
          alt={product.name}
          isPriority={isPriority}
          className="aspect-square w-full"
        />
        <span className="absolute top-3 right-3 rounded-full bg-brand-800 px-3 py-1 text-sm font-bold text-white shadow">
          {formatMoney(product.price)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg font-semibold">{product.name}</Heading>
        {/* The clamp is on a paragraph of its own height: stretched by flex-1 it showed the lines after
            the '…' too (issue #39). The buttons keep one line each: 'Detay' takes what it needs and the
            cart button the rest, so 'Sepete Ekle' never wraps in a four-column row at 1366 px. */}
        <div className="flex-1">
          <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{product.description}</p>
        </div>
        <div className="mt-2 grid grid-cols-[auto_1fr] gap-2 whitespace-nowrap">
          <SiteLink
            to={`/urunler/${product.id}`}
            aria-label={`${text.details}: ${product.name}`}
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            {text.details}
          </SiteLink>
          <Island name="add-to-cart">
            <AddToCartButton product={pickCartProduct(product)} />
          </Island>
        </div>
      </div>
    </article>
  );
}

/** What 'Sepete Ekle' needs of a product: all an island carries to the browser. */
const pickCartProduct = ({ id, name, price, imageUrl, stockQuantity }: ProductCardData) => ({
  id,
  name,
  price,
  imageUrl,
  stockQuantity,
});
