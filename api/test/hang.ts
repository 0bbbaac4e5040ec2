/**
 * How long a test waits for background work (a job on the queue, a notice, pictures being made, a
 * live message) at most: only there to end a hang. Such work runs at once, but on a busy machine it
 * may queue behind other jobs for many seconds, and a slow machine must never fail a test. The api's
 * tests and the attacks run without a time limit of jest's (jest-light-runner, jest.config.ts): this
 * is what ends such a wait, saying what it waited for.
 */
export const HANG_MS = 90_000;
