import { adminOnly, clientOwn, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the access-log module (src/server/modules/access-log): who in the
// practice opened a client's record (issue #43, ADR 0084). The client route lists only the caller's
// own reads, so client B gets the same answer as A.

export const matrix: MatrixEntry[] = [
  clientOwn('GET', '/api/me/access-log', 200, 200),
  adminOnly('GET', '/api/admin/access-log/:clientId', 200, (ctx) => ({
    path: `/api/admin/access-log/${ctx.ids.clientA}`,
  })),
];
