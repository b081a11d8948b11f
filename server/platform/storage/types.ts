import type { Readable } from "node:stream";

/**
 * Where uploaded files live: one interface, an embedded default on local disk and S3-compatible
 * object storage, picked once in the container from env (ADR 0014). Keys are content addresses
 * (the SHA-256 of the bytes, hex): nothing a visitor sends ever becomes part of a path.
 */
export interface FileStorage {
  readonly kind: "disk" | "s3";
  /** Stores the local file `source` under `key`; storing the same key again is harmless. */
  putFile(key: string, source: string, size: number): Promise<void>;
  /** The object's bytes as a stream; throws `StoredFileMissingError` when there is none. */
  read(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Deletes the object; a missing one is not an error. */
  remove(key: string): Promise<void>;
  close?(): void;
}

export class StoredFileMissingError extends Error {
  constructor(key: string) {
    super(`no stored file ${key}`);
    this.name = "StoredFileMissingError";
  }
}

/** A content address: 64 lower-case hex digits. Anything else is refused before any I/O. */
export function assertKey(key: string): void {
  if (!/^[0-9a-f]{64}$/.test(key)) throw new Error(`not a storage key: ${key.slice(0, 80)}`);
}
