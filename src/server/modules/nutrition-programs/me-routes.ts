import { Hono } from 'hono';
import { dietListPdfQuerySchema } from '../../../shared/schemas/nutrition-programs.ts';
import type { AppEnv } from '../../app-context.ts';
import { queryOf } from '../../http/input.ts';
import { getClientNutritionProgramWithTarget, renderClientDietListPdf } from './nutrition-programs-service.ts';
import { pdfDownloadResponse } from '../../http/pdf-download.ts';

/**
 * /api/me/nutrition-programs: the signed-in client's weekly programme and the target its day totals are
 * compared with (always their own, from the session).
 */
export const meNutritionProgramsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getClientNutritionProgramWithTarget(c.var.deps.db, { clientId: c.var.user.id })))
  /** The programme as a PDF to keep or print (issue #40, ADR 0079); 404 in Turkish without a programme. */
  .get('/pdf', queryOf(dietListPdfQuerySchema), async (c) => {
    const file = await renderClientDietListPdf(c.var.deps, {
      clientId: c.var.user.id,
      shoppingRange: c.req.valid('query'),
      isForClient: true,
    });
    return pdfDownloadResponse(c, file);
  });
