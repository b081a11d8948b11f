/**
 * A small RFC 4180 reader (quoted fields, doubled quotes, CRLF) for the File Processor step and
 * for the editor's field checks: the header line names the columns, each later line is a row
 * keyed by them. `unclosedQuote`: the row (the file's line, the header being row 1) where a
 * quote opens that nothing closes; what follows it is one field, not rows, so the rows are not
 * to be used.
 */
export function parseCsv(text: string): {
  columns: string[];
  rows: Record<string, string>[];
  unclosedQuote?: number;
} {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  let line = 1;
  let quoteLine = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\n" || (ch === "\r" && text[i + 1] !== "\n")) line++;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === "") {
      quoted = true;
      quoteLine = line;
    } else if (ch === ",") {
      record.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") {
        i++;
        line++;
      }
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  const nonEmpty = records.filter((r) => r.some((f) => f.trim() !== ""));
  const [header, ...body] = nonEmpty;
  if (!header) return { columns: [], rows: [] };
  const columns = header.map((c) => c.trim());
  const rows = body.map((r) => Object.fromEntries(columns.map((c, i) => [c, (r[i] ?? "").trim()])));
  return quoted ? { columns, rows, unclosedQuote: quoteLine } : { columns, rows };
}
