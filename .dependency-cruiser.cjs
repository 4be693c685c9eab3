// Import boundaries of Denge (see ARCHITECTURE.md "Layout"): shared <- server, shared <- web,
// web never imports server code (types only), server never imports web, features keep to themselves.
module.exports = {
  forbidden: [
    {
      name: 'shared-is-isomorphic',
      comment: 'src/shared runs in the browser and on the server: it imports neither side.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'web-not-server',
      comment: 'The browser bundle must never pull in server code; type-only imports are allowed.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'features-keep-their-internals',
      comment: 'A feature may use another feature only through its api/ folder; pages meet in app/.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: {
        path: '^src/web/features/([^/]+)/(?!api/)',
        pathNot: '^src/web/features/$1/',
      },
    },
    {
      name: 'modules-through-their-service',
      comment: 'A server module may call another module only through its service or schema files.',
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/' },
      to: {
        path: '^src/server/modules/([^/]+)/.+-routes\\.ts$',
        pathNot: '^src/server/modules/$1/',
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
