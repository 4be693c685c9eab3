import { and, asc, desc, eq, gte, lte, type SQLWrapper, sql } from 'drizzle-orm';
import { DAILY_WATER_GOAL_GLASSES } from '../../../shared/constants.ts';
import { todayInIstanbul } from '../../../shared/dates.ts';
import type { ClientHomeResponse, HealthStatistics, HomeGoal, HomeMeasurement } from '../../../shared/schemas/home.ts';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { clientGoals, clientMeasurements, clients, goals, waterIntake } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { clientGoalColumns } from '../goals/goals-service.ts';
import { measurementValueColumns } from '../measurements/measurements-service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A JSON object built by PostgreSQL from a column set: the keys are the set's own (code, not input). */
const jsonObjectOf = (columns: Record<string, SQLWrapper>) =>
  sql`json_build_object(${sql.join(
    Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  )})`;

/** A timestamptz as `Date.toISOString()` writes it (UTC, milliseconds, Z), so the DTO is unchanged. */
const isoTimestamp = (column: SQLWrapper) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The first or the newest measurement of the client, as one JSON object (null without measurements).
 * The row is chosen in a derived table first: with the JSON in the same select, PostgreSQL builds it
 * for every measurement of the client before the sort keeps one (the home's statement ran at 5,200
 * executions a second instead of 9,100 on the demo client's eleven). The derived table takes the
 * table's name, so the column set's qualified names read from it.
 */
const measurementAt = (end: 'first' | 'latest') => {
  const order = end === 'first' ? asc : desc;
  return sql<HomeMeasurement | null>`(select ${jsonObjectOf(measurementValueColumns)}
    from (select * from ${clientMeasurements} where ${eq(clientMeasurements.clientId, clients.id)}
      order by ${order(clientMeasurements.measurementDate)}, ${order(clientMeasurements.createdAt)} limit 1)
      as ${clientMeasurements})`;
};

// The whole home in one statement, one round trip (issue #17; the reads of ADR 0007 were seven queries
// in two rounds): the client's row carries every block, each read on its own index. The blocks are
// tied to the client's row (clients.id), not each given the id again: the id is one parameter instead
// of seven, so the statement's Bind message is about a hundred bytes, not five hundred, and postgres.js
// sends several of them in one write under load (it flushes at 1 KB). The week's water is one range
// read for both of its figures. PostgreSQL builds the nested rows as JSON, so no row is repeated for
// the goals. A client id that is not a client gives no row.
const selectClientHome = preparedPerDatabase((db) => {
  const today = sql.placeholder('today');
  const weekStart = sql.placeholder('weekStart');
  // Monday to today: today's glasses and the days the goal was reached, from one read of at most 7 rows
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
      glassesToday: weekWater.glassesToday,
      waterGoalDays: weekWater.waterGoalDays,
      measurementCount: sql<number>`(select count(*)::int from ${clientMeasurements}
        where ${eq(clientMeasurements.clientId, clients.id)})`,
      firstMeasurement: measurementAt('first'),
      latestMeasurement: measurementAt('latest'),
      // newest first (spec 1: client_goals by created_at descending), with the joined goal's texts
      goals: sql<HomeGoal[]>`(select coalesce(json_agg(${jsonObjectOf({
        ...clientGoalColumns,
        createdAt: isoTimestamp(clientGoals.createdAt),
      })} order by ${desc(clientGoals.createdAt)}, ${desc(clientGoals.id)}), '[]'::json)
        from ${clientGoals} inner join ${goals} on ${eq(goals.id, clientGoals.goalId)}
        where ${eq(clientGoals.clientId, clients.id)})`,
    })
    .from(clients)
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

  return {
    client: { name: row.name, startDate: row.startDate },
    water: { date: today, glasses: row.glassesToday, goal: DAILY_WATER_GOAL_GLASSES },
    latestMeasurement: latest,
    goals: goalRows,
    statistics,
  };
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
