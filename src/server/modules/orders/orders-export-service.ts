import { orderStatusLabels, paymentStatusLabels } from '../../../shared/shop.ts';
import type { OrderFilter } from '../../../shared/schemas/orders.ts';
import { formatTurkishDateTime } from '../../../shared/format.ts';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { orderFilterWhere, orderListColumns, orderSort } from './orders-service.ts';

// The orders as a CSV file that Excel opens correctly on a Turkish Windows: a UTF-8 byte-order mark
// (or Excel reads ş and ğ as ANSI), ';' between fields (Turkish Excel's list separator, since ',' is
// the decimal mark), amounts with a decimal comma and no grouping so Excel reads them as numbers.

export const EXPORT_MAX_ROWS = 100_000;
const BOM = '\uFEFF';
const header = ['Sipariş Kodu', 'Müşteri', 'E-posta', 'Tutar (TL)', 'Sipariş Durumu', 'Ödeme Durumu', 'Tarih'];

/** A field quoted when it holds the separator, a quote or a line break; formula starts are defused. */
export function csvField(value: string): string {
  // A cell starting with = + - @ is a formula in Excel (CSV injection); a leading apostrophe keeps it text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** 1250.5 → "1250,50": what Turkish Excel parses as a number. */
export const csvAmount = (value: number) => value.toFixed(2).replace('.', ',');

/**
 * Up to EXPORT_MAX_ROWS orders, read in a read-only transaction of its own: on PostgreSQL that is a
 * connection of the transactions' pool, so the other reads of the process, which share one pipelined
 * connection, do not wait behind a long export (ADR 0040).
 */
export async function exportOrdersCsv(db: Database, filter: OrderFilter): Promise<string> {
  const rows = await db.transaction(
    (tx) =>
      tx
        .select(orderListColumns)
        .from(orders)
        .where(orderFilterWhere(filter))
        .orderBy(...orderSort(filter))
        .limit(EXPORT_MAX_ROWS),
    { accessMode: 'read only' },
  );
  const lines = [header.join(';')];
  for (const row of rows) {
    lines.push(
      [
        csvField(row.orderCode),
        csvField(row.customerName),
        csvField(row.customerEmail),
        csvAmount(row.totalAmount),
        orderStatusLabels[row.orderStatus],
        paymentStatusLabels[row.paymentStatus],
        formatTurkishDateTime(row.createdAt),
      ].join(';'),
    );
  }
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
