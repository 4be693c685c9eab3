import { and, asc, count, desc, eq, gte, lte } from 'drizzle-orm';
import { DAILY_WATER_GOAL_GLASSES } from '../../../shared/constants.ts';
import { todayInIstanbul } from '../../../shared/dates.ts';
import type { ClientHomeResponse, HealthStatistics, HomeGoal, HomeMeasurement } from '../../../shared/schemas/home.ts';
import type { Database } from '../../db/client.ts';
import { clientGoalColumns } from '../goals/goals-service.ts';
import { clientGoals, clientMeasurements, clients, goals, waterIntake } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { measurementValueColumns } from '../measurements/measurements-service.ts';
import { readWaterToday } from '../water/water-service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Everything the client home shows, in one answer (ARCHITECTURE.md: one request per screen): the
 * client's name, the calculator's food list, today's water, the newest measurement, the goals and
 * the health statistics (docs/decisions/0007-client-home-health-statistics.md). Every query is filtered
 * by the session's client id.
 */
export async function getClientHome(db: Database, params: { clientId: string }): Promise<ClientHomeResponse> {
  const { clientId } = params;
  const today = todayInIstanbul();
  const [client] = await db
    .select({ name: clients.name, startDate: clients.startDate })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  if (!client) throw notFound('Danışan kaydı bulunamadı.');

  const [water, measurementBounds, goalRows, waterGoalDays] = await Promise.all([
    readWaterToday(db, { clientId, date: today }),
    readMeasurementBounds(db, clientId),
    listOwnGoals(db, clientId),
    countWaterGoalDays(db, clientId, weekStartOf(today), today),
  ]);

  const statistics: HealthStatistics = {
    measurementCount: measurementBounds.count,
    firstMeasurementDate: measurementBounds.first?.measurementDate ?? null,
    latestMeasurementDate: measurementBounds.latest?.measurementDate ?? null,
    changes:
      measurementBounds.first && measurementBounds.latest && measurementBounds.count >= 2
        ? {
            weight: compare(measurementBounds.first.weight, measurementBounds.latest.weight),
            fatRatio: compare(measurementBounds.first.fatRatio, measurementBounds.latest.fatRatio),
            muscleRatio: compare(measurementBounds.first.muscleRatio, measurementBounds.latest.muscleRatio),
            waist: compare(measurementBounds.first.waist, measurementBounds.latest.waist),
          }
        : null,
    waterGoalDaysThisWeek: waterGoalDays,
    daysElapsedThisWeek: daysBetween(weekStartOf(today), today) + 1,
    goalsCompleted: goalRows.filter((goal) => goal.completed).length,
    goalsTotal: goalRows.length,
    daysSinceStart: Math.max(0, daysBetween(client.startDate, today)),
  };

  return {
    client,
    water,
    latestMeasurement: measurementBounds.latest,
    goals: goalRows,
    statistics,
  };
}

async function readMeasurementBounds(db: Database, clientId: string) {
  const byClient = eq(clientMeasurements.clientId, clientId);
  const [latestRows, firstRows, countRows] = await Promise.all([
    db
      .select(measurementValueColumns)
      .from(clientMeasurements)
      .where(byClient)
      .orderBy(desc(clientMeasurements.measurementDate), desc(clientMeasurements.createdAt))
      .limit(1),
    db
      .select(measurementValueColumns)
      .from(clientMeasurements)
      .where(byClient)
      .orderBy(asc(clientMeasurements.measurementDate), asc(clientMeasurements.createdAt))
      .limit(1),
    db.select({ value: count() }).from(clientMeasurements).where(byClient),
  ]);
  return {
    latest: (latestRows[0] ?? null) as HomeMeasurement | null,
    first: (firstRows[0] ?? null) as HomeMeasurement | null,
    count: Number(countRows[0]?.value ?? 0),
  };
}

/** The client's goals with the joined goal's title and description, newest first (read-only here). */
async function listOwnGoals(db: Database, clientId: string): Promise<HomeGoal[]> {
  const rows = await db
    .select({ ...clientGoalColumns, createdAt: clientGoals.createdAt })
    .from(clientGoals)
    .innerJoin(goals, eq(goals.id, clientGoals.goalId))
    .where(eq(clientGoals.clientId, clientId))
    .orderBy(desc(clientGoals.createdAt), desc(clientGoals.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

async function countWaterGoalDays(db: Database, clientId: string, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(waterIntake)
    .where(
      and(
        eq(waterIntake.clientId, clientId),
        gte(waterIntake.date, from),
        lte(waterIntake.date, to),
        gte(waterIntake.glasses, DAILY_WATER_GOAL_GLASSES),
      ),
    );
  return Number(row?.value ?? 0);
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
