import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { immutableCacheControl, isValidStorageKey, type StorageDriver } from './storage-driver.ts';

export type S3DriverOptions = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style URLs (MinIO, s3rver, most self-hosted services). */
  forcePathStyle: boolean;
  /** Public base URL of the bucket (a CDN or the bucket's website); without it the app serves /uploads/*. */
  publicUrl?: string;
};

/** Any S3-compatible object store through the official AWS SDK. */
export function createS3Driver(options: S3DriverOptions): StorageDriver & { client: S3Client } {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible services reject the newer
    // streaming-checksum uploads the SDK sends by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');

  return {
    kind: 's3',
    client,
    put: async (key, body, contentType) => {
      if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: immutableCacheControl,
        }),
      );
    },
    read: async (key) => {
      if (!isValidStorageKey(key)) return null;
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!result.Body) return null;
        return {
          body: result.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: result.ContentType ?? 'application/octet-stream',
          size: result.ContentLength,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    exists: async (key) => {
      if (!isValidStorageKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    removeFolder: async (prefix) => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/` }));
      const keys = (listed.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
      if (keys.length === 0) return;
      await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
    },
    urlOf: (key) => (publicUrl ? `${publicUrl}/${key}` : `/uploads/${key}`),
  };
}

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  return status === 404;
}
