import { clientOwn, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the nutrition-programs module (src/server/modules/nutrition-programs): every route it mounts,
// collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.
export const matrix: MatrixEntry[] = [clientOwn('GET', '/api/me/nutrition-programs', 200, 200)];
