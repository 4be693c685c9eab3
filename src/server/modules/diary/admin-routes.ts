import { Hono } from 'hono';
import { clientDiaryQuerySchema } from '../../../shared/schemas/diary.ts';
import type { AppEnv } from '../../app-context.ts';
import { queryOf, readUuidParam, uuidParam } from '../../http/input.ts';
import { messagePhotoVariantSchema } from '../../../shared/schemas/messages.ts';
import { privateFileResponse } from '../../storage/private-file-response.ts';
import { readDiaryPhoto } from './diary-photos-service.ts';
import { getClientDiaryDay } from './diary-service.ts';

/**
 * GET /api/admin/diary/:clientId?date=YYYY-MM-DD : a client's diary day for the dietitian, read-only;
 * GET /api/admin/diary/photos/:id : an entry's meal photo (private, never at /uploads/).
 */
export const adminDiaryRoutes = new Hono<AppEnv>()
  .get('/photos/:id', uuidParam('id'), queryOf(messagePhotoVariantSchema), async (c) => {
    const file = await readDiaryPhoto(c.var.deps.db, c.var.deps.storage, {
      photoId: readUuidParam(c, 'id'),
      variant: c.req.valid('query').variant,
    });
    return privateFileResponse(file);
  })
  .get('/:clientId', queryOf(clientDiaryQuerySchema), async (c) => {
    const clientId = readUuidParam(c, 'clientId');
    const { date } = c.req.valid('query');
    return c.json(await getClientDiaryDay(c.var.deps.db, { clientId, date }));
  });
