import type { PublicShopSource } from '../../../../../shared/schemas/shop.ts';
import type { PublicLoadContext } from '../../../../../shared/ssr.ts';
import { getCatalogue } from './get-catalogue.ts';
import { getOrderStatus } from './get-order-status.ts';
import { getProduct } from './get-product.ts';

/** In the browser the shop pages load through the API; on the server the loaders get the service. */
const browserShopSource: PublicShopSource = {
  catalogue: getCatalogue,
  product: getProduct,
  orderStatus: getOrderStatus,
};

export const shopSourceOf = (context: unknown): PublicShopSource =>
  (context as Partial<PublicLoadContext> | undefined)?.shop ?? browserShopSource;
