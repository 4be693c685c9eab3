import { sql } from 'drizzle-orm';
import { isCriticalStock } from '../../../shared/schemas/products.ts';
import type { StockReport } from '../../../shared/schemas/stock.ts';
import type { Database } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { countUnpaidHolds, readShopOrderRules, readUnpaidHolds } from './unpaid-holds-service.ts';

// The stock screen's report (spec 2 §7), computed by PostgreSQL in one query instead of loading every
// movement into the browser as the old system did:
//   purchases = Σ quantity × price over 'in' movements,
//   sales     = Σ quantity × price over 'out' movements,
//   profit    = Σ quantity × (price − the product's current purchase price) over 'out' movements.
// An order's reservation is an 'out' (a sale); when the order is cancelled its 'order_release' movement
// puts the stock back, and the report counts it as a returned sale (subtracted from sales and profit),
// never as a purchase. Sums are exact numeric in SQL; totals are window sums over all products. Beside
// them, what unpaid orders hold of each product and the shop's order rules (ADR 0067).

type ReportRow = {
  id: string;
  name: string;
  code: string;
  category: string;
  sale_price: string;
  purchase_price: string;
  min_stock_level: number;
  stock_quantity: number;
  is_active: boolean;
  total_purchases: string;
  total_sales: string;
  total_profit: string;
  all_purchases: string;
  all_sales: string;
  all_profit: string;
};

export async function getStockReport(db: Database): Promise<StockReport> {
  const holds = await readUnpaidHolds(db);
  const unpaidHolds = await countUnpaidHolds(db);
  const orderRules = await readShopOrderRules(db);
  const rows = await executeRows<ReportRow>(
    db,
    sql`
    with per_product as (
      select
        m.product_id,
        coalesce(sum(m.quantity * m.price) filter (where m.type = 'in' and m.reason <> 'order_release'), 0)
          as total_purchases,
        coalesce(sum(m.quantity * m.price) filter (where m.type = 'out'), 0)
          - coalesce(sum(m.quantity * m.price) filter (where m.reason = 'order_release'), 0)
          as total_sales,
        coalesce(sum(m.quantity * (m.price - p.purchase_price)) filter (where m.type = 'out'), 0)
          - coalesce(sum(m.quantity * (m.price - p.purchase_price)) filter (where m.reason = 'order_release'), 0)
          as total_profit
      from stock_movements m
      join products p on p.id = m.product_id
      group by m.product_id
    )
    select
      p.id, p.name, p.code, p.category,
      p.sale_price::text as sale_price, p.purchase_price::text as purchase_price,
      p.min_stock_level, p.stock_quantity, p.is_active,
      coalesce(t.total_purchases, 0)::text as total_purchases,
      coalesce(t.total_sales, 0)::text as total_sales,
      coalesce(t.total_profit, 0)::text as total_profit,
      coalesce(sum(t.total_purchases) over (), 0)::text as all_purchases,
      coalesce(sum(t.total_sales) over (), 0)::text as all_sales,
      coalesce(sum(t.total_profit) over (), 0)::text as all_profit
    from products p
    left join per_product t on t.product_id = p.id
    order by denge_turkish_sort_key(p.name) collate "C", p.id
  `,
  );
  const first = rows[0];
  return {
    unpaidHolds,
    orderRules,
    totals: {
      totalProfit: Number(first?.all_profit ?? 0),
      totalSales: Number(first?.all_sales ?? 0),
      totalPurchases: Number(first?.all_purchases ?? 0),
    },
    products: rows.map((row) => ({
      id: row.id,
      name: row.name,
      code: row.code,
      category: row.category,
      salePrice: Number(row.sale_price),
      purchasePrice: Number(row.purchase_price),
      minStockLevel: row.min_stock_level,
      stockQuantity: row.stock_quantity,
      isActive: row.is_active,
      isCritical: isCriticalStock(row.stock_quantity, row.min_stock_level),
      totalPurchases: Number(row.total_purchases),
      totalSales: Number(row.total_sales),
      totalProfit: Number(row.total_profit),
      heldUnits: holds.get(row.id) ?? 0,
    })),
  };
}
