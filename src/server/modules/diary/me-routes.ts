import { Hono } from 'hono';
import {
  addDiaryEntrySchema,
  diaryDayQuerySchema,
  logPlannedMealSchema,
  updateDiaryQuantitySchema,
} from '../../../shared/schemas/diary.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, uuidParam, queryOf, readUuidParam } from '../../http/input.ts';
import { messagePhotoVariantSchema } from '../../../shared/schemas/messages.ts';
import { privateFileResponse } from '../../storage/private-file-response.ts';
import { limitDiaryPhotoBody, readDiaryPhotoForm } from './diary-photo-form.ts';
import {
  deleteDiaryEntryWithPhoto,
  readDiaryPhoto,
  removeDiaryEntryPhoto,
  setDiaryEntryPhoto,
} from './diary-photos-service.ts';
import { logPlannedMeal } from './diary-plan-service.ts';
import { addDiaryEntry, readMeDiaryDay, toMeDiaryEntries, updateDiaryQuantity } from './diary-service.ts';

/**
 * /api/me/diary: the signed-in client's calorie diary; the client id always comes from the session.
 * An entry's meal photo is served here only (never at /uploads/): another client's is 404. A hide-numbers
 * client's answers carry no kcal and no macros (ADR 0090).
 */
export const meDiaryRoutes = new Hono<AppEnv>()
  .get('/', queryOf(diaryDayQuerySchema), async (c) => {
    const { date } = c.req.valid('query');
    return c.json(await readMeDiaryDay(c.var.deps.db, { clientId: c.var.user.id, date }));
  })
  .post('/', jsonBody(addDiaryEntrySchema), async (c) => {
    const input = c.req.valid('json');
    const clientId = c.var.user.id;
    const added = await addDiaryEntry(c.var.deps.db, { ...input, clientId });
    const [entry] = await toMeDiaryEntries(c.var.deps.db, { clientId, entries: [added] });
    return c.json({ entry: entry! }, 201);
  })
  .post('/from-plan', jsonBody(logPlannedMealSchema), async (c) => {
    const { meal } = c.req.valid('json');
    const clientId = c.var.user.id;
    const logged = await logPlannedMeal(c.var.deps.db, { clientId, meal });
    const entries = await toMeDiaryEntries(c.var.deps.db, { clientId, entries: logged.entries });
    return c.json({ ...logged, entries }, 201);
  })
  .patch('/:id', uuidParam('id'), jsonBody(updateDiaryQuantitySchema), async (c) => {
    const entryId = readUuidParam(c, 'id');
    const { quantity } = c.req.valid('json');
    const clientId = c.var.user.id;
    const updated = await updateDiaryQuantity(c.var.deps.db, { clientId, entryId, quantity });
    const [entry] = await toMeDiaryEntries(c.var.deps.db, { clientId, entries: [updated] });
    return c.json({ entry: entry! });
  })
  .delete('/:id', async (c) => {
    const entryId = readUuidParam(c, 'id');
    await deleteDiaryEntryWithPhoto(c.var.deps, { clientId: c.var.user.id, entryId });
    return c.json({ ok: true });
  })
  .get('/photos/:id', uuidParam('id'), queryOf(messagePhotoVariantSchema), async (c) => {
    const file = await readDiaryPhoto(c.var.deps.db, c.var.deps.storage, {
      photoId: readUuidParam(c, 'id'),
      clientId: c.var.user.id,
      variant: c.req.valid('query').variant,
    });
    return privateFileResponse(file);
  })
  .post('/:id/photo', uuidParam('id'), limitDiaryPhotoBody, readDiaryPhotoForm, async (c) => {
    const user = c.var.user;
    const photo = await setDiaryEntryPhoto(c.var.deps, {
      clientId: user.id,
      entryId: readUuidParam(c, 'id'),
      bytes: c.req.valid('form').photo,
      uploadedBy: user.id,
    });
    return c.json({ photo }, 201);
  })
  .delete('/:id/photo', uuidParam('id'), async (c) => {
    await removeDiaryEntryPhoto(c.var.deps, { clientId: c.var.user.id, entryId: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  });
