// No import circle through values in api/src, web/src or shared/ (`npm run lint:cycles`).
// A circle made only of `import type` edges is harmless (erased before running) and allowed.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-value-cycle',
      severity: 'error',
      comment: 'Two files that need each other at run time: move what both use one floor down.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)generated/', '(^|/)gql/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'api/tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
    skipAnalysisNotInRules: true,
  },
};
