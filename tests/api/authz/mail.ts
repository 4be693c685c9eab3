import { adminOnly, type MatrixEntry } from './matrix-types.ts';

export const matrix: MatrixEntry[] = [adminOnly('GET', '/api/admin/mail/status', 200)];
