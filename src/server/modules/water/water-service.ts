import { sql } from 'drizzle-orm';
import { DAILY_WATER_GOAL_GLASSES } from '../../../shared/constants.ts';
import { todayInIstanbul } from '../../../shared/dates.ts';
import type { WaterToday } from '../../../shared/schemas/home.ts';
import type { Database } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { waterIntake } from '../../db/schema/index.ts';

/**
 * Adds one glass to today's water (Europe/Istanbul) in one atomic statement: the row is created on
 * the first glass and raised in place afterwards, so two quick taps (or two devices) always add two.
 */
export async function addWaterGlass(db: Database, params: { clientId: string; date?: string }): Promise<WaterToday> {
  const date = params.date ?? todayInIstanbul();
  const rows = await executeRows<{ glasses: number }>(
    db,
    sql`insert into ${waterIntake} (client_id, date, glasses)
        values (${params.clientId}, ${date}, 1)
        on conflict (client_id, date) do update set glasses = ${waterIntake}.glasses + 1
        returning glasses`,
  );
  return { date, glasses: Number(rows[0]?.glasses ?? 0), goal: DAILY_WATER_GOAL_GLASSES };
}
