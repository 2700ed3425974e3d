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
      name: 'renderer-apart',
      severity: 'error',
      comment:
        "renderer/ writes dist/'s pages, in Node only (the build and refresh-pages run it): page/ renders each " +
        'route with the app, and the page writers beside it turn that into files. It imports the browser app, ' +
        'never the other way round, so nothing of it (the data reads it starts with the feature APIs, structured ' +
        'data, what the share pictures show, the writers) can reach a page the browser loads. The route table ' +
        'names the reads (route-needs.ts: ReadName); the renderer defines them. scripts/, the build around the ' +
        'app (budget, loaders, benchmarks), is Node only too and stays out of src/ for the same reason.',
      from: { path: '^src/' },
      to: { path: '^(renderer|scripts)/' },
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
