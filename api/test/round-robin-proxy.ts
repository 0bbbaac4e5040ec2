import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * Passes a WebSocket upgrade (live updates over graphql-ws) to `target` as it came: the request
 * line and headers written again, then the bytes both ways until either side ends.
 */
export function passUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer, target: URL): void {
  const upstream = net.connect(Number(target.port), target.hostname, () => {
    const lines = [`${req.method} ${req.url} HTTP/1.1`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  const end = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on('error', end);
  socket.on('error', end);
}

export interface RoundRobinProxy {
  url: string;
  /** How many requests (and WebSocket upgrades) each upstream was sent. */
  counts: number[];
  /** Which upstream took each request, in order. */
  sent: { upstream: number; method: string; path: string; upgrade: boolean }[];
  close(): Promise<void>;
}

/**
 * A load balancer in miniature: each request, and each WebSocket upgrade, goes to the next of the
 * `upstreams` in turn, headers and bodies passed through as they are (with `X-Forwarded-For`). An
 * upstream that cannot be reached is answered 502.
 */
export async function startRoundRobinProxy(upstreams: string[], port = 0): Promise<RoundRobinProxy> {
  const targets = upstreams.map((u) => new URL(u));
  const counts = targets.map(() => 0);
  const sent: RoundRobinProxy['sent'] = [];
  let next = 0;
  const pick = (req: http.IncomingMessage, upgrade = false) => {
    const index = next++ % targets.length;
    counts[index]++;
    if (sent.length < 10_000) sent.push({ upstream: index, method: req.method ?? '', path: (req.url ?? '').split('?')[0], upgrade });
    return targets[index];
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((req, res) => {
    const target = pick(req);
    const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' };
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('The app server could not be reached.');
    });
    req.on('aborted', () => upstream.destroy());
    req.pipe(upstream);
  });
  server.on('upgrade', (req, socket, head) => passUpgrade(req, socket, head, pick(req, true)));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    sent,
    async close() {
      server.closeAllConnections();
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
