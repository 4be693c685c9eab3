import { and, asc, eq, sql } from 'drizzle-orm';
import { mealTypes, weekDays } from '../../../shared/constants.ts';
import { isoDayToTurkish, toBusinessDay } from '../../../shared/dates.ts';
import { weekDaysBetween } from '../../../shared/diet-shopping-list.ts';
import { type FoodLineAmount, type FoodLineFood, totalDietWeek } from '../../../shared/diet-totals.ts';
import type {
  AdminNutritionProgram,
  AdminNutritionProgramResponse,
  CreateNutritionProgram,
  DietListPdfQuery,
  NutritionProgram,
  NutritionProgramDays,
  NutritionProgramResponse,
  NutritionProgramWithoutNumbers,
  ProgramFoodLine,
  UpdateNutritionProgram,
} from '../../../shared/schemas/nutrition-programs.ts';
import { programSlotKey } from '../../../shared/schemas/nutrition-programs.ts';
import type { Database } from '../../db/client.ts';
import { clients, nutritionPrograms, siteSettings, teamMembers } from '../../db/schema/index.ts';
import { staleVersion } from '../../db/record-versions.ts';
import { foldForSearch, slugify } from '../../../shared/text.ts';
import { conflict, isUniqueViolation, notFound } from '../../errors.ts';
import { type DietListPdfInput, renderDietListPdf } from './nutrition-program-pdf.ts';
import { readSiteLogoImage } from '../settings/site-logo-image.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { resolveNutritionTarget } from '../../../shared/diet-target.ts';
import { isHidingNumbers } from '../clients/clients-numbers-service.ts';
import {
  getMeasurementNutritionTarget,
  listProgramFoodLines,
  replaceMealFoodLines,
} from './nutrition-programs-food-lines-service.ts';

type ProgramRow = typeof nutritionPrograms.$inferSelect;

/** Turns the 42 {day}_{meal} columns into days × meals, every slot present (spec 1 §2.6). */
export function toProgramDays(row: ProgramRow): NutritionProgramDays {
  const slots = row as unknown as Record<string, string>;
  return Object.fromEntries(
    weekDays.map((day) => [
      day,
      Object.fromEntries(mealTypes.map((meal) => [meal, (slots[programSlotKey(day, meal)] ?? '').trim()])),
    ]),
  ) as NutritionProgramDays;
}

/** The signed-in client's programme (one per client), or null when the dietitian has not made one. */
async function getClientNutritionProgram(db: Database, params: { clientId: string }): Promise<NutritionProgram | null> {
  const [row] = await db
    .select()
    .from(nutritionPrograms)
    .where(eq(nutritionPrograms.clientId, params.clientId))
    .limit(1);
  if (!row) return null;
  const foodLines = await listProgramFoodLines(db, { programId: row.id });
  return toClientProgram(row, foodLines);
}

