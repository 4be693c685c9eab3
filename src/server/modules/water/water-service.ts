import { sql } from 'drizzle-orm';
import { DAILY_WATER_GOAL_GLASSES } from '../../../shared/constants.ts';
import { addDays, todayInIstanbul } from '../../../shared/dates.ts';
import type { WaterToday } from '../../../shared/schemas/home.ts';
import { type AddWaterGlassInput, waterGlassTooOldMessage } from '../../../shared/schemas/water.ts';
import type { Database } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { waterGlassReceipts, waterIntake } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';

/**
 * Adds one glass to a day's water (today in Europe/Istanbul unless the phone says yesterday). A glass
 * with the phone's own id (one kept offline, issue #41) is recorded first: the same id again finds its
 * receipt and adds nothing, and answers the day's count as it is now.
 */
export async function addWaterGlass(
  db: Database,
  params: AddWaterGlassInput & { clientId: string },
): Promise<WaterToday> {
  const date = params.date ?? todayInIstanbul();
  if (date < addDays(todayInIstanbul(), -1)) throw badRequest(waterGlassTooOldMessage);
  const { clientGlassId } = params;
  if (!clientGlassId) return raiseWater(db, params.clientId, date);
  return db.transaction(async (tx) => {
    // A second request with this id waits here for the first one's commit, then finds its receipt.
    const [receipt] = await tx
      .insert(waterGlassReceipts)
      .values({ clientId: params.clientId, clientGlassId, date })
      .onConflictDoNothing()
      .returning({ date: waterGlassReceipts.date });
    if (receipt) return raiseWater(tx, params.clientId, date);
    return readWaterDayOfGlass(tx, params.clientId, clientGlassId);
  });
}

/**
 * One atomic statement: the row is created on the first glass and raised in place afterwards, so two
 * quick taps (or two devices) always add two.
 */
async function raiseWater(db: Database, clientId: string, date: string): Promise<WaterToday> {
  const rows = await executeRows<{ glasses: number }>(
    db,
    sql`insert into ${waterIntake} (client_id, date, glasses, last_glass_at)
        values (${clientId}, ${date}, 1, now())
        on conflict (client_id, date) do update set glasses = ${waterIntake}.glasses + 1, last_glass_at = now()
        returning glasses`,
  );
  return { date, glasses: Number(rows[0]?.glasses ?? 0), goal: DAILY_WATER_GOAL_GLASSES };
}

/** The count of the day a glass already received was added to (its first request's day). */
async function readWaterDayOfGlass(db: Database, clientId: string, clientGlassId: string): Promise<WaterToday> {
  const rows = await executeRows<{ date: string; glasses: number | null }>(
    db,
    sql`select r.date::text as date, w.glasses
        from ${waterGlassReceipts} r
        left join ${waterIntake} w on w.client_id = r.client_id and w.date = r.date
        where r.client_id = ${clientId} and r.client_glass_id = ${clientGlassId}`,
  );
  const row = rows[0]!;
  return { date: row.date, glasses: Number(row.glasses ?? 0), goal: DAILY_WATER_GOAL_GLASSES };
}
