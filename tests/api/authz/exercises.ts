import { clientOwn, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the exercises module (src/server/modules/exercises): every route it mounts,
// collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.
export const matrix: MatrixEntry[] = [clientOwn('GET', '/api/me/exercises', 200, 200)];
