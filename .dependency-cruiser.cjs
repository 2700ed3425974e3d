// ESLint's import-x/no-cycle skips type-only imports, and a cycle through types still ties two modules
// together for a reader; dependency-cruiser sees them (tsPreCompilationDeps) as well as dynamic imports.
/* global module */

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import one way: move what two modules share into a third they both import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'route-data-in-node-only',
      severity: 'error',
      comment:
        "src/app/route-data.ts defines the data pages' reads with the feature APIs, for the prerender: a module " +
        'the browser loads would bring those APIs into every first load. The route table names reads by type only.',
      from: {
        path: '^src/',
        pathNot: '^src/app/(prerender-page|structured-data|share-images|route-needs\\.test)\\.tsx?$',
      },
      to: { path: '^src/app/route-data\\.ts$', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
