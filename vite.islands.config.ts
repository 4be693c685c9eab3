import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The islands of the document pages (ADR 0027, ADR 0029): src/web/islands-main.tsx and the island
// components, built a second time after the app (scripts/build-web.ts) into the same folder, with
// Preact in React's place. The same components render on the server with React; in the browser a
// visitor of the home page or the blog downloads Preact (about 10 KB) instead of react-dom (about
// 70 KB). One file: every island of every document page, so the page waits for one request, not a
// chain of chunks. Its own manifest (.vite/islands-manifest.json) names the file for the server.
export const ISLANDS_MANIFEST = '.vite/islands-manifest.json';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    manifest: ISLANDS_MANIFEST,
    rolldownOptions: {
      input: { islands: 'src/web/islands-main.tsx' },
      output: { codeSplitting: false },
    },
  },
});
