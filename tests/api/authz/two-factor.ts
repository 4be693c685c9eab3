import { adminOnly, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the two-factor module (src/server/modules/two-factor): every route
// it mounts, collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the
// suite. The dietitian's wrong password / wrong code are refused (400) without changing anything;
// the whole setup is covered in two-factor-admin.test.ts.

export const matrix: MatrixEntry[] = [
  adminOnly('GET', '/api/admin/two-factor', 200),
  adminOnly('POST', '/api/admin/two-factor/setup', 400, () => ({
    path: '/api/admin/two-factor/setup',
    body: { password: 'yanlis-sifre' },
  })),
  adminOnly('POST', '/api/admin/two-factor/confirm', 400, () => ({
    path: '/api/admin/two-factor/confirm',
    body: { code: '12345' },
  })),
  adminOnly('POST', '/api/admin/two-factor/disable', 400, () => ({
    path: '/api/admin/two-factor/disable',
    body: { password: 'yanlis-sifre' },
  })),
];
