import type { Database } from '../../src/server/db/client.ts';
import { bankAccounts, orderItems, orders, products } from '../../src/server/db/schema/index.ts';
import { reserveOrderStock } from '../../src/server/modules/stock/stock-service.ts';
import type { OrderStatus, PaymentStatus } from '../../src/shared/shop.ts';

// Rows the shop's admin tests need, written straight to the database (the visitors' checkout is
// another module). Codes and IBANs are unique per call.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`.toUpperCase();

/** A valid Turkish IBAN: TR, mod-97 check digits, bank code 00061, reserve digit 0 and 16 random digits. */
export function makeTurkishIban(): string {
  const bban = `000610${Array.from({ length: 16 }, () => Math.floor(Math.random() * 10)).join('')}`;
  // ISO 13616: the BBAN, then T=29 R=27 and check digits 00; the check is 98 − that number mod 97.
  let remainder = 0;
  for (const digit of `${bban}292700`) remainder = (remainder * 10 + Number(digit)) % 97;
  return `TR${String(98 - remainder).padStart(2, '0')}${bban}`;
}

export async function insertProduct(
  db: Database,
  values: Partial<typeof products.$inferInsert> = {},
): Promise<typeof products.$inferSelect> {
  const [product] = await db
    .insert(products)
    .values({ name: 'Test ürünü', code: `T-${unique()}`, salePrice: 100, purchasePrice: 60, ...values })
    .returning();
  if (!product) throw new Error('no product');
  return product;
}

export async function insertBankAccount(db: Database, values: Partial<typeof bankAccounts.$inferInsert> = {}) {
  const [account] = await db
    .insert(bankAccounts)
    .values({ bankName: 'Test Bankası', accountHolder: 'Denge Diyet', iban: makeTurkishIban(), ...values })
    .returning();
  if (!account) throw new Error('no bank account');
  return account;
}

export type OrderLine = { productId: string; quantity: number; unitPrice: number; name?: string };

/** An order as the checkout writes it: the row, its lines, and the stock taken through reserveOrderStock. */
export async function insertOrder(
  db: Database,
  params: {
    bankAccountId: string;
    lines: OrderLine[];
    customerName?: string;
    customerEmail?: string;
    customerPhone?: string;
    orderStatus?: OrderStatus;
    paymentStatus?: PaymentStatus;
    createdAt?: Date;
  },
) {
  return db.transaction(async (tx) => {
    const subtotal = params.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const now = params.createdAt ?? new Date();
    const [order] = await tx
      .insert(orders)
      .values({
        orderCode: `ORD${unique()}`,
        idempotencyKey: crypto.randomUUID(),
        customerName: params.customerName ?? 'Ayşe Yılmaz',
        customerTc: '10000000146',
        customerPhone: params.customerPhone ?? '5551234567',
        customerEmail: params.customerEmail ?? 'ayse@example.com',
        customerAddress: 'Moda Cad. 1, Kadıköy, İstanbul',
        subtotalAmount: subtotal,
        totalAmount: subtotal,
        bankAccountId: params.bankAccountId,
        orderStatus: params.orderStatus ?? 'new',
        paymentStatus: params.paymentStatus ?? 'pending',
        paymentDueAt: new Date(now.getTime() + 86_400_000),
        contractsAcceptedAt: now,
        createdAt: now,
      })
      .returning();
    if (!order) throw new Error('no order');
    await tx.insert(orderItems).values(
      params.lines.map((line) => ({
        orderId: order.id,
        productId: line.productId,
        name: line.name ?? 'Test ürünü',
        unitPrice: line.unitPrice,
        quantity: line.quantity,
      })),
    );
    await reserveOrderStock(tx, order.id, params.lines);
    return order;
  });
}

/** A visitor's order for one product, as checkout's last step sends it: a valid buyer, the first bank account. */
export async function orderRequest(
  db: Database,
  params: { productId: string; quantity: number; expectedTotal: number },
): Promise<Record<string, unknown>> {
  const [account] = await db.select({ id: bankAccounts.id }).from(bankAccounts).orderBy(bankAccounts.bankName).limit(1);
  if (!account) throw new Error('no bank account');
  return {
    idempotencyKey: `order-${unique()}-abcdef`,
    lines: [{ productId: params.productId, quantity: params.quantity }],
    customer: {
      name: 'Ayşe Yılmaz',
      tc: '10000000146',
      phone: '0532 123 45 67',
      email: 'ayse.yilmaz@ornek.com',
      address: 'Bağdat Cad. No: 12 D: 4, Kadıköy / İstanbul',
      postalCode: '34710',
    },
    bankAccountId: account.id,
    contractsAccepted: true,
    expectedTotal: params.expectedTotal,
  };
}
