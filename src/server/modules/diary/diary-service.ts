import { and, asc, eq, sql } from 'drizzle-orm';
import type { MealType } from '../../../shared/constants.ts';
import { multiplyNutrients, perPortionOf, scaleToPortion } from '../../../shared/nutrition.ts';
import { groupDiaryDay } from '../../../shared/diary-totals.ts';
import type {
  AddDiaryEntryInput,
  ClientDiaryEntry,
  ClientDiaryResponse,
  DiaryDayResponse,
  DiaryEntry,
  DiaryEntryWithoutNumbers,
  DiaryPhoto,
  MeDiaryEntry,
} from '../../../shared/schemas/diary.ts';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { calorieDiary, clients, diaryEntryPhotos, foodItems, storedImages } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { isHidingNumbers } from '../clients/clients-numbers-service.ts';

// The client's calorie diary (spec 1 §2.7). Every query is filtered by the session client's id: a row
// of another client is "not found", never readable or writable.

type DiaryRow = typeof calorieDiary.$inferSelect;

const entryNotFound = () => notFound('Günlük kaydı bulunamadı.');

/** The meal photo columns of a diary query (left-joined: null when the entry has none). */
const photoColumns = { photoId: diaryEntryPhotos.id, photoWidth: storedImages.width, photoHeight: storedImages.height };

function toPhoto(row: { photoId: string | null; photoWidth: number | null; photoHeight: number | null }) {
  return row.photoId === null ? null : { id: row.photoId, width: row.photoWidth ?? 0, height: row.photoHeight ?? 0 };
}

function toEntry(row: DiaryRow, photo: DiaryPhoto | null = null): DiaryEntry {
  return {
    id: row.id,
    foodItemId: row.foodItemId,
    foodName: row.foodName,
    mealType: row.mealType as MealType,
    portionGrams: row.portionGrams,
    quantity: row.quantity,
    calories: row.calories,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    createdAt: row.createdAt.toISOString(),
    photo,
  };
}

const selectDiaryDay = preparedPerDatabase((db) =>
  db
    .select({ entry: calorieDiary, ...photoColumns })
    .from(calorieDiary)
    .leftJoin(diaryEntryPhotos, eq(diaryEntryPhotos.entryId, calorieDiary.id))
    .leftJoin(storedImages, eq(storedImages.key, diaryEntryPhotos.imageKey))
    .where(and(eq(calorieDiary.clientId, sql.placeholder('clientId')), eq(calorieDiary.date, sql.placeholder('date'))))
    .orderBy(asc(calorieDiary.createdAt), asc(calorieDiary.id))
    .prepare('diary_day'),
);

/** One day of the client's diary, oldest entry first (spec 1 §7: ordered by created_at). */
export async function listDiaryDay(db: Database, params: { clientId: string; date: string }): Promise<DiaryEntry[]> {
  const rows = await selectDiaryDay(db).execute(params);
  return rows.map((row) => toEntry(row.entry, toPhoto(row)));
}

/**
 * An entry without its kcal and macros, for a hide-numbers client (ADR 0090): the fields kept are named
 * one by one, so a number added to DiaryEntry later is left out until someone decides otherwise.
 */
export function withoutDiaryNumbers(entry: DiaryEntry): DiaryEntryWithoutNumbers {
  const { id, foodItemId, foodName, mealType, portionGrams, quantity, createdAt, photo } = entry;
  return { id, foodItemId, foodName, mealType, portionGrams, quantity, createdAt, photo };
}

/** The diary day as the client reads it: with the numbers, or without them in hide-numbers mode. */
export async function readMeDiaryDay(
  db: Database,
  params: { clientId: string; date: string },
): Promise<DiaryDayResponse> {
  const [entries, numbersHidden] = await Promise.all([
    listDiaryDay(db, params),
    isHidingNumbers(db, { clientId: params.clientId }),
  ]);
  return { date: params.date, numbersHidden, entries: numbersHidden ? entries.map(withoutDiaryNumbers) : entries };
}

/** Entries a client's own write answers, without their numbers in hide-numbers mode (ADR 0090). */
export async function toMeDiaryEntries(
  db: Database,
  params: { clientId: string; entries: DiaryEntry[] },
): Promise<MeDiaryEntry[]> {
  if (!(await isHidingNumbers(db, { clientId: params.clientId }))) return params.entries;
  return params.entries.map(withoutDiaryNumbers);
}

