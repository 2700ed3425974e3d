// ESLint's import-x/no-cycle skips type-only imports, and a cycle through types still ties two modules
// together for a reader; dependency-cruiser sees them (tsPreCompilationDeps) as well as dynamic imports.
/* global module */

/** @type {import('dependency-cruiser').IConfiguration} */
/** The outside parties' stand-ins in server/, each a folder of its own ($1 is the folder). */
const STAND_IN = '^server/(card-provider|email-service|exchange-rate|oidc)/';

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
    {
      name: 'company-backend-imports-no-stand-in',
      severity: 'error',
      comment:
        'server/backend/ is the company backend as production runs it: it reaches the outside parties over HTTP ' +
        'or through the interface server/local-stack.ts hands it, never by importing their stand-ins.',
      from: { path: '^server/backend/' },
      to: { path: STAND_IN },
    },
    {
      name: 'stand-in-imports-no-company-backend',
      severity: 'error',
      comment:
        "A stand-in plays an outside party: it knows the company's backend only as that party would, by its " +
        'HTTP calls or the interface server/local-stack.ts gives it, never its code or tables.',
      from: { path: STAND_IN },
      to: { path: '^server/backend/' },
    },
    {
      name: 'stand-ins-import-no-other-stand-in',
      severity: 'error',
      comment:
        'Each outside party is a service of its own: what two stand-ins share lives beside them in server/.',
      from: { path: STAND_IN },
      to: { path: STAND_IN, pathNot: '^server/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
