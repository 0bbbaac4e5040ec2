import os from 'node:os';
import type { Middleware } from 'koa';
import type { Config } from '../config.ts';
import type { AppState } from '../app-state.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a host name is this machine's: loopback or the address of one of its interfaces. */
function isOwnHostname(hostname: string) {
  if (LOOPBACK.has(hostname)) return true;
  const bare = hostname.replace(/^\[|\]$/g, '');
  return Object.values(os.networkInterfaces()).some((list) => list?.some((i) => i.address === bare));
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
