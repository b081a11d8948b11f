// `npm run staff:add -- <username> <email>`: runs server/admin/cli.ts (TypeScript, bundled by
// esbuild) in this process.
import { importTsFromDisk } from "./lib.mjs";

await importTsFromDisk("server/admin/cli.ts");
