import { type MatrixEntry, publicRoute } from './matrix-types.ts';

// Authorization-matrix entries of the visits module (src/server/modules/visits).
export const matrix: MatrixEntry[] = [
  publicRoute('POST', '/api/visits', 200, () => ({ path: '/api/visits', body: { path: '/randevu' } })),
];
