import { Hono } from 'hono';
import { addDiaryEntrySchema, diaryDayQuerySchema, updateDiaryQuantitySchema } from '../../../shared/schemas/diary.ts';
import type { AppEnv } from '../../app-context.ts';
import { parseInput, readJson, readUuidParam } from '../../http/read-json.ts';
import { addDiaryEntry, deleteDiaryEntry, listDiaryDay, updateDiaryQuantity } from './diary-service.ts';

/** /api/me/diary: the signed-in client's calorie diary; the client id always comes from the session. */
export const meDiaryRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { date } = parseInput(diaryDayQuerySchema, c.req.query());
    const entries = await listDiaryDay(c.var.deps.db, { clientId: c.var.user.id, date });
    return c.json({ date, entries });
  })
  .post('/', async (c) => {
    const input = await readJson(c, addDiaryEntrySchema);
    const entry = await addDiaryEntry(c.var.deps.db, { ...input, clientId: c.var.user.id });
    return c.json({ entry }, 201);
  })
  .patch('/:id', async (c) => {
    const entryId = readUuidParam(c, 'id');
    const { quantity } = await readJson(c, updateDiaryQuantitySchema);
    const entry = await updateDiaryQuantity(c.var.deps.db, { clientId: c.var.user.id, entryId, quantity });
    return c.json({ entry });
  })
  .delete('/:id', async (c) => {
    const entryId = readUuidParam(c, 'id');
    await deleteDiaryEntry(c.var.deps.db, { clientId: c.var.user.id, entryId });
    return c.json({ ok: true });
  });
