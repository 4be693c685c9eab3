// The shop's fixed numbers (spec 3 §9), without zod: the public pages import them from here so that
// their first download carries no validation library (ADR 0026). src/shared/schemas/shop.ts
// re-exports them for the schemas, the server and the forms.

/** Spec 3 §9: the price sliders' default range and the smallest slider maximum. */
export const CATALOGUE_DEFAULT_MAX_PRICE = 1000;
/** Spec 3 §9: the home page fetches 20 products and shows 8. */
export const HOME_PRODUCTS_FETCHED = 20;
export const HOME_PRODUCTS_SHOWN = 8;
/** Spec 3 §9: the add-to-cart confirmation lasts 3 seconds. */
export const ADDED_TO_CART_MS = 3000;
/** Spec 3 §2.6: the rating is static, "5.0" from 12 ratings (written the Turkish way). */
export const STATIC_RATING = { shown: '5,0', count: 12 } as const;
/** A cart line's largest quantity (a visitor's cart, not a wholesale order). */
export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 50;

/** The catalogue's sort orders (spec 3 §2.5) and their labels. */
export const catalogueSorts = ['newest', 'price_asc', 'price_desc'] as const;
export type CatalogueSort = (typeof catalogueSorts)[number];
export const catalogueSortLabels: Record<CatalogueSort, string> = {
  newest: 'En Yeni',
  price_asc: 'Fiyat (Artan)',
  price_desc: 'Fiyat (Azalan)',
};
