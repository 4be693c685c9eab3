import { clientOwn, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the privacy module (src/server/modules/privacy): every route it mounts,
// collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.
// The download only ever holds the session client's own data, so client B gets 200 on theirs.
export const matrix: MatrixEntry[] = [
  clientOwn('GET', '/api/me/privacy/data-export', 200, 200),
  // The same data as a readable PDF (ADR 0073, amendment 2026-11-28).
  clientOwn('GET', '/api/me/privacy/data-export/pdf', 200, 200),
];
