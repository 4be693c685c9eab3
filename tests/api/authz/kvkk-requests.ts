import { kvkkRequests } from '../../../src/server/db/schema/index.ts';
import { adminOnly, clientOwn, type MatrixContext, type MatrixEntry, publicRoute } from './matrix-types.ts';

// Authorization-matrix entries of the KVKK requests module (src/server/modules/kvkk-requests): every
// route it mounts, collected by tests/api/authorization-matrix.test.ts. A client's routes only touch
// the caller's own requests, so client B gets the same answer as A.

/** A received request, open, for the admin's commands. */
async function receivedRequest(ctx: MatrixContext): Promise<string> {
  const [row] = await ctx.db
    .insert(kvkkRequests)
    .values({
      requesterName: 'Matris Ziyaretçi',
      requesterEmail: 'matris@example.com',
      kind: 'information',
      body: 'Hangi verilerimi işliyorsunuz?',
      receivedAt: new Date(),
    })
    .returning({ id: kvkkRequests.id });
  return row!.id;
}

const visitorRequest = {
  name: 'Matris Ziyaretçi',
  email: 'matris@example.com',
  kind: 'information',
  body: 'Hangi verilerimi işliyorsunuz?',
};

export const matrix: MatrixEntry[] = [
  clientOwn('GET', '/api/me/kvkk-requests', 200, 200),
  clientOwn('POST', '/api/me/kvkk-requests', 201, 201, () => ({
    path: '/api/me/kvkk-requests',
    body: { kind: 'correction', body: 'Telefon numaram yanlış kayıtlı.' },
  })),
  // Anyone may file a visitor's request (a signed-in client too: it is verified by e-mail all the same).
  publicRoute('POST', '/api/kvkk-requests', 202, () => ({
    path: '/api/kvkk-requests',
    // An address of its own per actor: one address gets three confirming mails a day.
    body: { ...visitorRequest, email: `matris-${crypto.randomUUID().slice(0, 8)}@example.com` },
  })),
  // A wrong link is 400 for everyone, signed in or not.
  publicRoute('POST', '/api/kvkk-requests/verify', 400, () => ({
    path: '/api/kvkk-requests/verify',
    body: { token: 'yanlis-bir-baglanti-anahtari-0000' },
  })),
  adminOnly('GET', '/api/admin/kvkk-requests', 200),
  adminOnly('POST', '/api/admin/kvkk-requests/:id/start', 200, async (ctx) => ({
    path: `/api/admin/kvkk-requests/${await receivedRequest(ctx)}/start`,
  })),
  adminOnly('POST', '/api/admin/kvkk-requests/:id/answer', 200, async (ctx) => ({
    path: `/api/admin/kvkk-requests/${await receivedRequest(ctx)}/answer`,
    body: { outcome: 'answered', answer: 'Kayıtlı verileriniz: ad, e-posta.' },
  })),
];