/**
 * Adds a food to a meal. The nutrients come from the food row, scaled by portion ÷ serving_size;
 * quantity starts at 1 and the food's name is copied so the day still reads well if the food is
 * later renamed or deleted. An entry with the phone's own id (one kept offline, issue #41) is written
 * once: the same id again answers the entry it made, whatever the repeat says.
 */
export async function addDiaryEntry(
  db: Database,
  params: AddDiaryEntryInput & { clientId: string },
): Promise<DiaryEntry> {
  const { clientEntryId } = params;
  const earlier = clientEntryId ? await findEntryByClientEntryId(db, params.clientId, clientEntryId) : undefined;
  if (earlier) return earlier;
  const [food] = await db.select().from(foodItems).where(eq(foodItems.id, params.foodItemId)).limit(1);
  if (!food) throw notFound('Seçilen besin bulunamadı.');
  const nutrients = scaleToPortion(food, food.servingSize, params.portionGrams);
  const [row] = await db
    .insert(calorieDiary)
    .values({
      clientId: params.clientId,
      foodItemId: food.id,
      foodName: food.name,
      date: params.date,
      mealType: params.mealType,
      portionGrams: params.portionGrams,
      quantity: 1,
      clientEntryId: clientEntryId ?? null,
      ...nutrients,
    })
    // Two requests with one id at once: the second waits for the first's commit, writes nothing and
    // reads the first's row below.
    .onConflictDoNothing({ target: [calorieDiary.clientId, calorieDiary.clientEntryId] })
    .returning();
  if (row) return toEntry(row);
  return (await findEntryByClientEntryId(db, params.clientId, clientEntryId!))!;
}

async function findEntryByClientEntryId(
  db: Database,
  clientId: string,
  clientEntryId: string,
): Promise<DiaryEntry | undefined> {
  const [row] = await db
    .select()
    .from(calorieDiary)
    .where(and(eq(calorieDiary.clientId, clientId), eq(calorieDiary.clientEntryId, clientEntryId)))
    .limit(1);
  return row ? toEntry(row) : undefined;
}

/**
 * Sets an entry's quantity and recomputes its nutrients from its own per-portion base (stored value ÷
 * stored quantity), so an edit of the food row later never changes what was eaten that day. The row is
 * locked while it is read and written, so two quick taps cannot compute from a stale base.
 */
export async function updateDiaryQuantity(
  db: Database,
  params: { clientId: string; entryId: string; quantity: number },
): Promise<DiaryEntry> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(calorieDiary)
      .where(and(eq(calorieDiary.id, params.entryId), eq(calorieDiary.clientId, params.clientId)))
      .for('update');
    if (!current) throw entryNotFound();
    const nutrients = multiplyNutrients(perPortionOf(current), params.quantity);
    const [row] = await tx
      .update(calorieDiary)
      .set({ quantity: params.quantity, ...nutrients })
      .where(and(eq(calorieDiary.id, params.entryId), eq(calorieDiary.clientId, params.clientId)))
      .returning();
    return toEntry(row!);
  });
}

/**
 * One client's diary day for the dietitian, read-only: entries in the order they were added,
 * grouped into the six meals with rounded totals (the same math as the client's own diary).
 */
export async function getClientDiaryDay(
  db: Database,
  params: { clientId: string; date: string },
): Promise<ClientDiaryResponse> {
  const [client] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(eq(clients.id, params.clientId))
    .limit(1);
  if (!client) throw notFound('Danışan bulunamadı.');
  const rows = await db
    .select({
      id: calorieDiary.id,
      foodName: calorieDiary.foodName,
      mealType: calorieDiary.mealType,
      quantity: calorieDiary.quantity,
      portionGrams: calorieDiary.portionGrams,
      calories: calorieDiary.calories,
      protein: calorieDiary.protein,
      carbs: calorieDiary.carbs,
      fat: calorieDiary.fat,
      createdAt: calorieDiary.createdAt,
      ...photoColumns,
    })
    .from(calorieDiary)
    .leftJoin(diaryEntryPhotos, eq(diaryEntryPhotos.entryId, calorieDiary.id))
    .leftJoin(storedImages, eq(storedImages.key, diaryEntryPhotos.imageKey))
    .where(and(eq(calorieDiary.clientId, client.id), eq(calorieDiary.date, params.date)))
    .orderBy(asc(calorieDiary.createdAt), asc(calorieDiary.id));
  const entries: ClientDiaryEntry[] = rows.map(({ photoId, photoWidth, photoHeight, ...row }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    photo: toPhoto({ photoId, photoWidth, photoHeight }),
  }));
  return { client, date: params.date, day: groupDiaryDay(entries) };
}
