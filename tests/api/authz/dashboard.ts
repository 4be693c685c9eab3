import { adminOnly, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the dashboard module (src/server/modules/dashboard).
export const matrix: MatrixEntry[] = [adminOnly('GET', '/api/admin/dashboard', 200)];
