import { Hono } from 'hono';
import { addDiaryEntrySchema, diaryDayQuerySchema, updateDiaryQuantitySchema } from '../../../shared/schemas/diary.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, uuidParam, queryOf, readUuidParam } from '../../http/input.ts';
import { addDiaryEntry, deleteDiaryEntry, listDiaryDay, updateDiaryQuantity } from './diary-service.ts';

/** /api/me/diary: the signed-in client's calorie diary; the client id always comes from the session. */
export const meDiaryRoutes = new Hono<AppEnv>()
  .get('/', queryOf(diaryDayQuerySchema), async (c) => {
    const { date } = c.req.valid('query');
    const entries = await listDiaryDay(c.var.deps.db, { clientId: c.var.user.id, date });
    return c.json({ date, entries });
  })
  .post('/', jsonBody(addDiaryEntrySchema), async (c) => {
    const input = c.req.valid('json');
    const entry = await addDiaryEntry(c.var.deps.db, { ...input, clientId: c.var.user.id });
    return c.json({ entry }, 201);
  })
  .patch('/:id', uuidParam('id'), jsonBody(updateDiaryQuantitySchema), async (c) => {
    const entryId = readUuidParam(c, 'id');
    const { quantity } = c.req.valid('json');
    const entry = await updateDiaryQuantity(c.var.deps.db, { clientId: c.var.user.id, entryId, quantity });
    return c.json({ entry });
  })
  .delete('/:id', async (c) => {
    const entryId = readUuidParam(c, 'id');
    await deleteDiaryEntry(c.var.deps.db, { clientId: c.var.user.id, entryId });
    return c.json({ ok: true });
  });
