// The import rules of the house (docs/architecture.md, "House rules"), checked by
// `npm run lint` over app/, server/, db/ with type-only imports counted (tsPreCompilationDeps), which
// ESLint's import-x/no-cycle does not see.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circle, type-only imports included: a module that needs a type from its importer gets a module of its own for it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-to-feature',
      comment:
        'A feature imports another feature only through what that feature exports for others: its payload shapes (*.schemas.ts) and types (*.types.ts). Routes and server/api compose features.',
      severity: 'error',
      // Tests may look across (a test of the search cache runs the search and the filter counts).
      from: { path: '^app/features/([^/]+)/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^app/features/([^/]+)/', pathNot: ['^app/features/$1/', '^app/features/[^/]+/[^/]+[.](schemas|types)[.]ts$'] },
    },
    {
      name: 'shared-to-features',
      comment:
        'Shared code (components, config, i18n, mail outbox, page head, portal kit, site shell, public-api rules, rendering) never imports features or routes.',
      severity: 'error',
      from: { path: '^app/(components|config|i18n|mail|page-head|portal|site-shell|public-api|rendering)/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^app/(features|routes)/' },
    },
    {
      name: 'config-upward',
      comment: 'app/config is the bottom layer of the app: it imports nothing of the app but itself (and db types).',
      severity: 'error',
      from: { path: '^app/config/' },
      to: { path: '^(app/(?!config/)|server/)' },
    },
    {
      name: 'db-upward',
      comment: 'db/ is shared: it may read app/config (platform data, environment), nothing above it.',
      severity: 'error',
      from: { path: '^db/' },
      to: { path: '^(app/(?!config/)|server/)' },
    },
    {
      name: 'app-to-server',
      comment: 'docs/architecture.md#house-rule-1: nothing under app/ imports server/ (the server hands the app what it needs through the request context).',
      severity: 'error',
      from: { path: '^app/' },
      to: { path: '^server/' },
    },
    {
      name: 'per-handle-state',
      comment:
        'State kept per database handle is the search read side alone (derived data, rebuilt from the database; docs/decisions/001, "The per-process state of search"). Any other state is made in server/main.ts and passed in.',
      severity: 'error',
      from: { pathNot: '^app/features/search/|^app/public-api/search-summary-cache[.]server[.]ts$|^db/per-handle([.]test)?[.]ts$' },
      to: { path: '^db/per-handle[.]ts$' },
    },
    {
      name: 'production-to-tests',
      comment: 'Test fixtures and helpers live in tests/support and are imported by tests only.',
      severity: 'error',
      from: { path: '^(app|server|db)/', pathNot: '[.]test[.]tsx?$|^server/jobs/outbox-crash-process[.]ts$' },
      to: { path: '^tests/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(build|node_modules|[.]react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
