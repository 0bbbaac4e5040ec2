import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageConfig } from '../config.ts';
import { checkKey, checkPrefix, checkRange, StoredObjectMissing, type ByteRange, type ObjectStorage, type StoredObject } from './object-storage.ts';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

export interface S3StorageOptions {
  /** Keys asked for per list request (S3 answers at most 1000). */
  pageSize?: number;
}

// A write holds at most about (QUEUE_SIZE + 1) parts in memory: one being filled, the others being sent.
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

// A missing bucket (NoSuchBucket) is a setup error and stays one.
const isMissing = (error: unknown) => error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/** Objects in one bucket of S3 or an S3-compatible server (MinIO, Garage, Ceph, …). */
export class S3Storage implements ObjectStorage {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly pageSize: number;

  constructor(config: S3StorageConfig, options: S3StorageOptions = {}) {
    this.bucket = config.bucket;
    this.pageSize = options.pageSize ?? 1000;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      // Without keys the SDK's usual sources apply (environment, instance role).
      credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
      // Checksums only where S3 demands them: many S3-compatible servers do not understand the
      // checksum trailers the SDK otherwise adds to every upload and expects on every download.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that is down or silent is told within seconds (a 503 for the request), not after
      // the SDK's long defaults: connecting gives up after 2 s, a socket silent for 15 s is cut, and
      // a failed request is tried once more.
      requestHandler: { connectionTimeout: 2_000, requestTimeout: 15_000 },
      maxAttempts: 2,
    });
  }

  async write(key: string, body: Readable, options: { contentType: string }): Promise<{ size: number }> {
    checkKey(key);
    let size = 0;
    async function* count() {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        size += chunk.length;
        yield chunk;
      }
    }
    const counted = Readable.from(count(), { objectMode: false });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted, ContentType: options.contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      // Aborted below instead, so that a failed abort does not hide why the upload failed.
      leavePartsOnError: true,
    });
    try {
      await upload.done();
    } catch (error) {
      counted.destroy();
      await this.abandon(key, upload.uploadId);
      throw error;
    }
    return { size };
  }

  /**
   * Drops the parts a failed multipart upload sent. Should this fail too, the bucket's rule for
   * incomplete uploads (or the store's own expiry) removes them later; the object never appears.
   */
  private async abandon(key: string, uploadId: string | undefined) {
    if (!uploadId) return;
    await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId })).catch(() => undefined);
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    checkRange(range);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      return answer.Body as Readable;
    } catch (error) {
      throw isMissing(error) ? new StoredObjectMissing(key) : error;
    }
  }

  async stat(key: string): Promise<Omit<StoredObject, 'key'> | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success already.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async removeUnfinished(before: Date): Promise<number> {
    // A store that does not list unfinished uploads (some S3-compatible servers) has none to remove;
    // a bucket rule for incomplete multipart uploads is the backstop there.
    const page = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.bucket })).catch(() => null);
    let removed = 0;
    for (const upload of page?.Uploads ?? []) {
      if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) continue;
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: upload.Key, UploadId: upload.UploadId })).catch(() => undefined);
      removed++;
    }
    return removed;
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    checkPrefix(prefix);
    // ListObjects (v1), each page starting after the last key seen: as widely supported as v2,
    // whose continuation tokens some S3-compatible servers fail to make.
    let marker: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsCommand({ Bucket: this.bucket, Prefix: prefix || undefined, MaxKeys: this.pageSize, Marker: marker }));
      const items = page.Contents ?? [];
      for (const item of items) {
        if (item.Key) yield { key: item.Key, size: item.Size ?? 0, modified: item.LastModified ?? new Date(0) };
      }
      marker = page.IsTruncated ? items.at(-1)?.Key : undefined;
    } while (marker);
  }
}

/** Creates the storage's bucket unless it exists (tests and development; production buckets are made by their owner). */
export async function ensureBucket(storage: S3Storage): Promise<void> {
  try {
    await storage.client.send(new CreateBucketCommand({ Bucket: storage.bucket }));
  } catch (error) {
    if (!(error instanceof S3ServiceException && ['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes(error.name))) throw error;
  }
}
