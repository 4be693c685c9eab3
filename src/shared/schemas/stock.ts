import { textField } from '../fields/text-field.ts';
import { stockMovementTypes } from '../shop.ts';
import { z } from '../zod-turkish.ts';
import { moneyField, STOCK_QUANTITY_MAX, wholeNumberField } from './products.ts';

// Stock management (spec 2 §2, §4, §5, §7): the stock-movement dialog and the report the screen
// shows in one request, computed in SQL.

export const STOCK_DESCRIPTION_MAX = 500;

export const stockValidationMessages = {
  type: 'Hareket türü seçin.',
  quantity: 'Miktar en az 1 olan bir tam sayı olmalıdır.',
  price: 'Lütfen geçerli bir fiyat girin',
  descriptionTooLong: `Açıklama en fazla ${STOCK_DESCRIPTION_MAX} karakter olabilir.`,
} as const;

/** 'Stok Hareketi': type, quantity ≥ 1, price ≥ 0 (the form fills in the purchase price). */
export const createStockMovementSchema = z.object({
  type: z.enum(stockMovementTypes, { error: stockValidationMessages.type }),
  quantity: wholeNumberField(stockValidationMessages.quantity, 1, STOCK_QUANTITY_MAX),
  price: moneyField({ invalid: stockValidationMessages.price }),
  description: textField({ multiline: true })
    .trim()
    .max(STOCK_DESCRIPTION_MAX, stockValidationMessages.descriptionTooLong)
    .default(''),
});
export type CreateStockMovementInput = z.input<typeof createStockMovementSchema>;
export type CreateStockMovement = z.output<typeof createStockMovementSchema>;

/** One product's line of the report (spec 2 §7), in lira. */
export type StockReportProduct = {
  id: string;
  name: string;
  code: string;
  category: string;
  salePrice: number;
  purchasePrice: number;
  minStockLevel: number;
  stockQuantity: number;
  isActive: boolean;
  isCritical: boolean;
  /** Σ quantity × price of purchases ('in', except stock returned by cancelled orders). */
  totalPurchases: number;
  /** Σ quantity × price of sales ('out'), less the sales returned by cancelled orders. */
  totalSales: number;
  /** Σ quantity × (price − current purchase price) over the same sales. */
  totalProfit: number;
};

export type StockReport = {
  totals: { totalProfit: number; totalSales: number; totalPurchases: number };
  products: StockReportProduct[];
};
