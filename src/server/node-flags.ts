// The Node.js flags the server runs with: `npm start` (package.json) and everything that starts it
// as production does (the bench, the browser tests, the process tests). A test keeps package.json's
// start script in step with this list.
//
// --max-semi-space-size=8: V8 sizes the young generation from the machine's memory (here up to
// 3 × 32 MB, touched soon after start); a request's garbage is small and short-lived, so 8 MB
// semi-spaces cost a few more quick scavenges and keep about 170 MB less resident (466 → 296 MB idle
// on PGlite, measured in issue #17).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'] as const;
