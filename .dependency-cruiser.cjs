// Module boundaries (docs/architecture.md §1 and §5, issue 12 part 3), checked in CI by `npm run lint:deps`.
//
// A module is a folder under apps/server/src/modules/ or apps/web/src/modules/. Between modules:
// - another module's tables (`*.tables.ts`) are named only by a module's own `*.tables.ts` (foreign keys); other modules
//   read through the owner's published reads (`<module>.reads.ts`: column sets, SQL expressions, join helpers) and
//   change rows through its service;
// - another module's routes (`*.routes.ts`) are never imported: the app mounts them from the registry;
// - no cycles between module folders (server and web), so every module reads and changes against the ones below it.
// Allowances: tests and fixtures (`*.test.ts`, `*.fixtures.ts`) are not checked at all, and the demo seeders
// (`*.demo.ts`), the bench (apps/server/scripts/) and the test helpers (apps/server/test/) may import any module's
// tables: they build rows directly, including backdated history no service call would write. Demo seeders still call
// services where one exists, and they count for the cycle rule.
// Elsewhere: apps/server/src/db/ (client, migrations, data-dir lock, columns) imports no module, apps/server/src/core/
// (errors, list queries, paging, passwords) imports no module and nothing of http/, and packages/domain imports no
// app.

const SERVER_MODULE = '^apps/server/src/modules/([^/]+)/';
const SET_UP_FILES = '\\.(test|fixtures|demo)\\.tsx?$|^apps/server/(test|scripts)/';
module.exports = {
  forbidden: [
    {
      name: 'no-other-module-tables',
      severity: 'error',
      comment:
        "Another module's tables are named only by our own *.tables.ts (foreign keys); other modules read through the " +
        "owner's published reads (<module>.reads.ts) and change rows through its service.",
      from: { path: SERVER_MODULE, pathNot: ['\\.tables\\.ts$', SET_UP_FILES] },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]+\\.tables\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'no-other-module-routes',
      severity: 'error',
      comment: "A module never imports another module's routes: the app mounts them from the registry.",
      from: { path: SERVER_MODULE },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]+\\.routes\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'no-module-cycles',
      severity: 'error',
      comment: 'Modules depend on each other one way only (server and web): no cycle between module folders.',
      scope: 'folder',
      from: { path: '^apps/(server|web)/src/modules/[^/]+$' },
      to: { path: '^apps/$1/src/modules/[^/]+$', circular: true },
    },
    {
      name: 'db-imports-no-module',
      severity: 'error',
      comment: 'db/ keeps the client, the migration runner, the data-dir lock and column helpers: no module.',
      from: { path: '^apps/server/src/db/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'core-imports-no-module-or-http',
      severity: 'error',
      comment:
        'core/ is what services share that is not HTTP (errors, list queries, paging, passwords, form changes): it ' +
        'sits below the modules and imports no module and nothing of http/.',
      from: { path: '^apps/server/src/core/' },
      to: { path: '^apps/server/src/(modules|http)/' },
    },
    {
      name: 'domain-imports-no-app',
      severity: 'error',
      comment: 'packages/domain is pure TypeScript shared by the server and the web app: it imports neither.',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    // A table's foreign key to another module's table is a fact about the data, not a call (drizzle needs the
    // referenced table object). So what a *.tables.ts file imports is not followed: the file stays in the graph (reaching
    // into another module's tables still counts), and the cycle rule sees the code's dependencies only.
    doNotFollow: { path: ['node_modules', '\\.tables\\.ts$'] },
    // The files directly in modules/ (the registry: index.ts and registry.ts on the server, module-routes.ts and
    // module-extensions.tsx on the web) wire the modules together and belong to none; tests and fixtures are free.
    exclude: {
      path: [
        '(^|/)(node_modules|dist|data)/',
        '\\.(test|fixtures)\\.tsx?$',
        '^apps/(server|web)/src/modules/[^/]+\\.tsx?$',
      ],
    },
    // Type-only imports count: a type from another module is a dependency on it too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
