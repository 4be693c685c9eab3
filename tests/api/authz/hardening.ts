import { adminOnly, type MatrixEntry } from './matrix-types.ts';

// Routes added by the hardening issue (#16).

export const matrix: MatrixEntry[] = [
  // The audit trail of a client: the dietitian only.
  adminOnly('GET', '/api/admin/clients/:id/audit', 200, (ctx) => ({
    path: `/api/admin/clients/${ctx.ids.clientA}/audit`,
  })),
];
