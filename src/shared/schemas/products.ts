import { readTypedNumber } from '../fields/number-field.ts';
import { textField } from '../fields/text-field.ts';
import { z } from '../zod-turkish.ts';

// The admin's products (spec 3 §2.10 Product management, spec 2 §2 Stock management, §5): one form
// for both screens. Stock is never typed into this form: it moves only through stock movements; a new
// product may start with an initial stock, recorded as an 'in' movement at the purchase price.

export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_CODE_MAX = 60;
export const PRODUCT_CATEGORY_MAX = 100;
export const PRODUCT_DESCRIPTION_MAX = 5000;
/** numeric(12,2): at most 9.999.999.999,99 ₺. */
export const MONEY_MAX = 9_999_999_999.99;
export const STOCK_QUANTITY_MAX = 1_000_000;

export const productsValidationMessages = {
  nameRequired: 'Ürün adı gerekli.',
  nameTooLong: `Ürün adı en fazla ${PRODUCT_NAME_MAX} karakter olabilir.`,
  codeRequired: 'Ürün kodu gerekli.',
  codeTooLong: `Ürün kodu en fazla ${PRODUCT_CODE_MAX} karakter olabilir.`,
  categoryRequired: 'Kategori gerekli.',
  categoryTooLong: `Kategori en fazla ${PRODUCT_CATEGORY_MAX} karakter olabilir.`,
  descriptionTooLong: `Açıklama en fazla ${PRODUCT_DESCRIPTION_MAX} karakter olabilir.`,
  /** Spec 3 §5. */
  price: 'Lütfen geçerli bir fiyat girin',
  priceDecimals: 'Fiyat en fazla iki ondalık basamak içerebilir.',
  /** Spec 3 §5. */
  stock: 'Lütfen geçerli bir stok miktarı girin',
  minStock: 'Minimum stok seviyesi 0 veya daha büyük bir tam sayı olmalıdır.',
} as const;

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Lira with kuruş: a typed '12,50' or a JSON number, ≥ 0, two decimals at most. */
export function moneyField(messages: { invalid: string; decimals?: string }) {
  return z.preprocess(
    readTypedNumber,
    z
      .number({ error: messages.invalid })
      .refine(Number.isFinite, messages.invalid)
      .min(0, messages.invalid)
      .max(MONEY_MAX, messages.invalid)
      .refine(hasAtMostTwoDecimals, messages.decimals ?? productsValidationMessages.priceDecimals),
  );
}

/** A whole number typed into a form (or sent as JSON) within [min, max]. */
export function wholeNumberField(message: string, min: number, max: number) {
  return z.preprocess(readTypedNumber, z.number({ error: message }).int(message).min(min, message).max(max, message));
}

const requiredText = (required: string, max: number, tooLong: string) =>
  textField({ error: required }).trim().min(1, required).max(max, tooLong);

export const saveProductSchema = z.object({
  name: requiredText(productsValidationMessages.nameRequired, PRODUCT_NAME_MAX, productsValidationMessages.nameTooLong),
  code: requiredText(productsValidationMessages.codeRequired, PRODUCT_CODE_MAX, productsValidationMessages.codeTooLong),
  category: requiredText(
    productsValidationMessages.categoryRequired,
    PRODUCT_CATEGORY_MAX,
    productsValidationMessages.categoryTooLong,
  ),
  description: textField({ multiline: true })
    .trim()
    .max(PRODUCT_DESCRIPTION_MAX, productsValidationMessages.descriptionTooLong)
    .default(''),
  salePrice: moneyField({ invalid: productsValidationMessages.price }),
  purchasePrice: moneyField({ invalid: productsValidationMessages.price }),
  minStockLevel: wholeNumberField(productsValidationMessages.minStock, 0, STOCK_QUANTITY_MAX),
  isActive: z.boolean({ error: 'Aktiflik durumu belirtilmeli.' }).default(true),
});
export type SaveProduct = z.output<typeof saveProductSchema>;

/** A new product: the same fields, plus the stock it starts with (an 'in' movement; 0 = none). */
export const createProductSchema = saveProductSchema.extend({
  initialStock: z
    .preprocess(
      (value) => readTypedNumber(value) ?? 0,
      z
        .number({ error: productsValidationMessages.stock })
        .int(productsValidationMessages.stock)
        .min(0, productsValidationMessages.stock)
        .max(STOCK_QUANTITY_MAX, productsValidationMessages.stock),
    )
    .default(0),
});
export type CreateProductInput = z.input<typeof createProductSchema>;
export type CreateProduct = z.output<typeof createProductSchema>;

/** After saving: the uploaded image's key (POST /api/admin/uploads/images?kind=product), or null to remove it. */
export const setProductImageSchema = z.object({
  imageKey: textField({ error: 'Görsel anahtarı gerekli.' }).trim().min(1).max(300).nullable(),
});

export const setProductActiveSchema = z.object({
  isActive: z.boolean({ error: 'Aktiflik durumu belirtilmeli.' }),
});

export type AdminProduct = {
  id: string;
  /** What the edit form sends back with its save (ADR 0053). */
  version: number;
  name: string;
  code: string;
  category: string;
  description: string;
  salePrice: number;
  purchasePrice: number;
  minStockLevel: number;
  stockQuantity: number;
  imageUrl: string | null;
  imageKey: string | null;
  isActive: boolean;
  /** Stock at or below the minimum: 'Kritik Seviye' (spec 2 §4). */
  isCritical: boolean;
  createdAt: string;
  updatedAt: string;
};

/** Spec 2 §4: stock at or below min_stock_level is critical. */
export const isCriticalStock = (stockQuantity: number, minStockLevel: number) => stockQuantity <= minStockLevel;
