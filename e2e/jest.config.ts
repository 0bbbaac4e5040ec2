import type { Config } from 'jest';

// Whole journeys in a real headless Chromium against the real server (built web app, embedded
// PostgreSQL in a throwaway data folder). Run by `npm run test:e2e`, after `npm run build`.
const config: Config = {
  rootDir: '..',
  displayName: 'e2e',
  // Node's, telling a journey whether its test under way failed (pictures only then).
  testEnvironment: '<rootDir>/e2e/support/environment.ts',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'es6' } }] },
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  // Each file starts its own server, PostgreSQL and Chromium on free ports: two run side by side.
  maxWorkers: 2,
  // The files marked `@long` first, so that both workers end together (jest.sequencer.ts).
  testSequencer: '<rootDir>/jest.sequencer.ts',
  // Only there to end a hang: a journey's setup (a server with its database, a browser, accounts) on a
  // busy 2-core machine running two files at once can take minutes, and a slow machine must never
  // fail a test.
  testTimeout: 300_000,
};

export default config;
