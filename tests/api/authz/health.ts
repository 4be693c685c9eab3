import { type MatrixEntry, publicRoute } from './matrix-types.ts';

// Authorization-matrix entries of the health module (src/server/modules/health): every route it mounts,
// collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.
export const matrix: MatrixEntry[] = [publicRoute('GET', '/api/health', 200)];
