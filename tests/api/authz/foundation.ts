import { adminOnly, clientOwn, type MatrixEntry, publicRoute } from './matrix-types.ts';

// Routes of the foundation (issue #2). Each feature adds a file like this one in tests/api/authz/.
export const matrix: MatrixEntry[] = [
  publicRoute('GET', '/api/health', 200),
  publicRoute('GET', '/api/auth/session', 200),
  publicRoute('POST', '/api/auth/sign-out', 200),
  // An empty body is a validation error for everybody; valid credentials are covered in auth.test.ts.
  publicRoute('POST', '/api/auth/admin/sign-in', 400, () => ({ path: '/api/auth/admin/sign-in', body: {} })),
  publicRoute('POST', '/api/auth/client/sign-in', 400, () => ({ path: '/api/auth/client/sign-in', body: {} })),
  // Every client has a stream of their own events; the id comes from the session.
  { ...clientOwn('GET', '/api/me/events', 200, 200), isStream: true },
  adminOnly('GET', '/api/admin/clients/options', 200),
];
