import type { DetailField } from "@lib/admin";
import { Time } from "./time";

const linkClass = "font-medium text-primary underline underline-offset-2 break-all";

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
      return <>{field.value}</>;
  }
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
