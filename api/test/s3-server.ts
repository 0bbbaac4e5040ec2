import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../src/config.ts';
import { ensureBucket, S3Storage } from '../src/storage/index.ts';

export interface TestS3Server {
  config: Extract<StorageConfig, { kind: 's3' }>;
  /** The environment a server (started in this process or as a process) keeps its files in this bucket with. */
  env: Record<'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE', string>;
  port: number;
  directory: string;
  /** The keys of the objects in the bucket under `prefix`, sorted. */
  keys(prefix?: string): Promise<string[]>;
  /** Stops answering (the port is closed), keeping the bucket's files for a restart. */
  stop(): Promise<void>;
  /** Answers again on the same port with the same files. */
  restart(): Promise<void>;
  /** Stops it and removes its files. */
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free loopback port, keeping its bucket, made here, in a
 * temporary folder:
 *
 *   s3 = await startS3Server();
 *   app = await startTestApp(s3.env, { freshDatabase: true }); // or startServerProcess({ ...s3.env, … })
 *   expect(await s3.keys('voice-message/')).toEqual([…]);
 *   await s3.close(); // in afterAll, after the app
 */
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
  return {
    config,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: config.endpoint as string,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId as string,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey as string,
      S3_FORCE_PATH_STYLE: 'true',
    },
    port,
    directory,
    async keys(prefix = '') {
      const keys: string[] = [];
      for await (const object of storage.list(prefix)) keys.push(object.key);
      return keys.sort();
    },
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
      storage.client.destroy();
      if (running) await server.close();
      running = false;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
