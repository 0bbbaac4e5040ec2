import type { Config } from 'jest';

// The web project runs as native ES modules in jest's own runner (NODE_OPTIONS=--experimental-vm-modules,
// set by the npm scripts), because several dependencies ship ESM only; @swc/jest strips the types
// and compiles the JSX.
const swc = (tsx: boolean) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx },
      transform: tsx ? { react: { runtime: 'automatic' } } : undefined,
    },
    module: { type: 'es6' },
  },
] as [string, Record<string, unknown>];

// The api's tests and the attacks run in Node itself (jest-light-runner): each of two workers
// (threads) loads the app's modules once and runs file after file, where jest's own runner compiled
// and linked them again in a fresh module registry for every file, some 3 CPU-seconds each. Node
// strips the types, as when the app runs. What a file shares with the next in its worker is what
// one process of the app shares between requests: its modules, not its data (each file starts its
// own app, users and trees) and not its set-up (each worker has its own database, see
// api/test/setup-worker.ts). Jest's time limit is not applied there: api/test/time-limit.ts puts
// the same one on every test and hook, so that a hang fails its test instead of holding the run.
const inNode = {
  runner: 'jest-light-runner',
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  // Nothing for jest to compile, not even the global set-up: Node strips the types.
  transform: {},
  globalSetup: '<rootDir>/api/test/global-setup.ts',
  globalTeardown: '<rootDir>/api/test/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/api/test/setup-worker.ts'],
};

// Servers the tests start in-process log only warnings and errors (a test may raise the level or
// use captureLog); the workers inherit this. Servers started as processes are given LOG_LEVEL=info.
process.env.LOG_LEVEL ??= 'warn';

const config: Config = {
  // The web tests' one limit (a project's own testTimeout is not applied) for every test and hook
  // (none sets a shorter one), there only to end a test that hangs: generous, because a test that
  // types into jsdom takes long on a busy 2-core machine, and a slow machine must never fail a test.
  // The api's and the attacks' is the same (api/test/time-limit.ts).
  testTimeout: 300_000,
  // A web worker that has grown past this after a test file is replaced: many ESM test files in one
  // long-lived worker otherwise pile up their module graphs until it runs out.
  workerIdleMemoryLimit: '1GB',
  // The files marked `@long` first, so that both workers end together (jest.sequencer.ts).
  testSequencer: '<rootDir>/jest.sequencer.ts',
  projects: [
    {
      displayName: 'api',
      ...inNode,
      // api/security is its own project (npm run test:security).
      roots: ['<rootDir>/api/src', '<rootDir>/api/test', '<rootDir>/shared'],
    },
    {
      // Attacks on every surface: hostile files, documents, bodies and paths, CSRF, races, and
      // cross-user access. Run on its own by `npm run test:security`, which prints how many ran.
      displayName: 'security',
      ...inNode,
      roots: ['<rootDir>/api/security'],
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.test.tsx', '**/*.test.ts'],
      extensionsToTreatAsEsm: ['.ts', '.tsx'],
      transform: { '^.+\\.tsx?$': swc(true) },
      setupFilesAfterEnv: ['<rootDir>/web/jest.setup.ts'],
    },
  ],
};

export default config;
