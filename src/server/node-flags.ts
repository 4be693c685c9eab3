// The Node.js flags and environment the server runs with: `npm start` (package.json) and everything
// that starts it as production does (the bench, the browser tests, the process tests). A test keeps
// package.json's start script in step with both.
//
// --max-semi-space-size=8: V8 sizes the young generation from the machine's memory (here up to
// 3 × 32 MB, touched soon after start); a request's garbage is small and short-lived, so 8 MB
// semi-spaces cost a few more quick scavenges and keep far less resident (ADR 0024 has the figures).
//
// --no-allocation-site-pretenuring: V8 watches how many objects of each allocation site survive a
// young collection and, when most do, allocates that site's objects in the old generation from then on
// ("pretenuring"). Under load a request's objects are alive at a scavenge merely because the request
// is in flight, so V8 pretenured the sites of the HTTP parser, Hono's context and router, the
// compression and postgres.js: a fifth of what a request allocated went straight to the old
// generation and died there, the same fifth whatever the young generation's size (8, 32 or 64 MB).
// That garbage took a mark-compact every few seconds per process (pauses of 14–28 ms) and made each
// scavenge scan it. Without pretenuring a request's garbage dies young: lower p99 and less CPU per
// request (ADR 0042 has the figures).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--no-allocation-site-pretenuring'] as const;

// glibc's malloc (Linux) keeps memory a process has freed: after a large buffer is freed it raises its
// mmap threshold to that buffer's size, so later large buffers come from the heap, which it seldom
// gives back. Start-up (PGlite's files, the migrations, the first pages) and load leave tens of MB
// resident that way. Fixed thresholds of 128 KB (the usual initial values) keep large buffers mapped
// and returned on free, and trim the heap's free top: tens of MB less resident at no measurable CPU
// cost (ADR 0024 has the figures). Set before the process starts (glibc reads them then); other C libraries ignore them.
export const SERVER_ENV = {
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
} as const;

/** `NAME=value …` as a POSIX shell writes SERVER_ENV before a command. */
export const serverEnvAssignments = () =>
  Object.entries(SERVER_ENV)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
