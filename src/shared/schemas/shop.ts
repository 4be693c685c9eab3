import { UUID_PATTERN } from '../fields/id-field.ts';
import { emailField } from '../fields/email-field.ts';
import { phoneField } from '../fields/phone-field.ts';
import { textField } from '../fields/text-field.ts';
import { type CatalogueSort, catalogueSorts, MAX_CART_LINES, MAX_LINE_QUANTITY } from '../shop-constants.ts';
import type { OrderStatus, PaymentStatus } from '../shop.ts';
import { isValidTcKimlik } from '../tc-kimlik.ts';
import { z } from '../zod-turkish.ts';

// The shop for visitors (spec 3 §2.5–§2.8, §5 "Checkout", §9): catalogue filters, the cart the
// server reprices, and the checkout the server turns into an order. The browser sends product ids,
// quantities, the coupon code, the customer and the chosen bank account; every price and total is
// the server's.

// The shop's numbers live in a zod-free module so that the public pages can use them without
// loading zod (ADR 0026); they are re-exported here for the server and the forms.
export {
  CATALOGUE_DEFAULT_MAX_PRICE,
  HOME_PRODUCTS_FETCHED,
  type CatalogueSort,
} from '../shop-constants.ts';

export const shopValidationMessages = {
  nameRequired: 'Lütfen adınızı ve soyadınızı giriniz',
  nameTooLong: 'Ad soyad en fazla 120 karakter olabilir.',
  tcInvalid: 'Geçerli bir TC kimlik numarası giriniz (11 rakam)',
  phoneInvalid: 'Geçerli bir telefon numarası giriniz',
  emailInvalid: 'Geçerli bir e-posta adresi giriniz',
  addressRequired: 'Lütfen adresinizi giriniz',
  addressTooLong: 'Adres en fazla 500 karakter olabilir.',
  postalCodeInvalid: 'Posta kodu 5 rakam olmalıdır',
  bankAccountRequired: 'Lütfen bir banka hesabı seçiniz',
  contractsRequired: 'Siparişi tamamlamak için ön bilgilendirme formunu ve Mesafeli Satış Sözleşmesini onaylamalısınız',
  cartEmpty: 'Sepetiniz boş.',
  cartTooLarge: `Sepette en fazla ${MAX_CART_LINES} farklı ürün olabilir.`,
  quantityInvalid: `Adet 1 ile ${MAX_LINE_QUANTITY} arasında olmalıdır.`,
  productInvalid: 'Geçersiz ürün.',
  couponTooLong: 'Geçersiz kupon kodu',
  idempotencyKeyInvalid: 'Sipariş anahtarı geçersiz. Lütfen sayfayı yenileyip tekrar deneyiniz.',
  expectedTotalInvalid: 'Sepet tutarı okunamadı. Lütfen sayfayı yenileyiniz.',
  priceInvalid: 'Geçerli bir fiyat giriniz.',
} as const;

const m = shopValidationMessages;
const productId = z.string({ error: m.productInvalid }).regex(UUID_PATTERN, m.productInvalid);

/** Catalogue filters as the URL carries them (`/urunler?q=çay&min=0&max=300&sort=price_asc`). */
export const catalogueQuerySchema = z.object({
  q: textField().trim().max(100).optional().catch(undefined),
  min: z.coerce.number().min(0).max(1_000_000).optional().catch(undefined),
  max: z.coerce.number().min(0).max(1_000_000).optional().catch(undefined),
  sort: z.enum(catalogueSorts).optional().catch(undefined),
});
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

const cartLineSchema = z.object({
  productId,
  quantity: z
    .number({ error: m.quantityInvalid })
    .int(m.quantityInvalid)
    .min(1, m.quantityInvalid)
    .max(MAX_LINE_QUANTITY, m.quantityInvalid),
});
export type CartLineInput = z.infer<typeof cartLineSchema>;

const cartLinesField = z
  .array(cartLineSchema, { error: m.cartEmpty })
  .min(1, m.cartEmpty)
  .max(MAX_CART_LINES, m.cartTooLarge)
  .refine(
    (lines) => new Set(lines.map((line) => line.productId.toLowerCase())).size === lines.length,
    m.productInvalid,
  );

const couponCodeField = textField().trim().max(40, m.couponTooLong);

/** POST /api/shop/cart: the cart to reprice, with the coupon the visitor typed (if any). */
export const cartPricingSchema = z.object({
  lines: z.array(cartLineSchema, { error: m.cartEmpty }).max(MAX_CART_LINES, m.cartTooLarge),
  couponCode: couponCodeField.optional(),
});
export type CartPricingInput = z.infer<typeof cartPricingSchema>;

