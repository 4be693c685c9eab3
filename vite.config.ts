import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA. In development Vite serves it and forwards /api to the Node server (scripts/dev.ts).
// `vite build --ssr src/web/entry-server.tsx` (scripts/build-web.ts) builds the server-rendering entry;
// the browser build writes the manifest the server reads to preload each public page's chunk. Two
// browser entries: the app (index.html → src/web/main.tsx) and the islands of the document pages
// (src/web/islands-main.tsx, ADR 0027), which shares React's chunk with the app and nothing else.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    ...(isSsrBuild ? {} : { rolldownOptions: { input: { index: 'index.html', islands: 'src/web/islands-main.tsx' } } }),
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT ?? 3001}`, changeOrigin: false } },
  },
}));
