/**
 * A time limit on every test and hook of the api's tests and the attacks. They run in Node itself
 * (jest-light-runner, jest.config.ts), which applies no limit of jest's: without this, a test or a
 * hook that hangs would hold its worker, and the whole run, until it is killed from outside. With
 * it, one that is still running after its limit fails, saying what it was, and the file goes on to
 * its closing hooks and the worker to the next file. Generous, only there to end a hang: a slow
 * machine must never fail a test. A test may give a limit of its own as jest has it
 * (`it(name, fn, ms)`).
 */
export const TEST_LIMIT_MS = 300_000;

type Body = (...args: unknown[]) => unknown;
type Register = (name: string, fn?: Body, ms?: number) => unknown;
type Hook = (fn: Body, ms?: number) => unknown;
type Each = (...table: unknown[]) => (name: string, fn: Body, ms?: number) => unknown;
type TestFunction = Register & { each: Each; only: Register & { each: Each }; skip: Register; todo: Register };

/** `fn`, failing once it has run for `ms` (its own work cannot be stopped, but the test no longer waits for it). */
export function withinLimit(what: string, fn: Body, ms = TEST_LIMIT_MS): Body {
  return function limited(this: unknown, ...args: unknown[]) {
    let timer: NodeJS.Timeout | undefined;
    const over = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} was still running after ${ms / 1000} s, and was given up as hung.`)), ms);
    });
    return Promise.race([Promise.resolve().then(() => fn.apply(this, args)), over]).finally(() => clearTimeout(timer));
  };
}

/** A test or hook is an async function (or a plain one): one taking jest's `done` would not be waited for once wrapped. */
function promiseStyle(what: string, fn: Body): Body {
  if (fn.length > 0) throw new Error(`${what} takes a done callback; return a promise instead (api/test/time-limit.ts).`);
  return fn;
}

function limitedTests(register: TestFunction): TestFunction {
  const plain = (kind: Register) => (name: string, fn?: Body, ms?: number) =>
    fn ? kind(name, withinLimit(`The test "${name}"`, promiseStyle(`The test "${name}"`, fn), ms), ms) : kind(name);
  const each = (kind: { each: Each }) => (...table: unknown[]) => {
    const bound = kind.each(...table);
    return (name: string, fn: Body, ms?: number) => bound(name, withinLimit(`The test "${name}"`, fn, ms), ms);
  };
  return Object.assign(plain(register), {
    each: each(register),
    only: Object.assign(plain(register.only), { each: each(register.only) }),
    skip: register.skip,
    todo: register.todo,
  });
}

function limitedHook(register: Hook, hook: string) {
  return (fn: Body, ms?: number) => register(withinLimit(hook, promiseStyle(hook, fn), ms), ms);
}

/** Puts the limit on the globals the test files use (`it`, `test`, and the four hooks). */
export function limitTests(scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): void {
  for (const name of ['it', 'test']) if (scope[name]) scope[name] = limitedTests(scope[name] as TestFunction);
  for (const hook of ['beforeAll', 'afterAll', 'beforeEach', 'afterEach']) scope[hook] = limitedHook(scope[hook] as Hook, `The ${hook} hook`);
}
