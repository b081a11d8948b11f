// `npm run bench:inbox`: the people inbox's list and search on an empty and on a large database,
// on PostgreSQL (TEST_DATABASE_URL, or the local one) and PGlite, and the people backfill's time
// on that data. It informs; it never fails.
//   node scripts/bench-inbox.mjs [--inquiries 200000] [--people 150000] [--runs 25]
//     [--engines postgres,pglite]
import { importTsFromDisk } from "./lib.mjs";

await importTsFromDisk("scripts/bench-inbox.ts");
