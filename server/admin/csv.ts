import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { safeCsvCell } from "../../lib/admin";
import type { InboxExportRow } from "./inbox";

const commonColumns: { header: string; value: (r: InboxExportRow) => unknown }[] = [
  { header: "Kind", value: (r) => r.kind },
  { header: "Id", value: (r) => r.id },
  { header: "Received (UTC)", value: (r) => r.createdAt },
  { header: "Status", value: (r) => r.status },
  { header: "Name", value: (r) => r.name },
  { header: "Email", value: (r) => r.email },
  { header: "Company", value: (r) => r.company },
  { header: "Summary", value: (r) => r.summary },
];

function cellOf(value: unknown): string {
  if (value !== null && typeof value === "object") return safeCsvCell(JSON.stringify(value));
  return safeCsvCell(value);
}

/**
 * The filtered inbox as CSV, streamed: rows are read in batches and written as the client takes
 * them. Every cell passes safeCsvCell, so a name like "=HYPERLINK(...)" stays text in a
 * spreadsheet. A BOM makes Excel read the file as UTF-8.
 */
export function inboxCsv(
  rows: AsyncIterable<InboxExportRow>,
  kindColumns: { kind: string; key: string; header: string }[],
): ReadableStream<Uint8Array> {
  const header = [...commonColumns.map((c) => c.header), ...kindColumns.map((c) => c.header)];
  const stringifier = stringify({
    header: true,
    columns: header,
    bom: true,
    record_delimiter: "windows",
  });
  async function* records() {
    for await (const row of rows) {
      yield [
        ...commonColumns.map((c) => cellOf(c.value(row))),
        ...kindColumns.map((c) => (c.kind === row.kind ? cellOf(row.extra[c.key]) : "")),
      ];
    }
  }
  const source = Readable.from(records());
  source.on("error", (err) => stringifier.destroy(err));
  source.pipe(stringifier);
  return Readable.toWeb(stringifier) as unknown as ReadableStream<Uint8Array>;
}
