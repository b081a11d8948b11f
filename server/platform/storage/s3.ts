import fsp from "node:fs/promises";
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

type S3Settings = {
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
      // Opened first: a missing or unreadable file fails here, as a rejection, instead of as an
      // `error` event on a stream the SDK has not started to read yet.
      const handle = await fsp.open(source, "r");
      const body = handle.createReadStream();
      // The SDK reports a failed read through its own promise; the stream's event must not
      // go unhandled (the request may fail before the SDK attaches its listeners).
      body.on("error", () => undefined);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: keyOf(key),
            // A file stream with its length: sent as it is read, never held whole in memory.
            Body: body,
            ContentLength: size,
            ContentType: "application/octet-stream",
          }),
        );
      } finally {
        // A failed request may leave the stream unread: close the file either way.
        body.destroy();
      }
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
