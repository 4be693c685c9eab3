import { and, asc, eq } from 'drizzle-orm';
import { groupDiaryDay } from '../../../shared/diary-totals.ts';
import type { ClientDiaryEntry, ClientDiaryResponse } from '../../../shared/schemas/client-calories.ts';
import type { Database } from '../../db/client.ts';
import { calorieDiary, clients } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';

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
    })
    .from(calorieDiary)
    .where(and(eq(calorieDiary.clientId, client.id), eq(calorieDiary.date, params.date)))
    .orderBy(asc(calorieDiary.createdAt), asc(calorieDiary.id));
  const entries: ClientDiaryEntry[] = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { client, date: params.date, day: groupDiaryDay(entries) };
}
