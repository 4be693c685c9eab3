import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { executeRows } from '../db/execute-rows.ts';
import { rateLimitBuckets } from '../db/schema/index.ts';

export type RateLimitRule = { limit: number; windowSeconds: number };

export type RateLimitResult = { isAllowed: boolean; retryAfterSeconds: number; count: number };

/**
 * Counts one hit on `key` in a fixed window with a single atomic upsert, so concurrent requests on
 * several processes never under-count.
 */
export async function hitRateLimit(db: Database, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const window = `${rule.windowSeconds} seconds`;
  const rows = await executeRows<{ count: number; retry_after: number }>(
    db,
    sql`
    insert into ${rateLimitBuckets} (key, count, reset_at)
    values (${key}, 1, now() + ${window}::interval)
    on conflict (key) do update set
      count = case when ${rateLimitBuckets.resetAt} <= now() then 1 else ${rateLimitBuckets.count} + 1 end,
      reset_at = case when ${rateLimitBuckets.resetAt} <= now() then excluded.reset_at else ${rateLimitBuckets.resetAt} end
    returning count, ceil(extract(epoch from (reset_at - now())))::int as retry_after`,
  );
  const row = rows[0];
  const count = Number(row?.count ?? 1);
  return { isAllowed: count <= rule.limit, retryAfterSeconds: Math.max(1, Number(row?.retry_after ?? 1)), count };
}

/** Takes back one hit of the current window (an attempt that turned out not to count, e.g. a right password). */
export async function returnRateLimitHit(db: Database, key: string): Promise<void> {
  await db.execute(
    sql`update ${rateLimitBuckets} set count = greatest(${rateLimitBuckets.count} - 1, 0)
    where key = ${key} and ${rateLimitBuckets.resetAt} > now()`,
  );
}

export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from ${rateLimitBuckets} where key = ${key}`);
}

/**
 * Takes a short exclusive lease on `key` (e.g. one account's password change), shared by every
 * process through the same table: true when this caller holds it, false when another request holds
 * an unexpired one. A lease left behind by a crashed process expires after `seconds`.
 */
export async function acquireLease(db: Database, key: string, seconds: number): Promise<boolean> {
  const rows = await executeRows<{ key: string }>(
    db,
    sql`
    insert into ${rateLimitBuckets} (key, count, reset_at)
    values (${key}, 1, now() + ${`${seconds} seconds`}::interval)
    on conflict (key) do update set count = 1, reset_at = excluded.reset_at
      where ${rateLimitBuckets.resetAt} <= now()
    returning key`,
  );
  return rows.length > 0;
}

export async function releaseLease(db: Database, key: string): Promise<void> {
  await clearRateLimit(db, key);
}
