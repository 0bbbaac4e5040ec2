// The project's dependency rules (shared/STYLE.md, "A layout that absorbs them"), checked by
// eslint-plugin-boundaries. Every file is one element; the first descriptor that matches its path
// names it. A policy lists what an element may import; the last policy that matches an import
// decides, and an import no policy allows is refused. Imports inside one element (one feature
// module, one web feature, one folder) are not checked.
import boundaries from 'eslint-plugin-boundaries';

const root = import.meta.dirname;

// A folder: every file below it belongs to one element of this type.
const folder = (type, pattern, capture) => ({ type, pattern, partialMatch: false, ...(capture ? { capture } : {}) });
// Single files, each its own element. In 7.x only the deprecated `mode: 'full'` makes one file an
// element (a folder pattern always means what is below it), hence 'boundaries/legacy-warnings' below.
const files = (type, pattern) => ({ type, pattern, mode: 'full' });

const elements = [
  // Pure TypeScript both sides run (the genealogical date model): imports nothing of api or web.
  folder('shared', 'shared/*', ['library']),
  // ---- api, from the bottom up ----
  // Generated resolver types (codegen): read by modules and graphql/, never linted.
  folder('api-generated', 'api/src/generated'),
  // config.ts (typed environment) and errors.ts (domain errors): everyone's lowest helpers.
  files('api-base', 'api/src/{config,errors,log,metrics,i18n}.ts'),
  // ORM config, embedded Postgres, base entity: imports no feature module.
  folder('db', 'api/src/db'),
  // Sending mail: infrastructure that services use, like the database.
  folder('mail', 'api/src/mail'),
  // Where file contents live (local disk or an S3-compatible store), and the background job queue
  // kept in PostgreSQL: infrastructure like mail, knowing no feature.
  folder('storage', 'api/src/storage'),
  folder('jobs', 'api/src/jobs'),
  // Backups of the whole installation (database and files) and their restore: infrastructure that
  // knows tables and storage keys, no feature.
  folder('backup', 'api/src/backup'),
  // The sessions table: auth keeps sessions in it, accounts ends a user's sessions when their
  // password changes, personal-data lists and ends them. Storage like db/, below all three.
  folder('sessions', 'api/src/sessions'),
  // How a REST route or a GraphQL argument reads and validates its input (bodies, multipart, text
  // checks, the builders of every *.input.ts schema): shared by the transports and the modules,
  // below both.
  folder('input', 'api/src/input'),
  // Generated migrations (the migrator loads every file there, so nothing else lives in it).
  folder('migrations', 'api/src/migrations'),
  // authorize() and one policy per resource: they see entities as types only.
  folder('policies', 'api/src/policies'),
  // The list of every entity, for the ORM and the migrations.
  files('entity-list', 'api/src/modules/entities.ts'),
  // What every feature module builds on: the service context.
  files('module-base', 'api/src/modules/service-context.ts'),
  // Where modules that react to others' changes register, once at start (modules/wiring.ts).
  files('module-wiring', 'api/src/modules/wiring.ts'),
  // One feature module per folder: entity, repository, service, resolvers, routes.
  folder('module', 'api/src/modules/*', ['feature']),
  // The transports and sign-in: they call modules and may use one another.
  folder('edge', 'api/src/{graphql,rest,http,auth}', ['edge']),
  files('edge', 'api/src/error-translation.ts'),
  // Builds the Koa app out of everything below.
  files('app', 'api/src/app.ts'),
  // Listens and shuts down.
  files('server', 'api/src/{server,process-guard}.ts'),
  // Where a worker thread or a job's own process starts (long CPU work, such as a GEDCOM job, off the
  // thread that answers requests): an entry point like server.ts, with its own connection to the database.
  folder('thread', 'api/src/{threads,processes}'),
  // Commands run by hand (npm run migration:create), entry points like server.ts.
  folder('script', 'api/scripts'),
  // Tests, their helpers and anything else in api/: named so that web cannot import it either.
  folder('api-other', 'api'),

  // ---- web ----
  // Providers, routes and the feature registry: the only places that know every feature.
  files('web-entry', ['web/src/{main,start,App,SignedInApp}.tsx', 'web/src/features/registry.tsx', 'web/src/graphiql/main.tsx']),
  folder('web-feature', 'web/src/features/*', ['feature']),
  // Building blocks with no knowledge of any feature.
  folder('web-components', 'web/src/components'),
  // What features and components share: helpers, the Apollo client, generated documents, theme.
  folder('web-lib', 'web/src/{lib,apollo,gql,theme,session,types,offline}'),
  // Test helpers (renderWithProviders): the whole app's providers.
  folder('web-test', 'web/src/test'),
];

const type = (t, extra = {}) => ({ element: { type: t, ...extra } });
const typeOnly = { kind: 'type' };

// A module's public face (index.ts); what the app and the transports wire (resolvers, routes); its entities.
// A module may have a second face for the modules above it: commands/index.ts (trees' sharing and
// lifecycle commands, which build on modules that themselves read trees).
const moduleIndex = type('module', { fileInternalPath: ['index.ts', 'commands/index.ts'] });
// And one for worker threads, thread.ts: what a thread runs, with only the modules that needs (the
// index brings in the whole app, some 0.8 CPU-seconds of loading for each thread started).
const moduleThreadFace = type('module', { fileInternalPath: 'thread.ts' });
const moduleWiring = type('module', { fileInternalPath: ['index.ts', 'commands/index.ts', '**/*.resolvers.ts', '**/*.routes.ts'] });
const moduleEntity = type('module', { fileInternalPath: '**/*.entity.ts' });

