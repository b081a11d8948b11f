import fs from "node:fs";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { assertKey, type FileStorage, StoredFileMissingError } from "./types";

export type S3Settings = {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, a local stand-in); AWS when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key), as MinIO and most stand-ins need. */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket. */
  prefix: string;
};

function isMissing(err: unknown): boolean {
  const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return err instanceof NoSuchKey || err instanceof NotFound || status === 404;
}

/** S3-compatible object storage (ADR 0014). Objects are private; the app streams them. */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's
    // default streamed (aws-chunked) checksum trailer.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => {
    assertKey(key);
    return `${settings.prefix}${key}`;
  };

  async function exists(key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  return {
    kind: "s3",

    async putFile(key, source, size) {
      // Same content address, same bytes: skip sending them again.
      if (await exists(key)) return;
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          // A file stream with its length: sent as it is read, never held whole in memory.
          Body: fs.createReadStream(source),
          ContentLength: size,
          ContentType: "application/octet-stream",
        }),
      );
    },

    async read(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return out.Body as Readable;
      } catch (err) {
        if (isMissing(err)) throw new StoredFileMissingError(key);
        throw err;
      }
    },

    exists,

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },

    close() {
      client.destroy();
    },
  };
}
