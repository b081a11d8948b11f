import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { itemKindLabels, statusLabels } from "../../content/admin";
import { type PersonRow, safeCsvCell } from "../../lib/admin";
import type { InboxExportRow } from "./inbox";

const commonColumns: { header: string; value: (r: InboxExportRow) => unknown }[] = [
  { header: "Kind", value: (r) => itemKindLabels[r.kind] ?? r.kind },
  { header: "Id", value: (r) => r.id },
  { header: "Received (UTC)", value: (r) => r.createdAt },
  { header: "Status", value: (r) => statusLabels[r.status] ?? r.status },
  { header: "Name", value: (r) => r.name },
  { header: "Email", value: (r) => r.email },
  { header: "Company", value: (r) => r.company },
  { header: "Summary", value: (r) => r.summary },
];

type PersonExportRow = PersonRow & { createdAt: string };

const personColumns: { header: string; value: (r: PersonExportRow) => unknown }[] = [
  { header: "Person", value: (r) => r.id },
  { header: "Name", value: (r) => r.name },
  { header: "Email", value: (r) => r.email },
  { header: "Phone", value: (r) => r.phone },
  { header: "Company", value: (r) => r.company },
  { header: "Status", value: (r) => statusLabels[r.status] ?? r.status },
  { header: "Open items", value: (r) => r.openItems },
  { header: "Latest activity", value: (r) => itemKindLabels[r.lastActivity ?? ""] ?? "" },
  { header: "Latest activity at (UTC)", value: (r) => r.lastActivityAt },
  { header: "Next call (UTC)", value: (r) => r.nextCallAt },
  { header: "First seen (UTC)", value: (r) => r.createdAt },
];

/** The filtered people as CSV, one row per person, streamed like the item export. */
export function peopleCsv(rows: AsyncIterable<PersonExportRow>): ReadableStream<Uint8Array> {
  return toCsv(
    personColumns.map((c) => c.header),
    (async function* () {
      for await (const row of rows) yield personColumns.map((c) => cellOf(c.value(row)));
    })(),
  );
}

function toCsv(header: string[], records: AsyncIterable<string[]>): ReadableStream<Uint8Array> {
  const stringifier = stringify({
    header: true,
    columns: header,
    bom: true,
    record_delimiter: "windows",
  });
  const source = Readable.from(records);
  source.on("error", (err) => stringifier.destroy(err));
  source.pipe(stringifier);
  return Readable.toWeb(stringifier) as unknown as ReadableStream<Uint8Array>;
}

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
  kindColumns: { kind: string; key: string; header: string; format?: (v: unknown) => string }[],
): ReadableStream<Uint8Array> {
  const header = [...commonColumns.map((c) => c.header), ...kindColumns.map((c) => c.header)];
  async function* records() {
    for await (const row of rows) {
      yield [
        ...commonColumns.map((c) => cellOf(c.value(row))),
        ...kindColumns.map((c) =>
          c.kind === row.kind
            ? cellOf(c.format ? c.format(row.extra[c.key]) : row.extra[c.key])
            : "",
        ),
      ];
    }
  }
  return toCsv(header, records());
}
