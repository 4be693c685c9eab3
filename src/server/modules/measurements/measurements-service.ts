import { desc, eq } from 'drizzle-orm';
import type { Measurement, MeasurementListResponse, MeasurementValues } from '../../../shared/schemas/measurements.ts';
import type { Database } from '../../db/client.ts';
import { clientMeasurements, clients } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { updateAtVersion } from '../../db/record-versions.ts';
import { findClientFatBand } from '../ideal-values/ideal-values-service.ts';

export const measurementsErrorMessages = {
  clientNotFound: 'Danışan bulunamadı.',
  notFound: 'Ölçüm bulunamadı.',
} as const;

/** A measurement's id, date and values: what the client home shows of its newest and first one. */
export const measurementValueColumns = {
  id: clientMeasurements.id,
  measurementDate: clientMeasurements.measurementDate,
  weight: clientMeasurements.weight,
  fatRatio: clientMeasurements.fatRatio,
  waterRatio: clientMeasurements.waterRatio,
  muscleRatio: clientMeasurements.muscleRatio,
  bodyComposition: clientMeasurements.bodyComposition,
  bellyFat: clientMeasurements.bellyFat,
  boneMass: clientMeasurements.boneMass,
  dailyCalories: clientMeasurements.dailyCalories,
  metabolicAge: clientMeasurements.metabolicAge,
  chest: clientMeasurements.chest,
  waist: clientMeasurements.waist,
  hip: clientMeasurements.hip,
};

/** A whole measurement row as the measurements screen and the report read it. */
export const measurementColumns = {
  ...measurementValueColumns,
  clientId: clientMeasurements.clientId,
  createdAt: clientMeasurements.createdAt,
  version: clientMeasurements.version,
};

type MeasurementRow = Omit<Measurement, 'createdAt'> & { createdAt: Date };
export const toMeasurement = (row: MeasurementRow): Measurement => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Rows as the columns store them (the schema's keys are the table's property names). */
const toColumns = (values: MeasurementValues) => ({
  measurementDate: values.measurementDate,
  weight: values.weight,
  fatRatio: values.fatRatio,
  waterRatio: values.waterRatio,
  muscleRatio: values.muscleRatio,
  bodyComposition: values.bodyComposition,
  bellyFat: values.bellyFat,
  boneMass: values.boneMass,
  dailyCalories: values.dailyCalories,
  metabolicAge: values.metabolicAge,
  chest: values.chest,
  waist: values.waist,
  hip: values.hip,
});

async function assertClientExists(db: Database, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, gender: clients.gender, age: clients.age })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  if (!row) throw notFound(measurementsErrorMessages.clientNotFound);
  return row;
}

/**
 * A client's measurement history, newest first (spec 2 §7: ordered by measurement_date descending),
 * with the age-based fat band the screen rates each fat ratio against.
 */
export async function listClientMeasurements(
  db: Database,
  params: { clientId: string; limit?: number },
): Promise<MeasurementListResponse> {
  const client = await assertClientExists(db, params.clientId);
  const [rows, fatBand] = await Promise.all([
    db
      .select(measurementColumns)
      .from(clientMeasurements)
      .where(eq(clientMeasurements.clientId, params.clientId))
      .orderBy(desc(clientMeasurements.measurementDate), desc(clientMeasurements.createdAt))
      .limit(params.limit ?? 1000),
    findClientFatBand(db, { gender: client.gender, age: client.age }),
  ]);
  return { measurements: rows.map(toMeasurement), fatBand };
}

export async function createMeasurement(
  db: Database,
  params: { clientId: string; values: MeasurementValues },
): Promise<Measurement> {
  await assertClientExists(db, params.clientId);
  const [row] = await db
    .insert(clientMeasurements)
    .values({ clientId: params.clientId, ...toColumns(params.values) })
    .returning(measurementColumns);
  return toMeasurement(row!);
}

export async function updateMeasurement(
  db: Database,
  params: { id: string; version: number; values: MeasurementValues },
): Promise<Measurement> {
  const row = await updateAtVersion(
    db,
    clientMeasurements,
    { id: params.id, version: params.version },
    toColumns(params.values),
    measurementsErrorMessages.notFound,
  );
  return toMeasurement(pickMeasurement(row));
}

/** The saved row as `measurementColumns` reads it (updateAtVersion answers the whole row). */
const pickMeasurement = (row: typeof clientMeasurements.$inferSelect): MeasurementRow =>
  Object.fromEntries(
    Object.keys(measurementColumns).map((key) => [key, row[key as keyof typeof row]]),
  ) as MeasurementRow;

export async function deleteMeasurement(db: Database, params: { id: string }): Promise<void> {
  const deleted = await db
    .delete(clientMeasurements)
    .where(eq(clientMeasurements.id, params.id))
    .returning({ id: clientMeasurements.id });
  if (deleted.length === 0) throw notFound(measurementsErrorMessages.notFound);
}
