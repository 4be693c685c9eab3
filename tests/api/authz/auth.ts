import { type MatrixEntry, publicRoute } from './matrix-types.ts';

// Authorization-matrix entries of the auth module (src/server/modules/auth): every route it mounts,
// collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.
export const matrix: MatrixEntry[] = [
  publicRoute('GET', '/api/auth/session', 200),
  publicRoute('POST', '/api/auth/sign-out', 200),
  // An empty body is a validation error for everybody; valid credentials are covered in auth.test.ts.
  publicRoute('POST', '/api/auth/admin/sign-in', 400, () => ({ path: '/api/auth/admin/sign-in', body: {} })),
  publicRoute('POST', '/api/auth/client/sign-in', 400, () => ({ path: '/api/auth/client/sign-in', body: {} })),
  // Without the first step's cookie a code has nothing to confirm (401); a signed-in account without an
  // authenticator gets 400 (two-factor-admin.test.ts covers the real second step).
  publicRoute('POST', '/api/auth/admin/two-factor', { anonymous: 401, clientA: 400, clientB: 400, admin: 400 }, () => ({
    path: '/api/auth/admin/two-factor',
    body: { code: '123456' },
  })),
];
