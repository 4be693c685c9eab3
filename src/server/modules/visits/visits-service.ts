import { createHash, randomBytes } from 'node:crypto';
import { count, gte, lt, sql } from 'drizzle-orm';
import { todayInIstanbul } from '../../../shared/dates.ts';
import { findRouteAudience } from '../../../shared/routes.ts';
import type { VisitorStatistics } from '../../../shared/schemas/visits.ts';
import type { Database } from '../../db/client.ts';
import { visitSalts, visitorDays } from '../../db/schema/index.ts';
import { toClientNetwork } from '../../http/client-ip.ts';

// The cookie-less visitor counter (ADR 0015): no cookie, no third-party script, no personal data
// kept. A visitor is sha256(daily random salt, source network); the salt lives only for its day, so
// yesterday's hashes can no longer be linked to anyone, not even by us. The user agent is not part of
// the visitor (ADR 0063): anyone can send a new one with every request, and counting it let one
// address rotating it report 300 visitors with 300 beacons.

export const ONLINE_WINDOW_MINUTES = 5;
/**
 * Page views counted per visitor (source network) and day. Past it a beacon is answered as usual
 * but changes nothing (ADR 0063): a flood can neither inflate the numbers nor add row versions.
 * A person reads a few dozen pages a day; 200 leaves room for an office or a family behind one address.
 */
export const MAX_COUNTED_VIEWS_PER_VISITOR_DAY = 200;
const CHART_DAYS = 30;

/** Crawlers, link previews, monitors, scripts and headless browsers are not visitors. */
const botPattern =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|phantom|selenium|puppeteer|playwright|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|^node$|monitor|uptime|pingdom|scanner|httpclient/i;

export const isBotUserAgent = (userAgent: string) => userAgent.trim() === '' || botPattern.test(userAgent);

/** Per database (tests run several apps in one process): today's salt, so a view costs one upsert. */
const cachedSalts = new WeakMap<Database, { day: string; salt: string }>();

/** Today's salt, shared by every process through the database; older salts are deleted. */
async function readDailySalt(db: Database, day: string): Promise<string> {
  const cached = cachedSalts.get(db);
  if (cached?.day === day) return cached.salt;
  await db
    .insert(visitSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ salt: visitSalts.salt }).from(visitSalts).where(sql`${visitSalts.day} = ${day}`);
  await db.delete(visitSalts).where(lt(visitSalts.day, day));
  cachedSalts.set(db, { day, salt: row!.salt });
  return row!.salt;
}

/** Counts one page view of a public page; bots and non-public paths are ignored. */
export async function recordVisit(
  db: Database,
  params: { ip: string; userAgent: string; path: string },
): Promise<{ isCounted: boolean }> {
  if (isBotUserAgent(params.userAgent) || findRouteAudience(params.path.split('?')[0]!) !== 'public')
    return { isCounted: false };
  const day = todayInIstanbul();
  const salt = await readDailySalt(db, day);
  const visitorHash = createHash('sha256')
    .update(`${salt}\n${toClientNetwork(params.ip)}`)
    .digest('base64url');
  const counted = await db
    .insert(visitorDays)
    .values({ day, visitorHash })
    .onConflictDoUpdate({
      target: [visitorDays.day, visitorDays.visitorHash],
      set: { views: sql`${visitorDays.views} + 1`, lastSeenAt: sql`now()` },
      setWhere: lt(visitorDays.views, MAX_COUNTED_VIEWS_PER_VISITOR_DAY),
    })
    .returning({ views: visitorDays.views });
  return { isCounted: counted.length > 0 };
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function readVisitorStatistics(db: Database): Promise<VisitorStatistics> {
  const today = todayInIstanbul();
  const monthStart = `${today.slice(0, 8)}01`;
  const chartStart = addDays(today, -(CHART_DAYS - 1));
  const onlineSince = new Date(Date.now() - ONLINE_WINDOW_MINUTES * 60_000);
  const [[totals], perDay] = await Promise.all([
    db
      .select({
        onlineNow: count(
          sql`case when ${visitorDays.lastSeenAt} > ${onlineSince.toISOString()}::timestamptz then 1 end`,
        ),
        today: count(sql`case when ${visitorDays.day} = ${today} then 1 end`),
        thisMonth: count(sql`case when ${visitorDays.day} >= ${monthStart} then 1 end`),
        total: count(),
      })
      .from(visitorDays),
    db
      .select({ day: visitorDays.day, visitors: count() })
      .from(visitorDays)
      .where(gte(visitorDays.day, chartStart))
      .groupBy(visitorDays.day),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, row.visitors]));
  const last30Days = Array.from({ length: CHART_DAYS }, (_, index) => {
    const day = addDays(chartStart, index);
    return { day, visitors: byDay.get(day) ?? 0 };
  });
  return {
    onlineNow: totals?.onlineNow ?? 0,
    today: totals?.today ?? 0,
    thisMonth: totals?.thisMonth ?? 0,
    total: totals?.total ?? 0,
    last30Days,
  };
}
