import { desc, eq } from 'drizzle-orm';
import { toBusinessDay } from '../../../shared/dates.ts';
import { couponStateOf } from '../../../shared/shop-constants.ts';
import type { AdminCoupon, SaveCoupon } from '../../../shared/schemas/products-coupons.ts';
import type { Database } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';
import { setRowActive } from '../../db/list-rows.ts';
import { lockAtVersion } from '../../db/record-versions.ts';
import { conflict, isUniqueViolation, notFound } from '../../errors.ts';

// Coupon management from the products area. Validity is given in business days (Europe/Istanbul,
// UTC+3 all year since 2016): a coupon is valid from the start of its first day to the end of its last.

export const couponsErrorMessages = {
  notFound: 'Kupon bulunamadı.',
  codeTaken: 'Bu kupon kodu zaten kullanılıyor.',
} as const;

const ISTANBUL_OFFSET = '+03:00';
const startOfDay = (day: string | null) => (day ? new Date(`${day}T00:00:00.000${ISTANBUL_OFFSET}`) : null);
const endOfDay = (day: string | null) => (day ? new Date(`${day}T23:59:59.999${ISTANBUL_OFFSET}`) : null);

type CouponRow = typeof coupons.$inferSelect;

const toAdminCoupon = (row: CouponRow): AdminCoupon => ({
  id: row.id,
  code: row.code,
  percent: row.percent,
  isActive: row.isActive,
  validFrom: row.validFrom ? toBusinessDay(row.validFrom) : null,
  validUntil: row.validUntil ? toBusinessDay(row.validUntil) : null,
  usageLimit: row.usageLimit,
  usedCount: row.usedCount,
  state: couponStateOf(row, new Date()),
  createdAt: row.createdAt.toISOString(),
  version: row.version,
});

const couponFields = (input: SaveCoupon) => ({
  code: input.code,
  percent: input.percent,
  isActive: input.isActive,
  validFrom: startOfDay(input.validFrom),
  validUntil: endOfDay(input.validUntil),
  usageLimit: input.usageLimit,
});

const rethrowCodeTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw conflict(couponsErrorMessages.codeTaken, 'coupon_code_taken');
  throw error;
};

export async function listCoupons(db: Database): Promise<AdminCoupon[]> {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map(toAdminCoupon);
}

export async function createCoupon(db: Database, input: SaveCoupon): Promise<AdminCoupon> {
  const [row] = await db.insert(coupons).values(couponFields(input)).returning().catch(rethrowCodeTaken);
  if (!row) throw new Error('coupon insert returned no row');
  return toAdminCoupon(row);
}

/**
 * A limit below the uses so far is refused by the table's check (coupons_usage_within_limit); say so
 * in Turkish instead of a 500.
 */
/** Saves the edit form if the coupon is still at the version it read (409 stale_version otherwise). */
export async function updateCoupon(
  db: Database,
  params: { id: string; version: number; input: SaveCoupon },
): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const current = await lockAtVersion(
      tx,
      coupons,
      { id: params.id, version: params.version },
      couponsErrorMessages.notFound,
    );
    const { usageLimit } = params.input;
    if (usageLimit !== null && usageLimit < current.usedCount) {
      throw conflict(`Bu kupon ${current.usedCount} kez kullanıldı; kullanım limiti bundan az olamaz.`);
    }
    const [row] = await tx
      .update(coupons)
      .set({ ...couponFields(params.input), updatedAt: new Date() })
      .where(eq(coupons.id, params.id))
      .returning()
      .catch(rethrowCodeTaken);
    if (!row) throw notFound(couponsErrorMessages.notFound);
    return toAdminCoupon(row);
  });
}

export async function setCouponActive(db: Database, params: { id: string; isActive: boolean }): Promise<AdminCoupon> {
  const row = await setRowActive(db, coupons, params, couponsErrorMessages.notFound, { updatedAt: new Date() });
  return toAdminCoupon(row);
}

/** Orders that used it keep their own copy of the code and percent (coupon_id becomes null). */
export async function deleteCoupon(db: Database, params: { id: string }): Promise<void> {
  const [row] = await db.delete(coupons).where(eq(coupons.id, params.id)).returning({ id: coupons.id });
  if (!row) throw notFound(couponsErrorMessages.notFound);
}
