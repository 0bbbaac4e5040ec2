import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';

/** How much of a refused body is still read, and for how long, before the connection is closed anyway. */
const DRAIN_BYTES = 1024 * 1024;
const DRAIN_MS = 1_000;

/** Reads and drops what is left of a request body, up to `maxBytes` or `maxMs`. */
function drain(req: IncomingMessage, maxBytes: number, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      req.off('data', count);
      resolve();
    };
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) done();
    };
    const timer = setTimeout(done, maxMs);
    req.on('data', count);
    req.once('end', done);
    req.once('close', done);
    req.resume();
  });
}

/**
 * A request refused before its body was read to the end (a file over the limit, a broken part) is
 * answered after the rest of its body has arrived, when that is little (1 MB within a second): the
 * client has finished sending and reads the refusal, instead of meeting a connection closed under
 * its last bytes (a network error in place of the sentence). A larger remainder is not waited for:
 * the connection closes after the answer, as before.
 */
export const drainRefusedBody: Middleware = async (ctx, next) => {
  try {
    await next();
  } finally {
    const req = ctx.req;
    if (ctx.status >= 400 && !req.complete && !req.destroyed && req.readable) await drain(req, DRAIN_BYTES, DRAIN_MS);
  }
};
