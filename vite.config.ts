import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA. In development Vite serves it and forwards /api to the Node server (scripts/dev.ts).
// `vite build --ssr src/web/entry-server.tsx` (scripts/build-web.ts) builds the server-rendering entry;
// the browser build writes the manifest the server reads to preload each public page's chunk. The
// islands of the document pages (src/web/islands-main.tsx, ADR 0027) have a build of their own, with
// Preact in React's place: vite.islands.config.ts (ADR 0029).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // Small chunks shared by several screens are copied into the chunks that use them (one execution
    // and one state through Rolldown's registry): a signed-in screen loads 9 scripts instead of 42
    // (ADR 0033). Chunks with styles stay files, as Rolldown's guide asks of Vite builds.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 64 * 1024, exclude: /\.css(\?|$)/ },
            },
          },
        },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT ?? 3001}`, changeOrigin: false } },
  },
}));
