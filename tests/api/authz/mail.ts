import { randomUUID } from 'node:crypto';
import { mailConsents } from '../../../src/server/db/schema/index.ts';
import { adminOnly, clientOwn, type MatrixContext, type MatrixEntry, publicRoute } from './matrix-types.ts';

// Authorization-matrix entries of the mail module (src/server/modules/mail): the admin's bulk mail,
// the client's own consent, and the unsubscribe link, the one route open to everyone (its token is
// the key). A route without an entry fails the suite.

/** Client A consents, with a fresh unsubscribe token; answers the token. */
async function consentOfClientA(ctx: MatrixContext): Promise<string> {
  const token = randomUUID();
  await ctx.db
    .insert(mailConsents)
    .values({ clientId: ctx.ids.clientA, isConsented: true, unsubscribeToken: token })
    .onConflictDoUpdate({ target: mailConsents.clientId, set: { isConsented: true, unsubscribeToken: token } });
  return token;
}

export const matrix: MatrixEntry[] = [
  adminOnly('GET', '/api/admin/mail/status', 200),
  adminOnly('GET', '/api/admin/mail/recipients', 200),
  adminOnly('GET', '/api/admin/mail/sends', 200),
  adminOnly('POST', '/api/admin/mail/sends', 201, async (ctx) => {
    await consentOfClientA(ctx);
    return {
      path: '/api/admin/mail/sends',
      body: { subject: 'Matris', content: 'Matris denemesi', clientIds: [ctx.ids.clientA] },
    };
  }),
  clientOwn('GET', '/api/me/mail/consent', 200, 200),
  clientOwn('PUT', '/api/me/mail/consent', 200, 200, () => ({
    path: '/api/me/mail/consent',
    body: { isConsented: false },
  })),
  publicRoute('POST', '/api/mail/unsubscribe', 200, async (ctx) => ({
    path: '/api/mail/unsubscribe',
    body: { token: await consentOfClientA(ctx) },
  })),
  publicRoute('POST', '/api/mail/unsubscribe/one-click', 200, async (ctx) => ({
    path: `/api/mail/unsubscribe/one-click?token=${await consentOfClientA(ctx)}`,
  })),
  publicRoute('GET', '/api/mail/unsubscribe/one-click', 303, () => ({
    path: '/api/mail/unsubscribe/one-click?token=bir-anahtar',
  })),
];