/** Step 1 of the checkout (spec 3 §5 "Checkout step 1"), the form's and the route's rule. */
export const checkoutCustomerSchema = z.object({
  name: textField({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(120, m.nameTooLong),
  // A pasted '123 456 789 01' is the number: spaces are dropped before the check (issue #39 item 10).
  tc: textField({ error: m.tcInvalid })
    .transform((value) => value.replace(/\s/g, ''))
    .refine((value) => isValidTcKimlik(value), m.tcInvalid),
  phone: phoneField({ required: m.phoneInvalid, invalid: m.phoneInvalid }),
  email: emailField({ required: m.emailInvalid, invalid: m.emailInvalid }),
  address: textField({ error: m.addressRequired, multiline: true })
    .trim()
    .min(1, m.addressRequired)
    .max(500, m.addressTooLong),
  postalCode: textField()
    .trim()
    .refine((value) => value === '' || /^\d{5}$/.test(value), m.postalCodeInvalid)
    .optional(),
});
export type CheckoutCustomer = z.infer<typeof checkoutCustomerSchema>;
export type CheckoutCustomerForm = z.input<typeof checkoutCustomerSchema>;

/** POST /api/shop/orders: what the browser may send to place an order. */
export const placeOrderSchema = z.object({
  /** Made once per checkout page: a retry or a double click sends the same key. */
  idempotencyKey: z.string({ error: m.idempotencyKeyInvalid }).regex(/^[A-Za-z0-9-]{16,64}$/, m.idempotencyKeyInvalid),
  lines: cartLinesField,
  couponCode: couponCodeField.optional(),
  customer: checkoutCustomerSchema,
  bankAccountId: z.string({ error: m.bankAccountRequired }).regex(UUID_PATTERN, m.bankAccountRequired),
  contractsAccepted: z.literal(true, { error: m.contractsRequired }),
  /** The total the visitor saw: a different server total refuses the order instead of charging silently. */
  expectedTotal: z.number({ error: m.expectedTotalInvalid }).min(0, m.expectedTotalInvalid),
});
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

// Answers

export type ProductCard = {
  id: string;
  name: string;
  description: string;
  category: string;
  price: number;
  stockQuantity: number;
  imageUrl: string | null;
  createdAt: string;
};
export type ProductDetail = ProductCard & { code: string; updatedAt: string };

export type CatalogueFilters = { q: string; min: number; max: number; sort: CatalogueSort };
export type PublicCatalogue = {
  products: ProductCard[];
  total: number;
  /** The sliders' maximum: the highest price, or 1000 if that is larger (spec 3 §2.5). */
  priceCeiling: number;
  filters: CatalogueFilters;
};
export type PublicProduct = { product: ProductDetail };

/** What is wrong with a line, the stock first: no more on the shelf, then more than one order may hold. */
export type PricedCartLineStatus = 'ok' | 'unavailable' | 'insufficient_stock' | 'over_unit_limit';
export type PricedCartLine = {
  productId: string;
  /** Null when the product no longer exists. */
  name: string | null;
  price: number | null;
  imageUrl: string | null;
  quantity: number;
  stockQuantity: number;
  /** The units of one product an order may hold (the shop's setting, ADR 0067). */
  unitLimit: number;
  status: PricedCartLineStatus;
};
export type AppliedCoupon = { code: string; percent: number };
export type CartPricing = {
  lines: PricedCartLine[];
  subtotal: number;
  discount: number;
  total: number;
  coupon: AppliedCoupon | null;
  /** A code was sent and is not usable (unknown, inactive, out of dates or used up). */
  isCouponRejected: boolean;
  /** Why it is refused, in Turkish ('Bu kuponun süresi doldu.'); null when no code or a usable one. */
  couponRejection: string | null;
  /** Every line can be ordered as it stands; false blocks the checkout (issue #39). */
  isOrderable: boolean;
};

export type PublicBankAccount = { id: string; bankName: string; accountHolder: string; iban: string };
export type PublicBankAccounts = { bankAccounts: PublicBankAccount[] };

export type PlacedOrder = {
  orderCode: string;
  /** The secret of the order's status page (ADR 0058): the checkout goes there at once. */
  statusToken: string;
  subtotalAmount: number;
  discountAmount: number;
  totalAmount: number;
  paymentDueAt: string;
  bankAccount: Omit<PublicBankAccount, 'id'>;
};

/** GET /api/shop/orders/:code?token=…: what the order's status page shows (no personal data of the buyer). */
export const orderStatusQuerySchema = z.object({
  token: textField().max(200).optional().catch(undefined),
});

export type PublicOrderLine = { name: string; quantity: number; unitPrice: number; lineTotal: number };
export type PublicOrderStatus = {
  orderCode: string;
  createdAt: string;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  items: PublicOrderLine[];
  subtotalAmount: number;
  discountAmount: number;
  coupon: AppliedCoupon | null;
  totalAmount: number;
  paymentDueAt: string;
  bankAccount: Omit<PublicBankAccount, 'id'>;
};

/** Where the shop pages' loaders get their data: the API in the browser, the service on the server. */
export type PublicShopSource = {
  catalogue: (query: CatalogueQuery) => Promise<PublicCatalogue>;
  /** Null for an unknown or inactive product. */
  product: (id: string) => Promise<PublicProduct | null>;
  /** Null unless the code names an order and the token is its own (ADR 0058). */
  orderStatus: (code: string, token: string) => Promise<{ order: PublicOrderStatus } | null>;
};
