/**
 * How long a test waits for background work (a job on the queue, a notice, pictures being made, a
 * live message) at most: only there to end a hang. Such work runs at once, but on a busy machine it
 * may queue behind other jobs for many seconds, and a slow machine must never fail a test. Shorter
 * than a test's own limit (api/test/time-limit.ts), so that a hang says what it waited for.
 */
export const HANG_MS = 90_000;
