import { queryInteger } from '../fields/number-field.ts';
import { textField } from '../fields/text-field.ts';
import type { Page } from '../paging.ts';
import { type OrderStatus, orderStatuses, type PaymentStatus, paymentStatuses } from '../shop.ts';
import { z } from '../zod-turkish.ts';

// The admin's orders (spec 3 §2.10 Orders, §4, §7, §8): filters by status, search by code, name or
// e-mail, sortable columns (newest first by default), server-side paging, a detail and two status
// selectors. The CSV export takes the same filters.

export const ORDERS_PAGE_SIZE = 20;
export const orderSortColumns = ['order_code', 'customer_name', 'total_amount', 'created_at'] as const;
export const sortDirections = ['asc', 'desc'] as const;

export const ordersValidationMessages = {
  orderStatus: 'Geçerli bir sipariş durumu seçin.',
  paymentStatus: 'Geçerli bir ödeme durumu seçin.',
  sort: 'Geçersiz sıralama alanı.',
  direction: 'Geçersiz sıralama yönü.',
  search: 'Arama metni en fazla 100 karakter olabilir.',
  page: 'Sayfa numarası en az 1 olmalıdır.',
} as const;

/** An empty select ('Tümü') sends '' — the same as no filter. */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.literal(''), z.enum(values, { error: message })], { error: message })
    .optional()
    .transform((value) => (value ? (value as T[number]) : null));

export const orderFilterSchema = z.object({
  orderStatus: optionalEnum(orderStatuses, ordersValidationMessages.orderStatus),
  paymentStatus: optionalEnum(paymentStatuses, ordersValidationMessages.paymentStatus),
  search: textField().trim().max(100, ordersValidationMessages.search).default(''),
  sort: z.enum(orderSortColumns, { error: ordersValidationMessages.sort }).default('created_at'),
  direction: z.enum(sortDirections, { error: ordersValidationMessages.direction }).default('desc'),
});
export type OrderFilter = z.output<typeof orderFilterSchema>;

export const orderListQuerySchema = orderFilterSchema.extend({
  page: queryInteger({ min: 1, max: 100_000, fallback: 1, message: ordersValidationMessages.page }),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export const setOrderStatusSchema = z.object({
  orderStatus: z.enum(orderStatuses, { error: ordersValidationMessages.orderStatus }),
});
export const setPaymentStatusSchema = z.object({
  paymentStatus: z.enum(paymentStatuses, { error: ordersValidationMessages.paymentStatus }),
});

export type AdminOrderListItem = {
  id: string;
  orderCode: string;
  customerName: string;
  customerEmail: string;
  totalAmount: number;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  createdAt: string;
};
export type AdminOrderPage = Page<AdminOrderListItem>;

export type AdminOrderItem = {
  id: string;
  productId: string | null;
  name: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  imageUrl: string | null;
};

export type AdminOrder = AdminOrderListItem & {
  customerTc: string;
  customerPhone: string;
  customerAddress: string;
  customerPostalCode: string | null;
  subtotalAmount: number;
  discountAmount: number;
  couponCode: string | null;
  couponPercent: number | null;
  paymentDueAt: string;
  paidAt: string | null;
  canceledAt: string | null;
  items: AdminOrderItem[];
  bankAccount: { id: string; bankName: string; accountHolder: string; iban: string; accountNumber: string | null };
};
