import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../src/config.ts';
import { ensureBucket, S3Storage } from '../src/storage/index.ts';

export interface TestS3Server {
  config: Extract<StorageConfig, { kind: 's3' }>;
  port: number;
  directory: string;
  /** Stops answering (the port is closed), keeping the bucket's files for a restart. */
  stop(): Promise<void>;
  /** Answers again on the same port with the same files. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** A real S3-compatible server on a free loopback port, keeping its bucket in a temporary folder. */
export async function startS3Server(bucket = 'kinfolk-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'kinfolk-s3-'));
  let server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  let running = true;
  const config: TestS3Server['config'] = {
    kind: 's3',
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const storage = new S3Storage(config);
  await ensureBucket(storage);
  storage.client.destroy();
  return {
    config,
    port,
    directory,
    async stop() {
      if (running) await server.close();
      running = false;
    },
    async restart() {
      server = new S3rver({ port, address: '127.0.0.1', silent: true, directory });
      await server.run();
      running = true;
    },
    async close() {
      if (running) await server.close();
      running = false;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
