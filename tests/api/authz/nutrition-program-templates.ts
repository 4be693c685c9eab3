import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { nutritionPrograms, nutritionProgramTemplates } from '../../../src/server/db/schema/index.ts';
import { adminOnly, type MatrixContext, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the nutrition-program-templates module
// (src/server/modules/nutrition-program-templates): the practice's templates are the dietitian's alone.

/** A fresh template (a unique name each time), so every try renames, deletes or applies its own. */
async function freshTemplate(ctx: MatrixContext): Promise<string> {
  const name = `Matris şablonu ${randomUUID()}`;
  const [row] = await ctx.db
    .insert(nutritionProgramTemplates)
    .values({ name, nameKey: name.toLowerCase(), meals: { monday_breakfast: 'Yulaf' } })
    .returning({ id: nutritionProgramTemplates.id });
  return row!.id;
}

export const matrix: MatrixEntry[] = [
  adminOnly('GET', '/api/admin/nutrition-program-templates', 200),
  adminOnly('POST', '/api/admin/nutrition-program-templates', 201, async (ctx) => {
    await ctx.db.insert(nutritionPrograms).values({ clientId: ctx.ids.clientA }).onConflictDoNothing();
    return {
      path: '/api/admin/nutrition-program-templates',
      body: { clientId: ctx.ids.clientA, name: `Matris ${randomUUID()}` },
    };
  }),
  adminOnly('PATCH', '/api/admin/nutrition-program-templates/:id', 200, async (ctx) => ({
    path: `/api/admin/nutrition-program-templates/${await freshTemplate(ctx)}`,
    // A fresh template is at its first version (ADR 0053).
    body: { name: `Matris ${randomUUID()}`, version: 1 },
  })),
  adminOnly('DELETE', '/api/admin/nutrition-program-templates/:id', 200, async (ctx) => ({
    path: `/api/admin/nutrition-program-templates/${await freshTemplate(ctx)}`,
  })),
  // Client B's programme is removed first for each try: the apply creates it (version null).
  adminOnly('POST', '/api/admin/nutrition-program-templates/:id/apply', 200, async (ctx) => {
    await ctx.db.delete(nutritionPrograms).where(eq(nutritionPrograms.clientId, ctx.ids.clientB));
    return {
      path: `/api/admin/nutrition-program-templates/${await freshTemplate(ctx)}/apply`,
      body: { clientId: ctx.ids.clientB, version: null },
    };
  }),
];
