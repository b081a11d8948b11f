import fsp from "node:fs/promises";
import path from "node:path";
import { assertKey, type FileStorage, StoredFileMissingError } from "./types";

/**
 * The embedded default: files under DATA_DIR/uploads, each named by its SHA-256. A file arrives
 * as a finished local file (the upload's spool), so storing it is a hard link: the same bytes,
 * no copy, and the spool can go as soon as the record is committed.
 */
export function diskStorage(dir: string): FileStorage {
  const pathOf = (key: string) => {
    assertKey(key);
    return path.join(dir, key);
  };
  return {
    kind: "disk",

    async putFile(key, source) {
      const target = pathOf(key);
      await fsp.mkdir(dir, { recursive: true });
      try {
        await fsp.link(source, target);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        // Same content address, same bytes: already stored.
        if (code === "EEXIST") return;
        if (code !== "EXDEV" && code !== "EPERM") throw err;
        // Another file system (or one without hard links): copy, then rename into place.
        const temp = `${target}.${process.pid}.tmp`;
        await fsp.copyFile(source, temp);
        await fsp.rename(temp, target);
      }
    },

    async read(key) {
      const file = pathOf(key);
      const handle = await fsp.open(file, "r").catch((err: NodeJS.ErrnoException) => {
        if (err.code === "ENOENT") throw new StoredFileMissingError(key);
        throw err;
      });
      return handle.createReadStream();
    },

    async exists(key) {
      return fsp
        .stat(pathOf(key))
        .then((s) => s.isFile())
        .catch(() => false);
    },

    async remove(key) {
      await fsp.rm(pathOf(key), { force: true });
    },
  };
}
