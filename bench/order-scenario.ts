import type autocannon from 'autocannon';
import type { Database } from '../src/server/db/client.ts';
import { products } from '../src/server/db/schema/index.ts';

// The write path a buyer takes (issue #38): POST /api/shop/orders, measured beside the reads. Every
// request is another buyer, at its own address (X-Forwarded-For, the bench app trusts it) with its
// own e-mail and idempotency key, ordering one unit of a product with a warehouse of stock: the cart
// repriced, the buyer's limits counted under their locks, the stock reserved, the share of the stock
// held checked, the order code drawn and the confirmation mail queued, in one transaction each.

export const ORDER_SCENARIO = 'place an order, one unit, each request another buyer (visitor)';

const BENCH_PRODUCT_ID = '0b0e5c1a-7d2f-4c3b-9a8e-5f6d7c8b9a01';
const BENCH_PRODUCT_PRICE = 100;

/** The product the orders buy: stock enough that no run empties it or reaches the share of ADR 0067. */
export async function addOrderBenchProduct(db: Database) {
  await db
    .insert(products)
    .values({
      id: BENCH_PRODUCT_ID,
      name: 'Yük Testi Ürünü',
      code: 'BENCH-ORDER',
      category: 'Test',
      salePrice: BENCH_PRODUCT_PRICE,
      stockQuantity: 100_000_000,
    })
    .onConflictDoNothing();
}

/** An address of its own for the n-th buyer: 10.x.y.z. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** The autocannon request of the scenario: a new buyer's checkout every time it is sent. */
export async function makeOrderRequests(baseUrl: string): Promise<autocannon.Request[]> {
  const accounts = (await (await fetch(`${baseUrl}/api/shop/bank-accounts`)).json()) as {
    bankAccounts: { id: string }[];
  };
  const bankAccountId = accounts.bankAccounts[0]?.id;
  if (!bankAccountId) throw new Error('the bench shop has no active bank account');
  const run = Date.now().toString(36);
  let buyer = 0;
  return [
    {
      method: 'POST',
      path: '/api/shop/orders',
      setupRequest: (request) => {
        buyer += 1;
        return {
          ...request,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            origin: baseUrl,
            'x-forwarded-for': addressOf(buyer),
          },
          body: JSON.stringify({
            idempotencyKey: `bench-${run}-${buyer}-order`,
            lines: [{ productId: BENCH_PRODUCT_ID, quantity: 1 }],
            customer: {
              name: 'Yük Testi Alıcısı',
              tc: '10000000146',
              phone: '0532 123 45 67',
              email: `alici.${run}.${buyer}@ornek.com`,
              address: 'Moda Cad. No: 3, Kadıköy / İstanbul',
            },
            bankAccountId,
            contractsAccepted: true,
            expectedTotal: BENCH_PRODUCT_PRICE,
          }),
        };
      },
    },
  ];
}
