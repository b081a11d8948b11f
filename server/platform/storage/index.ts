import path from "node:path";
import type { Env } from "../env";
import { diskStorage } from "./disk";
import { s3Storage } from "./s3";
import type { FileStorage } from "./types";

export type { FileStorage } from "./types";

/** Disk under DATA_DIR/uploads unless STORAGE=s3, or S3_BUCKET is set and STORAGE is not. */
export function createFileStorage(env: Env): FileStorage {
  const kind = env.STORAGE ?? (env.S3_BUCKET ? "s3" : "disk");
  if (kind === "disk") return diskStorage(uploadsDir(env));
  if (!env.S3_BUCKET) throw new Error("STORAGE=s3 needs S3_BUCKET");
  return s3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: "uploads/",
  });
}

export function uploadsDir(env: Pick<Env, "DATA_DIR">): string {
  return path.join(env.DATA_DIR, "uploads");
}

/** Where uploads are spooled while they arrive, on local disk whatever the storage. */
export function spoolDir(env: Pick<Env, "DATA_DIR">): string {
  return path.join(uploadsDir(env), ".incoming");
}
