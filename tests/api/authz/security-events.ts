import { adminOnly, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the security-events module (src/server/modules/security-events):
// the sign-in defences' events the dietitian sees (issue #38 item 4, ADR 0084).

export const matrix: MatrixEntry[] = [adminOnly('GET', '/api/admin/security-events', 200)];
