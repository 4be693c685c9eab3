import { eq } from 'drizzle-orm';
import { foodItems, nutritionPrograms } from '../../../src/server/db/schema/index.ts';
import { adminOnly, clientOwn, type MatrixContext, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the nutrition-programs module (src/server/modules/nutrition-programs): every route it mounts,
// collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.

/** Client A's programme at its current version (made if missing), so the admin's save is not stale. */
async function currentProgramVersion(ctx: MatrixContext): Promise<number> {
  await ctx.db.insert(nutritionPrograms).values({ clientId: ctx.ids.clientA }).onConflictDoNothing();
  const [row] = await ctx.db
    .select({ version: nutritionPrograms.version })
    .from(nutritionPrograms)
    .where(eq(nutritionPrograms.clientId, ctx.ids.clientA));
  return row!.version;
}

export const matrix: MatrixEntry[] = [
  clientOwn('GET', '/api/me/nutrition-programs', 200, 200),
  // The PDF is always the caller's own programme (from the session): both clients have one here.
  clientOwn('GET', '/api/me/nutrition-programs/pdf', 200, 200, async (ctx) => {
    await ctx.db
      .insert(nutritionPrograms)
      .values([{ clientId: ctx.ids.clientA }, { clientId: ctx.ids.clientB }])
      .onConflictDoNothing();
    return { path: '/api/me/nutrition-programs/pdf' };
  }),
  adminOnly('GET', '/api/admin/nutrition-programs/:clientId', 200, (ctx) => ({
    path: `/api/admin/nutrition-programs/${ctx.ids.clientA}`,
  })),
  adminOnly('GET', '/api/admin/nutrition-programs/:clientId/pdf', 200, async (ctx) => {
    await currentProgramVersion(ctx);
    return { path: `/api/admin/nutrition-programs/${ctx.ids.clientA}/pdf` };
  }),
  // Client B's programme is removed first for each try, so the dietitian's create finds none.
  adminOnly('POST', '/api/admin/nutrition-programs', 201, async (ctx) => {
    await ctx.db.delete(nutritionPrograms).where(eq(nutritionPrograms.clientId, ctx.ids.clientB));
    return { path: '/api/admin/nutrition-programs', body: { clientId: ctx.ids.clientB } };
  }),
  // The save carries food lines too (ADR 0075: they are part of the programme's save, no route of their own).
  adminOnly('PATCH', '/api/admin/nutrition-programs/:clientId', 200, async (ctx) => {
    const [food] = await ctx.db.select({ id: foodItems.id }).from(foodItems).limit(1);
    return {
      path: `/api/admin/nutrition-programs/${ctx.ids.clientA}`,
      body: {
        version: await currentProgramVersion(ctx),
        meals: { monday_breakfast: 'Yulaf ezmesi' },
        foodLines: { monday_breakfast: [{ foodId: food!.id, measure: 'tablespoon', measureCount: 4 }] },
      },
    };
  }),
];
