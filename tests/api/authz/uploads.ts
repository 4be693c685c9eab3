import { adminOnly, type MatrixEntry } from './matrix-types.ts';

// The upload route's happy path (multipart) is covered in tests/api/uploads-admin.test.ts; here the
// admin sends no file and gets the Turkish "choose an image" 400.
export const matrix: MatrixEntry[] = [
  adminOnly('POST', '/api/admin/uploads/images', 400, () => ({ path: '/api/admin/uploads/images?kind=product' })),
];