function toClientProgram(row: ProgramRow, foodLines: ProgramFoodLine[]): NutritionProgram {
  return {
    notes: row.notes.trim(),
    days: toProgramDays(row),
    foodLines,
    totals: totalDietWeek(foodLines),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The client area's answer: their programme and the target its day totals are compared with (the
 * programme's own target, else the newest measurement's daily calories).
 */
export async function getClientNutritionProgramWithTarget(
  db: Database,
  params: { clientId: string },
): Promise<NutritionProgramResponse> {
  const [row] = await db
    .select()
    .from(nutritionPrograms)
    .where(eq(nutritionPrograms.clientId, params.clientId))
    .limit(1);
  if (await isHidingNumbers(db, params)) {
    // Hide-numbers mode (ADR 0090): the meals and foods with their amounts; no target, no totals, no kcal.
    if (!row) return { numbersHidden: true, program: null, target: null };
    const foodLines = await listProgramFoodLines(db, { programId: row.id });
    return { numbersHidden: true, program: withoutProgramNumbers(toClientProgram(row, foodLines)), target: null };
  }
  const measurementTarget = await getMeasurementNutritionTarget(db, params);
  if (!row) return { numbersHidden: false, program: null, target: measurementTarget };
  const foodLines = await listProgramFoodLines(db, { programId: row.id });
  return {
    numbersHidden: false,
    program: toClientProgram(row, foodLines),
    target: resolveNutritionTarget(row.dailyCaloriesTarget, measurementTarget),
  };
}

/**
 * The programme without its totals and its foods' nutrients. The kept fields are named one by one, so
 * a number added to a line or a food later is not sent until someone decides it.
 */
function withoutProgramNumbers(program: NutritionProgram): NutritionProgramWithoutNumbers {
  const foodOf = ({ id, name, servingSize, category, measureGrams }: FoodLineFood) => ({
    id,
    name,
    servingSize,
    category,
    measureGrams,
  });
  const amountOf = (line: FoodLineAmount): FoodLineAmount =>
    line.grams !== null
      ? { grams: line.grams, measure: null, measureCount: null }
      : { grams: null, measure: line.measure, measureCount: line.measureCount };
  return {
    notes: program.notes,
    days: program.days,
    foodLines: program.foodLines.map((line) => ({
      ...amountOf(line),
      id: line.id,
      day: line.day,
      meal: line.meal,
      food: foodOf(line.food),
      note: line.note,
      alternatives: line.alternatives.map((alternative) => ({
        ...amountOf(alternative),
        id: alternative.id,
        food: foodOf(alternative.food),
        note: alternative.note,
      })),
    })),
    updatedAt: program.updatedAt,
  };
}

/** The target in force for a client: their programme's own, else the newest measurement's. */
export async function getClientNutritionTarget(db: Database, params: { clientId: string }) {
  const [[row], measurementTarget] = await Promise.all([
    db
      .select({ dailyCaloriesTarget: nutritionPrograms.dailyCaloriesTarget })
      .from(nutritionPrograms)
      .where(eq(nutritionPrograms.clientId, params.clientId))
      .limit(1),
    getMeasurementNutritionTarget(db, params),
  ]);
  return resolveNutritionTarget(row?.dailyCaloriesTarget ?? null, measurementTarget);
}

// ---- The dietitian's editor ----

export const nutritionProgramsErrorMessages = {
  notFound: 'Beslenme programı bulunamadı.',
  clientNotFound: 'Danışan bulunamadı.',
  exists: 'Bu danışanın zaten bir beslenme programı var. Sayfayı yenileyin.',
} as const;

/** The editor's programme, with its food lines and their totals (the same totalDietWeek the editor runs). */
function toAdminProgram(row: ProgramRow, foodLines: ProgramFoodLine[]): AdminNutritionProgram {
  return {
    id: row.id,
    clientId: row.clientId,
    version: row.version,
    dailyCaloriesTarget: row.dailyCaloriesTarget,
    notes: row.notes,
    days: toProgramDaysUntrimmed(row),
    foodLines,
    totals: totalDietWeek(foodLines),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The editor shows the text exactly as typed (the client area trims; the editor must not move the caret). */
function toProgramDaysUntrimmed(row: ProgramRow): NutritionProgramDays {
  const slots = row as unknown as Record<string, string>;
  return Object.fromEntries(
    weekDays.map((day) => [
      day,
      Object.fromEntries(mealTypes.map((meal) => [meal, slots[programSlotKey(day, meal)] ?? ''])),
    ]),
  ) as NutritionProgramDays;
}

/**
 * The editor's answer: whose programme it is, the programme or null (then 'Yeni Program Oluştur'),
 * and the client's daily target for the day totals.
 */
export async function getNutritionProgramForAdmin(
  db: Database,
  params: { clientId: string },
): Promise<AdminNutritionProgramResponse> {
  const [client] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(eq(clients.id, params.clientId))
    .limit(1);
  if (!client) throw notFound(nutritionProgramsErrorMessages.clientNotFound);
  const [row] = await db
    .select()
    .from(nutritionPrograms)
    .where(eq(nutritionPrograms.clientId, params.clientId))
    .limit(1);
  const measurementTarget = await getMeasurementNutritionTarget(db, { clientId: client.id });
  if (!row) return { client, program: null, target: measurementTarget, measurementTarget };
  return {
    client,
    program: toAdminProgram(row, await listProgramFoodLines(db, { programId: row.id })),
    target: resolveNutritionTarget(row.dailyCaloriesTarget, measurementTarget),
    measurementTarget,
  };
}

/** 'Yeni Program Oluştur': an empty programme (42 empty meals, empty notes; spec 2 §4). One per client. */
export async function createNutritionProgram(
  db: Database,
  input: CreateNutritionProgram,
): Promise<AdminNutritionProgram> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, input.clientId)).limit(1);
  if (!client) throw notFound(nutritionProgramsErrorMessages.clientNotFound);
  try {
    const [row] = await db.insert(nutritionPrograms).values({ clientId: input.clientId }).returning();
    if (!row) throw new Error('programme insert returned no row');
    return toAdminProgram(row, []);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(nutritionProgramsErrorMessages.exists, 'program_exists');
    throw error;
  }
}

/**
 * Saves the changed fields if the programme is still at the version the editor read; the bump_version
 * trigger moves the version on (ADR 0053). A stale version (another tab saved meanwhile) is refused
 * with 409 stale_version and nothing is written, so two editors never overwrite each other silently.
 * Food lines are part of the same save (ADR 0075): the meals they name are replaced in the same
 * transaction, and food_lines_revision moves on so that a lines-only save raises the version too.
 */
