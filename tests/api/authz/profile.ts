import { clientOwn, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the profile module (src/server/modules/profile): every route it mounts,
// collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.
export const matrix: MatrixEntry[] = [
  clientOwn('GET', '/api/me/profile', 200, 200),
  // A malformed address proves the audience without changing a demo account's sign-in e-mail.
  clientOwn('PUT', '/api/me/profile/email', 400, 400, () => ({
    path: '/api/me/profile/email',
    body: { email: 'gecersiz-adres' },
  })),
  // A wrong current password proves the audience without changing a demo account's password.
  clientOwn('PUT', '/api/me/profile/password', 400, 400, () => ({
    path: '/api/me/profile/password',
    body: { currentPassword: 'yanlis-sifre', newPassword: 'yenisifre1', confirmPassword: 'yenisifre1' },
  })),
];
