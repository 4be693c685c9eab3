import { Check, ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ProductCard } from '../../../../../shared/schemas/shop.ts';
import { ADDED_TO_CART_MS } from '../../../../../shared/shop-constants.ts';
import { cn } from '../../../../lib/cn.ts';
import { addToCart } from '../cart-store.ts';
import { publicShopMessages as text } from '../messages.ts';

/** 'Sepete Ekle'; after adding it reads 'Sepete Eklendi' for 3 seconds (spec 3 §2.6, §9). */
export function AddToCartButton({
  product,
  quantity = 1,
  className,
}: {
  product: Pick<ProductCard, 'id' | 'name' | 'price' | 'imageUrl' | 'stockQuantity'>;
  quantity?: number;
  className?: string;
}) {
  const [isAdded, setIsAdded] = useState(false);
  useEffect(() => {
    if (!isAdded) return;
    const timer = setTimeout(() => setIsAdded(false), ADDED_TO_CART_MS);
    return () => clearTimeout(timer);
  }, [isAdded]);
  const isSoldOut = product.stockQuantity < 1;
  return (
    <button
      type="button"
      disabled={isSoldOut}
      onClick={() => {
        addToCart({ id: product.id, name: product.name, price: product.price, imageUrl: product.imageUrl }, quantity);
        setIsAdded(true);
      }}
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold text-white transition-colors disabled:cursor-not-allowed disabled:bg-slate-500',
        isAdded ? 'bg-emerald-700 hover:bg-emerald-800' : 'bg-brand-700 hover:bg-brand-800',
        className,
      )}
    >
      {isAdded ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <ShoppingCart aria-hidden="true" className="size-4" />
      )}
      <span aria-live="polite">{isSoldOut ? text.outOfStock : isAdded ? text.addedToCart : text.addToCart}</span>
    </button>
  );
}
