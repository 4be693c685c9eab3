import { type MatrixEntry, publicRoute } from './matrix-types.ts';

// Authorization-matrix entries of the content module (src/server/modules/content): the public site's
// reads are open to everyone, signed in or not. A route without an entry fails the suite.
export const matrix: MatrixEntry[] = [
  publicRoute('GET', '/api/content/site', 200),
  publicRoute('GET', '/api/content/home', 200),
  publicRoute('GET', '/api/content/blog-posts', 200),
  publicRoute('GET', '/api/content/blog-posts/:slug', 200, () => ({
    path: '/api/content/blog-posts/kan-sekerini-dengede-tutmanin-7-yolu',
  })),
];
