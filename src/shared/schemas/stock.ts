import { textField } from '../fields/text-field.ts';
import { MAX_LINE_QUANTITY } from '../shop-constants.ts';
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
  unitLimit: `Sipariş sınırı 1 ile ${MAX_LINE_QUANTITY} arasında bir tam sayı olmalıdır.`,
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

/**
 * The stock screen's 'Sipariş sınırı' (ADR 0067): the units of one product an unpaid order may hold.
 * Saved at the version the form read (jsonBodyAtVersion).
 */
export const orderUnitLimitSchema = z.object({
  unpaidOrderUnitLimit: wholeNumberField(stockValidationMessages.unitLimit, 1, MAX_LINE_QUANTITY),
});
export type OrderUnitLimitInput = z.input<typeof orderUnitLimitSchema>;

/** The shop's rules as the stock screen shows and edits them. */
export type ShopOrderRules = { unpaidOrderUnitLimit: number; version: number };

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
  /** Units held by unpaid orders (taken from the stock, back if they are cancelled; ADR 0067). */
  heldUnits: number;
};

export type StockReport = {
  totals: { totalProfit: number; totalSales: number; totalPurchases: number };
  /** The unpaid orders that hold stock, and how many units they hold together. */
  unpaidHolds: { orderCount: number; units: number };
  orderRules: ShopOrderRules;
  products: StockReportProduct[];
};
