import { asc, desc, sql } from 'drizzle-orm';
import { type Gender, genders } from '../../../shared/constants.ts';
import {
  type AbdominalFatValues,
  type AgeFatBand,
  type AgeFatBandRow,
  type AgeFatRatios,
  type AgeFatRatiosResponse,
  ageBands,
  type BodyCompositionValues,
  defaultAbdominalFat,
  defaultBodyComposition,
  fatLevels,
  findAgeBand,
  type GenderedFatBands,
  type IdealValuesResponse,
  type SavedValues,
} from '../../../shared/schemas/ideal-values.ts';
import { UNSAVED_VERSION } from '../../../shared/record-versions.ts';
import type { Database } from '../../db/client.ts';
import { assertAtVersion } from '../../db/record-versions.ts';
import { ageBasedFatRatios, idealAbdominalFatValues, idealBodyCompositionValues } from '../../db/schema/index.ts';

// Spec 2 §4: the latest row of each ideal-value table is in force and a save inserts a new row. The
// spec's client inserted the defaults when no row existed; here a read never writes: the defaults of
// §9 are answered (savedAt null) until the dietitian first saves, which keeps GET safe and idempotent.

const bodyCompositionColumns = {
  hiddenFat: idealBodyCompositionValues.hiddenFat,
  highWeight: idealBodyCompositionValues.highWeight,
  durableMuscle: idealBodyCompositionValues.durableMuscle,
  underExercise: idealBodyCompositionValues.underExercise,
  normal: idealBodyCompositionValues.normal,
  normalLower: idealBodyCompositionValues.normalLower,
  thin: idealBodyCompositionValues.thin,
  thinLower: idealBodyCompositionValues.thinLower,
  extremelyThin: idealBodyCompositionValues.extremelyThin,
  createdAt: idealBodyCompositionValues.createdAt,
};

const abdominalFatColumns = {
  good: idealAbdominalFatValues.good,
  average: idealAbdominalFatValues.average,
  poor: idealAbdominalFatValues.poor,
  critical: idealAbdominalFatValues.critical,
  createdAt: idealAbdominalFatValues.createdAt,
};

function toSaved<T>(row: (T & { createdAt: Date }) | undefined, defaults: T): SavedValues<T> {
  if (!row) return { values: defaults, savedAt: null };
  const { createdAt, ...values } = row;
  return { values: values as T, savedAt: createdAt.toISOString() };
}

export async function getIdealValues(db: Database): Promise<IdealValuesResponse> {
  const [body] = await db
    .select(bodyCompositionColumns)
    .from(idealBodyCompositionValues)
    .orderBy(desc(idealBodyCompositionValues.createdAt))
    .limit(1);
  const [abdominal] = await db
    .select(abdominalFatColumns)
    .from(idealAbdominalFatValues)
    .orderBy(desc(idealAbdominalFatValues.createdAt))
    .limit(1);
  return {
    bodyComposition: toSaved<BodyCompositionValues>(body, defaultBodyComposition),
    abdominalFat: toSaved<AbdominalFatValues>(abdominal, defaultAbdominalFat),
  };
}

/** 'Değerleri Kaydet' of the thresholds form: a new row (the history stays). */
export async function saveBodyComposition(
  db: Database,
  params: { values: BodyCompositionValues; userId: string },
): Promise<SavedValues<BodyCompositionValues>> {
  const [row] = await db
    .insert(idealBodyCompositionValues)
    .values({ ...params.values, createdBy: params.userId })
    .returning(bodyCompositionColumns);
  return toSaved<BodyCompositionValues>(row, defaultBodyComposition);
}

/** 'Değerleri Kaydet' of the abdominal-fat form: a new row (the history stays). */
export async function saveAbdominalFat(
  db: Database,
  params: { values: AbdominalFatValues; userId: string },
): Promise<SavedValues<AbdominalFatValues>> {
  const [row] = await db
    .insert(idealAbdominalFatValues)
    .values({ ...params.values, createdBy: params.userId })
    .returning(abdominalFatColumns);
  return toSaved<AbdominalFatValues>(row, defaultAbdominalFat);
}

