import { humanize } from "@content/admin";
import type { DetailField } from "@lib/admin";
import { exactTime, Time } from "./time";

const linkClass = "font-medium text-primary underline underline-offset-2 [overflow-wrap:anywhere]";

/** A phone number as a tel: URL: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** One detail value as its type says: a mailto or tel link, a relative time, or text. */
export function FieldValue({ field }: { field: DetailField }) {
  switch (field.type) {
    case "email":
      return (
        <a href={`mailto:${field.value}`} className={linkClass}>
          {field.value}
        </a>
      );
    case "phone":
      return (
        <a href={telHref(field.value)} className={linkClass}>
          {field.value}
        </a>
      );
    case "time":
      return <Time iso={field.value} />;
    default:
      return isInstant(field.value) ? <Time iso={field.value} /> : readable(field.value);
  }
}

const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const isInstant = (text: string) => instant.test(text.trim());

/**
 * Text as staff read it, for values a record kind has not formatted yet: JSON becomes
 * "Key: value" lines and ISO times inside it read as times (in UTC: the same on the server and
 * in the browser). Plain text is left alone.
 */
export function readable(text: string): string {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return text;
  try {
    return lines(JSON.parse(trimmed)).join("\n");
  } catch {
    return text;
  }
}

function lines(value: unknown, prefix = ""): string[] {
  if (value === null || value === undefined || value === "") return [];
  if (Array.isArray(value)) return value.flatMap((v) => lines(v, prefix));
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) => {
      const label = humanize(key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase());
      if (v !== null && typeof v === "object") return [`${label}:`, ...lines(v, `${prefix}  `)];
      const text = lines(v)[0];
      return text === undefined ? [] : [`${prefix}${label}: ${text}`];
    });
  }
  const text = String(value);
  return [`${prefix}${isInstant(text) ? exactTime(text, "UTC") : text}`];
}

export function FieldList({ fields }: { fields: DetailField[] }) {
  if (fields.length === 0) return null;
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[11rem_minmax(0,1fr)]">
      {fields.map((f, i) => (
        <div key={`${f.label}-${i}`} className="contents">
          <dt className="font-semibold">{f.label}</dt>
          <dd className="mb-1 min-w-0 break-words whitespace-pre-wrap text-ink-muted sm:mb-0">
            <FieldValue field={f} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
