import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export interface ScriptWeight {
  /** Every JavaScript file the page fetched, with its gzip size in bytes. */
  files: { url: string; gzipBytes: number }[];
  /** Their sum, in bytes. */
  gzipBytes: number;
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');

/**
 * Starts counting the JavaScript a page downloads; the returned function gives what came so far.
 * Each file is weighed as gzip -9 would send it, whatever the server's own compression.
 */
export function weighScripts(page: Page): () => Promise<ScriptWeight> {
  const pending: Promise<{ url: string; gzipBytes: number } | null>[] = [];
  page.on('response', (response) => {
    if (!isScript(response) || response.status() !== 200) return;
    pending.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  return async () => {
    const files = (await Promise.all(pending)).filter((file) => file !== null);
    return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
  };
}

export const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
