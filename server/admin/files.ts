import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { assertKey, type FileStorage } from "../platform/storage/types";

/** What a download needs to know about a stored upload (a row of file_metadata). */
export type StoredFile = { filePath: string; originalName: string; mimeType: string; size: number };

/**
 * Reads an uploaded file for the inbox's download. The consultations capability owns storage
 * (local disk or S3-compatible); the container wires its storage here through this interface.
 */
export interface FileDownloads {
  /** The file's bytes as a stream, or null when storage no longer has it. */
  open(file: StoredFile): Promise<{ body: ReadableStream<Uint8Array>; size?: number } | null>;
}

/**
 * Files on local disk, file_path relative to `root` (DATA_DIR), the embedded default. A path
 * that leads outside `root` is treated as missing, never read.
 */
export function localFileDownloads(root: string): FileDownloads {
  const base = path.resolve(root);
  return {
    async open(file) {
      const full = path.resolve(base, file.filePath);
      if (full !== base && !full.startsWith(`${base}${path.sep}`)) return null;
      const stat = await fs.promises.stat(full).catch(() => null);
      if (!stat?.isFile()) return null;
      const stream = fs.createReadStream(full);
      return {
        body: Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>,
        size: stat.size,
      };
    },
  };
}

/** Files in the consultations' storage (disk or S3-compatible): `file_path` is the storage key. */
export function storageFileDownloads(storage: FileStorage): FileDownloads {
  return {
    async open(file) {
      try {
        assertKey(file.filePath);
        const stream = await storage.read(file.filePath);
        return {
          body: Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>,
          size: file.size,
        };
      } catch {
        return null;
      }
    },
  };
}
