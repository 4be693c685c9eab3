import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { turkishOrder } from '../turkish-order.ts';
import { MAX_LINE_QUANTITY } from '../../../shared/shop-constants.ts';
import {
  DEFAULT_UNPAID_ORDER_UNIT_LIMIT,
  orderStatuses,
  paymentStatuses,
  stockMovementReasons,
  stockMovementTypes,
} from '../../../shared/shop.ts';
import { recordVersion } from './record-version.ts';

// The shop (spec 3 §2.5–§2.8, §2.10) and stock management (spec 2 §2): one products table serves the
// catalogue and the stock screen. Money is numeric(12,2) in lira, so sums are exact in SQL; drizzle
// hands it over as a number. Stock only moves through src/server/modules/stock/stock-service.ts
// (moveStock), whose conditional UPDATE and the check below keep it from ever going below zero.

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The stock code (spec 2); unique regardless of case. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default(''),
    /** The sale price: what the catalogue shows as the price. */
    salePrice: money('sale_price').notNull(),
    purchasePrice: money('purchase_price').notNull().default(0),
    minStockLevel: integer('min_stock_level').notNull().default(0),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    /**
     * Units held by unpaid orders (taken from the stock, back if they are cancelled; ADR 0067): kept by
     * the triggers of migration 0028 on order_items and orders, never written by a module.
     */
    unpaidHeldQuantity: integer('unpaid_held_quantity').notNull().default(0),
    imageUrl: text('image_url'),
    imageKey: text('image_key'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: recordVersion(),
  },
  (t) => [
    uniqueIndex('products_code_key').on(sql`lower(${t.code})`),
    index('products_active_created_idx').on(t.createdAt.desc()).where(sql`${t.isActive}`),
    index('products_name_turkish_idx').on(turkishOrder(t.name), t.id),
    check('products_stock_not_negative', sql`${t.stockQuantity} >= 0`),
    check('products_prices_not_negative', sql`${t.salePrice} >= 0 and ${t.purchasePrice} >= 0`),
    check('products_min_stock_not_negative', sql`${t.minStockLevel} >= 0`),
  ],
);

/** Every change of a product's stock, with the price it moved at (spec 2 §3 stock_movements). */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: text('type', { enum: stockMovementTypes }).notNull(),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    description: text('description').notNull().default(''),
    reason: text('reason', { enum: stockMovementReasons }).notNull().default('manual'),
    /** The order that reserved or released this stock, for reason order / order_release. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.createdAt.desc()),
    index('stock_movements_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    check('stock_movements_quantity_positive', sql`${t.quantity} >= 1`),
    check('stock_movements_price_not_negative', sql`${t.price} >= 0`),
  ],
);

/** Discount codes, matched case-insensitively (the old system had one hard-coded 10% code). */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    percent: integer('percent').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** How many orders may use it; null = no limit. */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: recordVersion(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(sql`lower(${t.code})`),
    check('coupons_percent_range', sql`${t.percent} between 1 and 100`),
    check('coupons_usage_within_limit', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
  ],
);

/**
 * One row (id 1): the shop's rules the dietitian sets (ADR 0067). `unpaidOrderUnitLimit` is how many
 * units of one product an unpaid order may hold: a bank-transfer order reserves its stock until it is
 * paid or cancelled, so one order must not take a shelf.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    unpaidOrderUnitLimit: integer('unpaid_order_unit_limit').notNull().default(DEFAULT_UNPAID_ORDER_UNIT_LIMIT),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: recordVersion(),
  },
  (t) => [
    check('shop_settings_single_row', sql`${t.id} = 1`),
    check(
      'shop_settings_unit_limit_range',
      sql`${t.unpaidOrderUnitLimit} between 1 and ${sql.raw(String(MAX_LINE_QUANTITY))}`,
    ),
  ],
);

/** The practice's accounts for bank-transfer payment; one used by orders is deactivated, not deleted. */
export const bankAccounts = pgTable('bank_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  bankName: text('bank_name').notNull(),
  accountHolder: text('account_holder').notNull(),
  /** Without spaces, upper case (normalizeIban); shown in groups of four. */
  iban: text('iban').notNull(),
  accountNumber: text('account_number'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: recordVersion(),
});

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** ORD + YYYYMMDD (Istanbul) + 4 digits, longer on a crowded day (issue #38), unique (spec 3 §9). */
    orderCode: text('order_code').notNull(),
    /** The browser's key for this checkout: a retry or a double click finds the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** A hash of what the checkout asked for: the same key with another cart is refused (issue #38). */
    requestFingerprint: text('request_fingerprint'),
    /**
     * The secret of the order's status page (/siparis/{code}?anahtar=…, ADR 0058): 64 hex digits
     * (two random UUIDs' worth, from PostgreSQL's strong random source), drawn by the database on
     * every insert. The order code alone, which the buyer writes on a bank transfer, opens nothing.
     */
    statusToken: text('status_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    customerName: text('customer_name').notNull(),
    customerTc: text('customer_tc').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerAddress: text('customer_address').notNull(),
    customerPostalCode: text('customer_postal_code'),
    /** Sum of the lines at the prices of the moment of ordering. */
    subtotalAmount: money('subtotal_amount').notNull(),
    discountAmount: money('discount_amount').notNull().default(0),
    totalAmount: money('total_amount').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    couponPercent: integer('coupon_percent'),
    /** Restrict: an account used by orders can only be deactivated. */
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'restrict' }),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('pending'),
    orderStatus: text('order_status', { enum: orderStatuses }).notNull().default('new'),
    /** When the unpaid order is cancelled by the scheduled job. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }).notNull(),
    /** The buyer read and accepted the pre-contract information form and the distance sales contract. */
    contractsAcceptedAt: timestamp('contracts_accepted_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /**
     * The buyer's source network (an IPv4 address, an IPv6 /64) as a keyed hash (ADR 0067): what the
     * limit on unpaid orders per address counts, without keeping the address itself. Null for orders
     * from before the limit and for orders not placed by the checkout.
     */
    buyerNetworkKey: text('buyer_network_key'),
    /** True once the order's reserved stock went back (cancel); makes the release happen once. */
    stockReleased: boolean('stock_released').notNull().default(false),
    /**
     * "code name e-mail" folded as foldForSearch folds (Turkish case, ı = i, no accents): set by a
     * trigger on every write (migration 0014), searched by the admin list with a trigram index.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_code_key').on(t.orderCode),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    // The admin list's sort orders, each with the id as tiebreaker so that paging is stable (issue #15).
    // Ascending on purpose: scanned backwards they give ORDER BY … DESC, … DESC (NULLS FIRST, as the
    // query says); a DESC index would be built NULLS LAST and the planner could not use it.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_total_amount_idx').on(t.totalAmount, t.id),
    index('orders_customer_name_turkish_idx').on(turkishOrder(t.customerName), t.id),
    // The limits on unpaid orders per address and per e-mail (ADR 0067) count the buyer's recent orders.
    index('orders_buyer_network_created_idx')
      .on(t.buyerNetworkKey, t.createdAt)
      .where(sql`${t.buyerNetworkKey} is not null`),
    index('orders_buyer_email_created_idx').on(sql`lower(${t.customerEmail})`, t.createdAt),
    index('orders_unpaid_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.paymentStatus} = 'pending' and ${t.orderStatus} <> 'canceled'`),
    check('orders_amounts_not_negative', sql`${t.totalAmount} >= 0 and ${t.discountAmount} >= 0`),
  ],
);

/** A cart line as ordered: name and price are copied so a deleted product stays readable. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    imageUrl: text('image_url'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);
