import { TestEnvironment } from 'jest-environment-node';
import type { Circus } from '@jest/types';

/**
 * Node's test environment, which also keeps the test under way where a journey can see it, so that
 * `testFailed()` (browser.ts) can tell whether it has failed so far: its own steps, a hook before it
 * or the file's set-up (jest adds a failed `beforeAll`'s error to each test it was for).
 */
export default class JourneyEnvironment extends TestEnvironment {
  handleTestEvent(event: Circus.Event) {
    if (event.name === 'test_start') this.global.__kinfolkTest = event.test;
    if (event.name === 'test_done' || event.name === 'test_skip' || event.name === 'test_todo') this.global.__kinfolkTest = undefined;
  }
}
