import type { Config } from 'jest';

// Both projects run as native ES modules (NODE_OPTIONS=--experimental-vm-modules, set by the npm
// scripts) because several dependencies ship ESM only; @swc/jest strips the types.
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

// Servers the tests start in-process log only warnings and errors (a test may raise the level or
// use captureLog); the workers inherit this. Servers started as processes are given LOG_LEVEL=info.
process.env.LOG_LEVEL ??= 'warn';

const config: Config = {
  // One limit for every project (a project's own testTimeout is not applied) and every test and hook
  // (none sets a shorter one), there only to end a test that hangs: generous, because a busy 2-core
  // machine runs the typing-heavy jsdom tests and the server-spawning security tests side by side, a
  // test that imports or compares large files takes minutes there, and a slow machine must never fail
  // a test.
  testTimeout: 300_000,
  // A worker that has grown past this after a test file is replaced (same id, same database): many
  // ESM test files in one long-lived worker otherwise pile up their module graphs until it runs out.
  workerIdleMemoryLimit: '1GB',
  // The files marked `@long` first, so that both workers end together (jest.sequencer.ts).
  testSequencer: '<rootDir>/jest.sequencer.ts',
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      // api/security is its own project (npm run test:security).
      roots: ['<rootDir>/api/src', '<rootDir>/api/test', '<rootDir>/shared'],
      testMatch: ['**/*.test.ts'],
      extensionsToTreatAsEsm: ['.ts'],
      transform: { '^.+\\.ts$': swc(false) },
      globalSetup: '<rootDir>/api/test/global-setup.ts',
      globalTeardown: '<rootDir>/api/test/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/api/test/setup-worker.ts'],
    },
    {
      // Attacks on every surface: hostile files, documents, bodies and paths, CSRF, races, and
      // cross-user access. Run on its own by `npm run test:security`, which prints how many ran.
      displayName: 'security',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/security'],
      testMatch: ['**/*.test.ts'],
      extensionsToTreatAsEsm: ['.ts'],
      transform: { '^.+\\.ts$': swc(false) },
      globalSetup: '<rootDir>/api/test/global-setup.ts',
      globalTeardown: '<rootDir>/api/test/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/api/test/setup-worker.ts'],
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
