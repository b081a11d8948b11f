// `npm run bench:assistant`: the local assistant's server-side reply time (p50, p95, max) over
// 200+ questions and its time to the first streamed delta, in this process, without HTTP. The
// target is a p95 under 50 ms. It informs; it never fails.
import { importTsFromDisk } from "./lib.mjs";

const { measureLocalLatency } = await importTsFromDisk("server/assistant/local/latency.ts");
// A first pass warms the module and the search index; the second is the one reported.
await measureLocalLatency();
const { count, reply, firstDelta, empty } = await measureLocalLatency();
const ms = (n) => `${n.toFixed(2)} ms`;
console.log(
  `local assistant, ${count} questions: reply p50 ${ms(reply.p50)}, p95 ${ms(reply.p95)}, max ${ms(reply.max)}`,
);
console.log(
  `first streamed delta, ${firstDelta.count} questions: p50 ${ms(firstDelta.p50)}, max ${ms(firstDelta.max)}`,
);
if (empty.length) console.log(`empty replies: ${empty.length}`);