export async function updateNutritionProgram(
  db: Database,
  params: { clientId: string; version: number; input: UpdateNutritionProgram },
): Promise<AdminNutritionProgram> {
  const { version } = params;
  const { notes, dailyCaloriesTarget, meals, foodLines } = params.input;
  const hasFoodLines = Object.keys(foodLines).length > 0;
  const changes: Record<string, unknown> = { ...meals };
  if (notes !== undefined) changes.notes = notes;
  if (dailyCaloriesTarget !== undefined) changes.dailyCaloriesTarget = dailyCaloriesTarget;
  if (hasFoodLines) changes.foodLinesRevision = sql`${nutritionPrograms.foodLinesRevision} + 1`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(nutritionPrograms)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(nutritionPrograms.clientId, params.clientId), eq(nutritionPrograms.version, version)))
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ id: nutritionPrograms.id })
        .from(nutritionPrograms)
        .where(eq(nutritionPrograms.clientId, params.clientId))
        .limit(1);
      if (!existing) throw notFound(nutritionProgramsErrorMessages.notFound);
      throw staleVersion();
    }
    // A bad line (an unknown food) throws here and the transaction takes the text back with it.
    await replaceMealFoodLines(tx, { programId: row.id, clientId: row.clientId, foodLines });
    return toAdminProgram(row, await listProgramFoodLines(tx, { programId: row.id }));
  });
}

// ---- The diet list as a PDF (issue #40, ADR 0079) ----

/**
 * The practice as a PDF's heading and footer show it: the site's name and contact, the dietitian. The
 * client's data PDF (privacy, ADR 0073) and the client report's PDF head their files the same way.
 */
export async function readPracticeForPdf(db: Database): Promise<Omit<DietListPdfInput['practice'], 'logoPng'>> {
  const [[settings], members] = await Promise.all([
    db
      .select({
        name: siteSettings.siteName,
        phone: siteSettings.contactPhone,
        email: siteSettings.contactEmail,
        address: siteSettings.contactAddress,
      })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1)),
    db
      .select({ fullName: teamMembers.fullName, title: teamMembers.title })
      .from(teamMembers)
      .where(eq(teamMembers.isActive, true))
      .orderBy(asc(teamMembers.orderNumber)),
  ]);
  // The team's first dietitian ('Diyetisyen' in the title or 'Dyt.' before the name, in the site's order)
  // signs the list; without one, only the practice.
  const dietitian = members.find(
    (member) => foldForSearch(member.title).includes('diyetisyen') || foldForSearch(member.fullName).startsWith('dyt'),
  );
  return {
    name: settings?.name ?? 'Denge',
    dietitian: dietitian ? `${dietitian.fullName} (${dietitian.title})` : null,
    phone: settings?.phone ?? '',
    email: settings?.email ?? '',
    address: settings?.address ?? null,
  };
}

/**
 * A client's programme as a PDF file: its bytes and its name ('beslenme-programi-<slug>-<date>.pdf').
 * 404 in Turkish when the client or their programme does not exist. The caller decides whose programme
 * (the session's client, or the client the admin picked).
 */
export async function renderClientDietListPdf(
  { db, storage }: { db: Database; storage: StorageDriver },
  params: { clientId: string; shoppingRange: DietListPdfQuery; isForClient: boolean },
): Promise<{ bytes: Buffer; fileName: string }> {
  const [client] = await db
    .select({ name: clients.name })
    .from(clients)
    .where(eq(clients.id, params.clientId))
    .limit(1);
  if (!client) throw notFound(nutritionProgramsErrorMessages.clientNotFound);
  const program = await getClientNutritionProgram(db, { clientId: params.clientId });
  if (!program) throw notFound(nutritionProgramsErrorMessages.notFound);
  const [target, practice, logo, isHiding] = await Promise.all([
    getClientNutritionTarget(db, { clientId: params.clientId }),
    readPracticeForPdf(db),
    readSiteLogoImage(db, storage),
    // The client's own copy of a hide-numbers client has no kcal (ADR 0090); the dietitian's is unchanged.
    params.isForClient ? isHidingNumbers(db, { clientId: params.clientId }) : false,
  ]);
  const day = toBusinessDay();
  const bytes = await renderDietListPdf({
    practice: { ...practice, logoPng: logo?.png ?? null },
    clientName: client.name,
    dateText: isoDayToTurkish(day),
    program,
    target: isHiding ? null : target,
    hideNumbers: isHiding,
    shoppingDays: weekDaysBetween(params.shoppingRange.from, params.shoppingRange.to),
  });
  return { bytes, fileName: `beslenme-programi-${slugify(client.name) || 'danisan'}-${day}.pdf` };
}
