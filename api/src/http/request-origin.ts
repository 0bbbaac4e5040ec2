import os from 'node:os';
import type { Middleware } from 'koa';
import type { Config } from '../config.ts';
import type { AppState } from '../modules/service-context.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** This machine's interface addresses, read at most every half minute (not on every request). */
let interfaces = { read: 0, list: [] as os.NetworkInterfaceInfo[] };
export function ownInterfaces(): os.NetworkInterfaceInfo[] {
  if (Date.now() - interfaces.read > 30_000) interfaces = { read: Date.now(), list: Object.values(os.networkInterfaces()).flatMap((l) => l ?? []) };
  return interfaces.list;
}

/** Whether a host name is this machine's: loopback or the address of one of its interfaces. */
function isOwnHostname(hostname: string) {
  if (LOOPBACK.has(hostname)) return true;
  const bare = hostname.replace(/^\[|\]$/g, '');
  return ownInterfaces().some((i) => i.address === bare);
}

/**
 * The address the browser reached the app at. With PUBLIC_URL that is always PUBLIC_URL; without
 * it, the host the browser used when it is the server's own (loopback or a local interface on the
 * server's port: a family server reached from phones on the home network), else the default.
 */
export function originOf(config: Config, host: string, protocol: string): string {
  if (config.publicUrlFixed) return config.publicUrl;
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host);
  if (!match || Number(match[2] ?? (protocol === 'https' ? 443 : 80)) !== config.port || !isOwnHostname(match[1].toLowerCase())) return config.publicUrl;
  return `${protocol}://${match[1].toLowerCase()}:${config.port}`;
}

export const requestOrigin = (config: Config): Middleware<AppState> => async (ctx, next) => {
  ctx.state.origin = originOf(config, ctx.host, ctx.protocol);
  await next();
};
