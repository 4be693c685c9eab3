import { Hono } from 'hono';
import {
  createNutritionProgramSchema,
  dietListPdfQuerySchema,
  updateNutritionProgramSchema,
} from '../../../shared/schemas/nutrition-programs.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, jsonBodyAtVersion, queryOf, readUuidParam, uuidParam } from '../../http/input.ts';
import {
  createNutritionProgram,
  getNutritionProgramForAdmin,
  renderClientDietListPdf,
  updateNutritionProgram,
} from './nutrition-programs-service.ts';
import { pdfDownloadResponse } from '../../http/pdf-download.ts';

/**
 * /api/admin/nutrition-programs: a client's weekly programme (one per client, addressed by the
 * client's id), created empty, then saved field by field under an optimistic version check.
 */
export const adminNutritionProgramsRoutes = new Hono<AppEnv>()
  .get('/:clientId', uuidParam('clientId'), async (c) => {
    return c.json(await getNutritionProgramForAdmin(c.var.deps.db, { clientId: readUuidParam(c, 'clientId') }));
  })
  /** 'PDF indir': the client's diet list as a PDF (issue #40, ADR 0079). */
  .get('/:clientId/pdf', uuidParam('clientId'), queryOf(dietListPdfQuerySchema), async (c) => {
    const file = await renderClientDietListPdf(c.var.deps, {
      clientId: readUuidParam(c, 'clientId'),
      shoppingRange: c.req.valid('query'),
      isForClient: false,
    });
    return pdfDownloadResponse(c, file);
  })
  .post('/', jsonBody(createNutritionProgramSchema), async (c) => {
    const program = await createNutritionProgram(c.var.deps.db, c.req.valid('json'));
    return c.json({ program }, 201);
  })
  .patch('/:clientId', uuidParam('clientId'), jsonBodyAtVersion(updateNutritionProgramSchema), async (c) => {
    const { version, input } = c.req.valid('json');
    const program = await updateNutritionProgram(c.var.deps.db, {
      clientId: readUuidParam(c, 'clientId'),
      version,
      input,
    });
    return c.json({ program });
  });
