import { calorieDiary, foodItems } from '../../../src/server/db/schema/index.ts';
import { setDiaryEntryPhoto } from '../../../src/server/modules/diary/diary-photos-service.ts';
import { todayInIstanbul } from '../../../src/shared/dates.ts';
import { planFoodForToday } from '../../support/clinical-fixtures.ts';
import { makePng } from '../../support/image-fixtures.ts';
import { adminOnly, clientOwn, type MatrixContext, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the diary module (src/server/modules/diary): every route it mounts,
// collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.
// Diary rows belong to client A: client B gets 404 on them, and each actor gets a fresh row so a
// delete by one never decides another's answer.

async function anyFoodId(ctx: MatrixContext): Promise<string> {
  const [food] = await ctx.db.select({ id: foodItems.id }).from(foodItems).limit(1);
  return food!.id;
}

async function freshDiaryEntry(ctx: MatrixContext): Promise<string> {
  const [food] = await ctx.db.select().from(foodItems).limit(1);
  const [row] = await ctx.db
    .insert(calorieDiary)
    .values({
      clientId: ctx.ids.clientA,
      foodItemId: food!.id,
      foodName: food!.name,
      date: '2026-01-15',
      mealType: 'lunch',
      portionGrams: 100,
      quantity: 1,
      calories: food!.calories,
      protein: food!.protein,
      carbs: food!.carbs,
      fat: food!.fat,
    })
    .returning({ id: calorieDiary.id });
  return row!.id;
}

/** A fresh entry of client A with a meal photo, for the photo routes. */
async function freshPhotoOfClientA(ctx: MatrixContext): Promise<{ entryId: string; photoId: string }> {
  const entryId = await freshDiaryEntry(ctx);
  const photo = await setDiaryEntryPhoto(
    { db: ctx.db, storage: ctx.server.runtime.deps.storage },
    { clientId: ctx.ids.clientA, entryId, bytes: new Uint8Array(await makePng()), uploadedBy: ctx.ids.clientA },
  );
  return { entryId, photoId: photo.id };
}

export const matrix: MatrixEntry[] = [
  clientOwn('GET', '/api/me/diary', 200, 200, () => ({ path: '/api/me/diary?date=2026-01-15' })),
  // Adding writes a row of the caller's own diary.
  clientOwn('POST', '/api/me/diary', 201, 201, async (ctx) => ({
    path: '/api/me/diary',
    body: { foodItemId: await anyFoodId(ctx), date: '2026-01-15', mealType: 'breakfast', portionGrams: 120 },
  })),
  // 'Yedim' writes the caller's own planned meal: client A has one for today's breakfast, client B none.
  clientOwn('POST', '/api/me/diary/from-plan', 201, 404, async (ctx) => {
    await planFoodForToday(ctx.db, { clientId: ctx.ids.clientA, meal: 'breakfast', grams: 120 });
    return { path: '/api/me/diary/from-plan', body: { meal: 'breakfast' } };
  }),
  clientOwn('PATCH', '/api/me/diary/:id', 200, 404, async (ctx) => ({
    path: `/api/me/diary/${await freshDiaryEntry(ctx)}`,
    body: { quantity: 2 },
  })),
  clientOwn('DELETE', '/api/me/diary/:id', 200, 404, async (ctx) => ({
    path: `/api/me/diary/${await freshDiaryEntry(ctx)}`,
  })),
  // The multipart happy paths are in tests/api/diary-photos.test.ts; here a body without a photo gets
  // the Turkish "choose an image" 400 (read before the entry is looked up).
  clientOwn('POST', '/api/me/diary/:id/photo', 400, 400, async (ctx) => ({
    path: `/api/me/diary/${await freshDiaryEntry(ctx)}/photo`,
  })),
  clientOwn('DELETE', '/api/me/diary/:id/photo', 200, 404, async (ctx) => ({
    path: `/api/me/diary/${(await freshPhotoOfClientA(ctx)).entryId}/photo`,
  })),
  // Client A's photo: client B is told it does not exist.
  clientOwn('GET', '/api/me/diary/photos/:id', 200, 404, async (ctx) => ({
    path: `/api/me/diary/photos/${(await freshPhotoOfClientA(ctx)).photoId}`,
  })),
  adminOnly('GET', '/api/admin/diary/photos/:id', 200, async (ctx) => ({
    path: `/api/admin/diary/photos/${(await freshPhotoOfClientA(ctx)).photoId}?variant=thumbnail`,
  })),
  adminOnly('GET', '/api/admin/diary/:clientId', 200, (ctx) => ({
    path: `/api/admin/diary/${ctx.ids.clientA}?date=${todayInIstanbul()}`,
  })),
];