/** Lets `from` import `to` (element types), and optionally what else `extra` allows. */
const mayImport = (from, to, ...extra) => ({
  from: type(from),
  allow: [{ to: type(to) }, ...extra],
});

const MODULE_VIA_INDEX =
  'A module uses another module only through its index.ts (its service functions and types), not {{to.internalPath}}; ' +
  'an entity may import another entity for ORM relations, and `import type` of an entity is allowed anywhere.';

const policies = [
  mayImport('shared', 'shared'),
  // ---- api: dependencies point one way ----
  mayImport('api-base', 'api-base'),
  mayImport('db', 'api-base'),
  mayImport('mail', 'api-base'),
  mayImport('storage', 'api-base'),
  mayImport('jobs', ['db', 'api-base']),
  mayImport('backup', ['db', 'storage', 'jobs', 'api-base']),
  mayImport('sessions', ['db', 'api-base']),
  mayImport('migrations', ['db', 'api-base']),
  // Policies decide on entities and grants they are handed: types only from modules.
  mayImport('policies', ['policies', 'db', 'api-base'], { to: type('module'), dependency: typeOnly }, { to: type('module-base'), dependency: typeOnly }),
  mayImport('entity-list', 'sessions', { to: moduleEntity }),
  mayImport('module-base', ['api-base'], { to: type('module'), dependency: typeOnly }),
  mayImport('module', ['module-base', 'policies', 'db', 'mail', 'storage', 'jobs', 'backup', 'sessions', 'input', 'api-base', 'api-generated']),
  mayImport('input', ['input', 'module-base', 'api-base']),
  mayImport('edge', ['edge', 'input', 'module-base', 'policies', 'sessions', 'db', 'mail', 'storage', 'api-base', 'api-generated'], { to: moduleWiring }),
  mayImport('module-wiring', [], { to: moduleIndex }),
  mayImport('app', ['module-wiring', 'edge', 'input', 'module-base', 'db', 'mail', 'storage', 'jobs', 'backup', 'api-base'], { to: moduleWiring }),
  mayImport('server', ['server', 'app', 'edge', 'entity-list', 'db', 'storage', 'jobs', 'api-base']),
  mayImport('thread', ['module-wiring', 'entity-list', 'db', 'api-base'], { to: moduleIndex }, { to: moduleThreadFace }),
  mayImport('script', ['entity-list', 'db', 'storage', 'backup', 'api-base']),
  // What api and web share is below everything of both.
  { from: type(['api-base', 'db', 'storage', 'jobs', 'policies', 'module-base', 'module', 'input', 'edge', 'app', 'script']), allow: { to: type('shared') } },
  // Type imports of entities are fine wherever modules are known (services pass `User` around).
  { from: type(['edge', 'app']), allow: { to: moduleEntity, dependency: typeOnly } },

  // db/ knows no feature: the entity list is handed to it by whoever opens the database.
  {
    from: type('db'),
    disallow: { to: type(['module', 'module-base', 'entity-list']) },
    message: 'db/ imports no feature module (nothing from modules/): pass what it needs in, as server.ts passes the entity list.',
  },
  // Modules never reach up into the app, the transports or sign-in.
  {
    from: type(['module', 'module-base', 'policies']),
    disallow: { to: type(['edge', 'app', 'server']) },
    message: 'Dependencies point one way: {{from.type}} must not import {{to.type}} ({{to.internalPath}}), which is above it.',
  },
  // Between feature modules: only through index.ts …
  { from: type('module'), disallow: { to: type('module') }, message: MODULE_VIA_INDEX },
  { from: type('module'), allow: { to: moduleIndex } },
  // … types of another module's entities anywhere, and entities to entities for ORM relations.
  { from: type('module'), allow: { to: moduleEntity, dependency: typeOnly } },
  { from: type('module', { fileInternalPath: '**/*.entity.ts' }), allow: { to: moduleEntity } },

  // ---- web ----
  mayImport('web-entry', ['web-entry', 'web-feature', 'web-components', 'web-lib']),
  mayImport('web-feature', ['web-components', 'web-lib']),
  mayImport('web-components', ['web-lib']),
  mayImport('web-lib', 'web-lib'),
  mayImport('web-test', ['web-components', 'web-lib']),
  { from: type(['web-entry', 'web-feature', 'web-components', 'web-lib']), allow: { to: type('shared') } },
  {
    from: type('web-feature'),
    disallow: { to: type('web-feature') },
    message: 'Web features do not import each other: move what "{{from.captured.feature}}" and "{{to.captured.feature}}" share to web/src/components or web/src/lib.',
  },
  {
    from: type(['web-components', 'web-lib']),
    disallow: { to: type(['web-feature', 'web-entry']) },
    message: 'Components and shared web code never import a feature: features build on them, not the other way round.',
  },
  {
    from: type('web-*'),
    disallow: { to: { element: { path: 'api/**' } } },
    message: 'web never imports api: both read schema/ only through codegen.',
  },
];

/** The dependency rules, for the source files (tests and their helpers may reach anywhere to set things up). */
export const boundariesConfig = {
  files: ['api/{src,scripts}/**/*.ts', 'web/src/**/*.{ts,tsx}', 'shared/**/*.ts'],
  ignores: ['**/*.test.{ts,tsx}', 'api/src/**/test/**', 'web/src/**/test/**', 'api/src/generated/**', 'web/src/gql/**'],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': root,
    'boundaries/elements': elements,
    // Re-exports (an index.ts) and lazy imports (the web routes) are dependencies too.
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'boundaries/legacy-templates': false,
    'boundaries/legacy-warnings': false,
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message: 'Dependencies point one way: {{from.type}} must not import {{to.type}} ({{to.internalPath}}); see eslint.boundaries.js.',
        policies,
      },
    ],
  },
};
