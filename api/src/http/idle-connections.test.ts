import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { keepIdleConnections, stopServing } from './idle-connections.ts';

/** A server whose one route answers once `answer` is called; `received` settles when a request is in. */
function slowServer() {
  let answer: () => void = () => {};
  let receive: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const received = new Promise<void>((resolve) => (receive = resolve));
  const server = http.createServer((_request, response) => {
    receive();
    void answered.then(() => response.end('done'));
  });
  keepIdleConnections(server);
  return { server, answer, received };
}

it('while stopping, closes a kept-alive connection once its request is answered, not when it would time out (65 s)', async () => {
  const { server, answer, received } = slowServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const agent = new http.Agent({ keepAlive: true });
  try {
    const { port } = server.address() as AddressInfo;
    let socket: Socket | undefined;
    const body = new Promise<string>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk));
        response.on('end', () => resolve(text));
      });
      request.on('socket', (s) => (socket = s as Socket));
      request.on('error', reject);
    });
    // The request is under way when the server is told to stop.
    await received;
    const stopped = stopServing(server, 60_000);
    answer();
    expect(await body).toBe('done');
    // The connection, kept alive by the client, is closed by the server as it stops, not by its 65 s
    // idle timeout. No time limit is put on the test itself: 45 s, far past what closing takes even
    // on a busy machine and short of that timeout, tells the two apart.
    let timer: NodeJS.Timeout | undefined;
    const closedBy = await Promise.race([
      new Promise<string>((resolve) => (socket!.destroyed ? resolve('the server') : socket!.once('close', () => resolve('the server')))),
      new Promise<string>((resolve) => (timer = setTimeout(() => resolve('nobody within 45 s'), 45_000))),
    ]);
    clearTimeout(timer);
    expect(closedBy).toBe('the server');
    expect(await stopped).toBe(true);
  } finally {
    agent.destroy();
    server.closeAllConnections();
  }
});

it('while stopping, cuts off a request still unanswered after the grace period, and says so', async () => {
  const { server, answer, received } = slowServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const outcome = new Promise<string>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/' }, (response) => {
        response.resume();
        response.on('end', () => resolve('answered'));
      });
      request.on('error', () => resolve('cut off'));
    });
    await received;
    expect(await stopServing(server, 200)).toBe(false);
    expect(await outcome).toBe('cut off');
  } finally {
    answer();
  }
});
