import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { DAILY_WATER_GOAL_GLASSES } from '../../../shared/constants.ts';
import { todayInIstanbul } from '../../../shared/dates.ts';
import type { ClientHomeResponse, HealthStatistics, HomeGoal, WeightTrend } from '../../../shared/schemas/home.ts';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { clientHomeSummaries, clientMeasurements, clients, waterIntake } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// The whole home in one statement, one round trip (issue #17; the reads of ADR 0007 were seven queries
// in two rounds). The measurements' and the goals' blocks come ready as JSON from the client's summary
// row, which PostgreSQL keeps in every writing transaction (ADR 0041); building them here was three
// quarters of the statement's cost. Only the week's water is read live, since "today" moves: one range
// read of at most 7 rows for both of its figures, tied to the client's row (clients.id), so the id is
// one parameter. A client id that is not a client gives no row; a client without a summary row has no
// measurements and no goals.
const selectClientHome = preparedPerDatabase((db) => {
  const today = sql.placeholder('today');
  const weekStart = sql.placeholder('weekStart');
  const weekWater = db
    .select({
      glassesToday:
        sql<number>`coalesce(max(${waterIntake.glasses}) filter (where ${eq(waterIntake.date, today)}), 0)`.as(
          'glasses_today',
        ),
      waterGoalDays:
        sql<number>`(count(*) filter (where ${gte(waterIntake.glasses, DAILY_WATER_GOAL_GLASSES)}))::int`.as(
          'water_goal_days',
        ),
    })
    .from(waterIntake)
    .where(and(eq(waterIntake.clientId, clients.id), gte(waterIntake.date, weekStart), lte(waterIntake.date, today)))
    .as('week_water');
  return db
    .select({
      name: clients.name,
      startDate: clients.startDate,
      hideNumbers: clients.hideNumbers,
      glassesToday: weekWater.glassesToday,
      waterGoalDays: weekWater.waterGoalDays,
      measurementCount: sql<number>`coalesce(${clientHomeSummaries.measurementCount}, 0)`,
      firstMeasurement: clientHomeSummaries.firstMeasurement,
      latestMeasurement: clientHomeSummaries.latestMeasurement,
      goals: sql<HomeGoal[]>`coalesce(${clientHomeSummaries.goals}, '[]'::json)`,
    })
    .from(clients)
    .leftJoin(clientHomeSummaries, eq(clientHomeSummaries.clientId, clients.id))
    .crossJoinLateral(weekWater)
    .where(eq(clients.id, sql.placeholder('clientId')))
    .prepare('client_home');
});

/**
 * Everything the client home shows, in one answer (ARCHITECTURE.md: one request per screen): the
 * client's name, today's water, the newest measurement, the goals and the health statistics
 * (docs/decisions/0007-client-home-health-statistics.md). Every read is filtered by the session's
 * client id.
 */
export async function getClientHome(db: Database, params: { clientId: string }): Promise<ClientHomeResponse> {
  const today = todayInIstanbul();
  const weekStart = weekStartOf(today);
  const [row] = await selectClientHome(db).execute({ clientId: params.clientId, today, weekStart });
  if (!row) throw notFound('Danışan kaydı bulunamadı.');
  const { firstMeasurement: first, latestMeasurement: latest, measurementCount, goals: goalRows } = row;

  const statistics: HealthStatistics = {
    measurementCount,
    firstMeasurementDate: first?.measurementDate ?? null,
    latestMeasurementDate: latest?.measurementDate ?? null,
    changes:
      first && latest && measurementCount >= 2
        ? {
            weight: compare(first.weight, latest.weight),
            fatRatio: compare(first.fatRatio, latest.fatRatio),
            muscleRatio: compare(first.muscleRatio, latest.muscleRatio),
            waist: compare(first.waist, latest.waist),
          }
        : null,
    waterGoalDaysThisWeek: row.waterGoalDays,
    daysElapsedThisWeek: daysBetween(weekStart, today) + 1,
    goalsCompleted: goalRows.filter((goal) => goal.completed).length,
    goalsTotal: goalRows.length,
    daysSinceStart: Math.max(0, daysBetween(row.startDate, today)),
  };

  const common = {
    client: { name: row.name, startDate: row.startDate },
    water: { date: today, glasses: row.glassesToday, goal: DAILY_WATER_GOAL_GLASSES },
    goals: goalRows,
  };
  // A hide-numbers client's statistics keep the counts and days only (changes null).
  if (row.hideNumbers) {
    // Hide-numbers mode (ADR 0090): words and a direction instead of the measurement and its changes.
    return {
      ...common,
      statistics: { ...statistics, changes: null },
      numbersHidden: true,
      latestMeasurement: null,
      progress: {
        measurementCount,
        latestMeasurementDate: statistics.latestMeasurementDate,
        weightTrend: measurementCount >= 2 ? await readWeightTrend(db, params) : null,
      },
    };
  }
  return { ...common, statistics, numbersHidden: false, latestMeasurement: latest, progress: null };
}

/**
 * Which way the weight went from the measurement before the newest one to the newest (the same order
 * as the measurements screen: by day, then by entry), computed here so that no weight leaves the server.
 * A change under 0.1 kg is 'same', as the screens round weights to one decimal.
 */
async function readWeightTrend(db: Database, params: { clientId: string }): Promise<WeightTrend | null> {
  const rows = await db
    .select({ weight: clientMeasurements.weight })
    .from(clientMeasurements)
    .where(eq(clientMeasurements.clientId, params.clientId))
    .orderBy(desc(clientMeasurements.measurementDate), desc(clientMeasurements.createdAt))
    .limit(2);
  const [latest, previous] = rows;
  if (!latest || !previous) return null;
  const change = round1(latest.weight - previous.weight);
  return change < 0 ? 'down' : change > 0 ? 'up' : 'same';
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const compare = (first: number, latest: number) => ({ first, latest, change: round1(latest - first) });

const dayNumber = (isoDay: string) => Math.round(Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS);
const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** Monday of the week of an Istanbul calendar day (YYYY-MM-DD). */
export function weekStartOf(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
}
