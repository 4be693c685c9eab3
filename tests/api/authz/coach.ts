import { adminOnly, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the coach module (src/server/modules/coach): every route it mounts,
// collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.
// The matrix server has no AI provider: the dietitian's question gets the Turkish 503.

export const matrix: MatrixEntry[] = [
  adminOnly('GET', '/api/admin/coach', 200),
  adminOnly('POST', '/api/admin/coach/messages', 503, () => ({
    path: '/api/admin/coach/messages',
    body: { content: 'Günde kaç litre su içmeliyim?' },
  })),
  adminOnly('DELETE', '/api/admin/coach/messages', 200),
];