/** The saved bands of both genders (only the rows that exist), ordered by age. */
export async function listAgeFatBands(db: Database): Promise<GenderedFatBands> {
  const rows = await db
    .select({
      gender: ageBasedFatRatios.gender,
      ageStart: ageBasedFatRatios.ageStart,
      ageEnd: ageBasedFatRatios.ageEnd,
      excellent: ageBasedFatRatios.excellent,
      good: ageBasedFatRatios.good,
      average: ageBasedFatRatios.average,
      poor: ageBasedFatRatios.poor,
    })
    .from(ageBasedFatRatios)
    .orderBy(asc(ageBasedFatRatios.gender), asc(ageBasedFatRatios.ageStart));
  const result: GenderedFatBands = { female: [], male: [] };
  for (const { gender, ...band } of rows) result[gender as Gender].push(band);
  return result;
}

/** The version of the 18 rows as one record: the highest row's, 0 while the table was never saved. */
async function readFatTableVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: sql<number>`coalesce(max(${ageBasedFatRatios.version}), ${UNSAVED_VERSION})::int` })
    .from(ageBasedFatRatios);
  return row?.version ?? UNSAVED_VERSION;
}

/** The form's nine fixed bands per gender, each with its saved values or nulls, and the table's version. */
export async function getAgeFatRatios(db: Database): Promise<AgeFatRatiosResponse> {
  const [saved, version] = await Promise.all([listAgeFatBands(db), readFatTableVersion(db)]);
  const fill = (gender: Gender): AgeFatBandRow[] =>
    ageBands.map(([ageStart, ageEnd]) => {
      const band = saved[gender].find((row) => row.ageStart === ageStart && row.ageEnd === ageEnd);
      return band ?? { ageStart, ageEnd, excellent: null, good: null, average: null, poor: null };
    });
  return { female: fill('female'), male: fill('male'), version };
}

const sameBand = (a: AgeFatBand, b: AgeFatBand) =>
  a.ageStart === b.ageStart && a.ageEnd === b.ageEnd && fatLevels.every((level) => a[level] === b[level]);

/** True when every band of the input is already saved with the same four values. */
function isAlreadySaved(saved: GenderedFatBands, input: AgeFatRatios): boolean {
  return genders.every(
    (gender) =>
      saved[gender].length === input[gender].length &&
      input[gender].every((band, index) => sameBand(band, saved[gender][index] as AgeFatBand)),
  );
}

/**
 * 'Tüm Değerleri Kaydet' at the version the form read (issue #39, ADR 0053): the table is one record of
 * 18 rows, so the save locks the table against other writers (readers go on), compares the table's
 * version and upserts all 18 rows on (gender, age_start, age_end) at the next version. A save of the
 * values already there writes nothing and leaves the version, as the other forms' trigger does.
 */
export async function saveAgeFatRatios(
  db: Database,
  params: { version: number; input: AgeFatRatios },
): Promise<AgeFatRatiosResponse> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table age_based_fat_ratios in share row exclusive mode`);
    const current = await readFatTableVersion(tx);
    assertAtVersion({ version: current }, params.version);
    if (isAlreadySaved(await listAgeFatBands(tx), params.input)) return;
    const version = current + 1;
    const rows = genders.flatMap((gender) =>
      params.input[gender].map((band: AgeFatBand) => ({ gender, ...band, version, updatedAt: new Date() })),
    );
    await tx
      .insert(ageBasedFatRatios)
      .values(rows)
      .onConflictDoUpdate({
        target: [ageBasedFatRatios.gender, ageBasedFatRatios.ageStart, ageBasedFatRatios.ageEnd],
        set: {
          excellent: sql`excluded.excellent`,
          good: sql`excluded.good`,
          average: sql`excluded.average`,
          poor: sql`excluded.poor`,
          version: sql`excluded.version`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  });
  return getAgeFatRatios(db);
}

/**
 * The saved fat band for a client's gender and age (under 20 reads the first band), or null when the
 * table has no row for it yet. The report and the measurement history show where the fat ratio falls.
 */
export async function findClientFatBand(
  db: Database,
  params: { gender: Gender; age: number },
): Promise<AgeFatBand | null> {
  const bands = await listAgeFatBands(db);
  return findAgeBand(bands[params.gender], params.age) ?? null;
}
