import { clientOwn, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the home module (src/server/modules/home): every route it mounts,
// collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.
export const matrix: MatrixEntry[] = [
  // Own data only: the client id comes from the session, so client B simply gets B's own home.
  clientOwn('GET', '/api/me/home', 200, 200),
];
