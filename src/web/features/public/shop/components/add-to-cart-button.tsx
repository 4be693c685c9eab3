import { Check, ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ProductCard } from '../../../../../shared/schemas/shop.ts';
import { ADDED_TO_CART_MS } from '../../../../../shared/shop-constants.ts';
import { cn } from '../../../../lib/cn.ts';
import { addToCart, quantityInCart, quantityLimitOf, useCart } from '../cart-store.ts';
import { publicShopMessages as text } from '../messages.ts';

/**
 * 'Sepete Ekle'; after adding it reads 'Sepete Eklendi' for 3 seconds (spec 3 §2.6, §9). It adds no
 * more than the stock: with every piece in the cart already it reads 'Tümü Sepette' and is off.
 */
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
  const inCart = quantityInCart(useCart(), product.id);
  const isSoldOut = product.stockQuantity < 1;
  const isAllInCart = !isSoldOut && inCart >= quantityLimitOf(product.stockQuantity);
  const label = isSoldOut
    ? text.outOfStock
    : isAdded
      ? text.addedToCart
      : isAllInCart
        ? text.allInCart
        : text.addToCart;
  return (
    <button
      type="button"
      disabled={isSoldOut || (isAllInCart && !isAdded)}
      title={isAllInCart ? text.allInCartHint : undefined}
      onClick={() => {
        const { id, name, price, imageUrl, stockQuantity } = product;
        if (addToCart({ id, name, price, imageUrl, stockQuantity }, quantity) > 0) setIsAdded(true);
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
      <span aria-live="polite">{label}</span>
    </button>
  );
}
