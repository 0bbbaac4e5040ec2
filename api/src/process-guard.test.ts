import { spawnSync } from 'node:child_process';
import path from 'node:path';

const guard = path.join(import.meta.dirname, 'process-guard.ts');
const errors = path.join(import.meta.dirname, 'errors.ts');

/** Runs `script` in a fresh Node process with the guard installed; answers its exit code and output. */
function runGuarded(script: string) {
  const source = `import { guardProcess } from ${JSON.stringify(guard)}; import { invalid } from ${JSON.stringify(errors)}; guardProcess(); ${script}`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', source], { encoding: 'utf8', timeout: 20_000, env: { ...process.env, NODE_OPTIONS: '' } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the process guard', () => {
  it('logs a forgotten rejection, a stray domain error and a broken connection, and keeps running', () => {
    const run = runGuarded(`
      void Promise.reject(new Error('nobody awaited me'));
      setTimeout(() => { throw invalid('The file is larger than 10 MB.'); });
      setTimeout(() => { throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }); });
      setTimeout(() => console.log('still serving'), 100);
    `);
    expect(run.stdout).toContain('still serving');
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('nobody awaited me');
    expect(run.stderr).toContain('The file is larger than 10 MB.');
    expect(run.stderr).toContain('socket hang up');
  });

  it('logs any other uncaught exception and stops, since shared state may be broken', () => {
    const run = runGuarded(`
      setTimeout(() => { throw new TypeError('a bug'); });
      setTimeout(() => console.log('still serving'), 100);
    `);
    expect(run.code).toBe(1);
    expect(run.stdout).not.toContain('still serving');
    expect(run.stderr).toContain('a bug');
  });
});
