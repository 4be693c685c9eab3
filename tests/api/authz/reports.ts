import { adminOnly, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the reports module (src/server/modules/reports): every route it mounts,
// collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.
export const matrix: MatrixEntry[] = [
  adminOnly('GET', '/api/admin/reports/:clientId', 200, (ctx) => ({
    path: `/api/admin/reports/${ctx.ids.clientA}`,
  })),
  // The client report as a PDF (issue #40): the dietitian only; a client never gets another's report.
  adminOnly('GET', '/api/admin/reports/:clientId/pdf', 200, (ctx) => ({
    path: `/api/admin/reports/${ctx.ids.clientA}/pdf`,
  })),
  // The matrix server has no AI provider: the dietitian is told so (503), others never get that far.
  adminOnly('POST', '/api/admin/reports/:clientId/analysis', 503, (ctx) => ({
    path: `/api/admin/reports/${ctx.ids.clientA}/analysis`,
    body: {},
  })),
];
