import { desc, eq, sql } from 'drizzle-orm';
import { consentRecords, legalTextVersions } from '../../../src/server/db/schema/index.ts';
import { type Actor, adminOnly, clientOwn, type MatrixContext, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the consents module (src/server/modules/consents): every route it
// mounts, collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.
// Each client route only touches the caller's own records, so client B gets the same answer as A. The
// give/withdraw entries set the caller's state first (a withdrawal needs a given rıza), and the last
// one leaves the rıza given, so that the diary and water entries still write.

/**
 * Records an earlier decision about the current açık rıza text for the demo client acting, straight in
 * the table. It is dated a second back: PGlite's clock counts milliseconds, and the route's own record
 * made within the same millisecond would tie with it for 'the newest decision'.
 */
async function decide(ctx: MatrixContext, actor: Actor, decision: 'given' | 'withheld') {
  if (actor !== 'clientA' && actor !== 'clientB') return;
  const [current] = await ctx.db
    .select({ id: legalTextVersions.id })
    .from(legalTextVersions)
    .where(eq(legalTextVersions.kind, 'explicit-consent'))
    .orderBy(desc(legalTextVersions.version))
    .limit(1);
  await ctx.db.insert(consentRecords).values({
    clientId: ctx.ids[actor],
    legalTextVersionId: current!.id,
    decision,
    channel: 'profil',
    ipAddress: '127.0.0.1',
    userAgent: 'matrix',
    createdAt: sql`now() - interval '1 second'`,
  });
}

export const matrix: MatrixEntry[] = [
  clientOwn('GET', '/api/me/consents', 200, 200),
  clientOwn('POST', '/api/me/consents', 201, 201, () => ({
    path: '/api/me/consents',
    body: { privacyNoticeAcknowledged: true, explicitConsent: 'given' },
  })),
  clientOwn('POST', '/api/me/consents/explicit-consent/withdraw', 200, 200, async (ctx, actor) => {
    await decide(ctx, actor, 'given');
    return { path: '/api/me/consents/explicit-consent/withdraw' };
  }),
  clientOwn('POST', '/api/me/consents/explicit-consent', 201, 201, async (ctx, actor) => {
    await decide(ctx, actor, 'withheld');
    return { path: '/api/me/consents/explicit-consent' };
  }),
  adminOnly('GET', '/api/admin/consents/:clientId', 200, (ctx) => ({
    path: `/api/admin/consents/${ctx.ids.clientA}`,
  })),
];
