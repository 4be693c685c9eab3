import { Hono } from 'hono';
import {
  applyNutritionProgramTemplateSchema,
  createNutritionProgramTemplateSchema,
  updateNutritionProgramTemplateSchema,
} from '../../../shared/schemas/nutrition-program-templates.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, jsonBodyAtVersion, readUuidParam, uuidParam } from '../../http/input.ts';
import {
  applyNutritionProgramTemplate,
  createNutritionProgramTemplate,
  deleteNutritionProgramTemplate,
  listNutritionProgramTemplates,
  updateNutritionProgramTemplate,
} from './nutrition-program-templates-service.ts';

/**
 * /api/admin/nutrition-program-templates: the practice's diet-list templates (issue #40, ADR 0086):
 * list, save a client's programme as one, rename, delete, and apply one to a client's programme.
 */
export const adminNutritionProgramTemplatesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ templates: await listNutritionProgramTemplates(c.var.deps.db) }))
  .post('/', jsonBody(createNutritionProgramTemplateSchema), async (c) => {
    const template = await createNutritionProgramTemplate(c.var.deps.db, c.req.valid('json'));
    return c.json({ template }, 201);
  })
  .patch('/:id', uuidParam('id'), jsonBodyAtVersion(updateNutritionProgramTemplateSchema), async (c) => {
    const { version, input } = c.req.valid('json');
    const template = await updateNutritionProgramTemplate(c.var.deps.db, {
      templateId: readUuidParam(c, 'id'),
      version,
      input,
    });
    return c.json({ template });
  })
  .delete('/:id', uuidParam('id'), async (c) => {
    await deleteNutritionProgramTemplate(c.var.deps.db, { templateId: readUuidParam(c, 'id') });
    return c.json({ ok: true as const });
  })
  .post('/:id/apply', uuidParam('id'), jsonBody(applyNutritionProgramTemplateSchema), async (c) => {
    const applied = await applyNutritionProgramTemplate(c.var.deps.db, {
      templateId: readUuidParam(c, 'id'),
      input: c.req.valid('json'),
    });
    return c.json(applied);
  });
