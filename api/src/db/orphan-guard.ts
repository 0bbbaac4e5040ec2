import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';

// Waits for the end of its stdin, which this process holds open: the kernel closes it when this
// process ends in any way, `kill -9` included. Then it asks the postmaster for a fast shutdown,
// unless that pid has meanwhile become some other program.
const GUARD_SCRIPT = `
read -r _
if [ -r "/proc/$1/comm" ] && [ "$(cat "/proc/$1/comm")" != postgres ]; then exit 0; fi
kill -INT "$1" 2>/dev/null
`;

/**
 * Keeps the embedded PostgreSQL from outliving this process: `kill -9` cannot be trapped, so a
 * small shell process (detached, so a signal to our process group does not reach it) stops the
 * postmaster `pid` once we are gone. `release()` dismisses it before a clean stop.
 */
export function stopWhenOrphaned(pid: number): { release(): void } {
  const guard = spawn('sh', ['-c', GUARD_SCRIPT, 'kinfolk-postgres-guard', String(pid)], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  guard.on('error', () => {}); // no shell: the start-up cleanup still stops a leftover postmaster
  guard.unref();
  (guard.stdin as Socket | null)?.unref();
  return {
    release() {
      guard.kill('SIGKILL');
    },
  };
}
