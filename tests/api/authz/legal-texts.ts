import { adminOnly, type MatrixEntry, publicRoute } from './matrix-types.ts';

// Authorization-matrix entries of the legal-texts module (src/server/modules/legal-texts): every route
// it mounts, collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.

export const matrix: MatrixEntry[] = [
  publicRoute('GET', '/api/legal-texts/:kind', 200, () => ({ path: '/api/legal-texts/privacy-notice' })),
  adminOnly('GET', '/api/admin/legal-texts', 200),
  adminOnly('GET', '/api/admin/legal-texts/:kind', 200, () => ({ path: '/api/admin/legal-texts/cookie-policy' })),
  adminOnly('GET', '/api/admin/legal-texts/:kind/versions/:version', 200, () => ({
    path: '/api/admin/legal-texts/cookie-policy/versions/1',
  })),
  adminOnly('POST', '/api/admin/legal-texts/:kind/versions', 201, () => ({
    path: '/api/admin/legal-texts/cookie-policy/versions',
    body: { body: '<p>Çerez politikası, yetki denemesi.</p>' },
  })),
];
