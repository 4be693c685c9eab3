import { clientOwn, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the water module (src/server/modules/water): every route it mounts,
// collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.
export const matrix: MatrixEntry[] = [clientOwn('POST', '/api/me/water', 200, 200)];
