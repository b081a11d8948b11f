import { adminTexts, statusLabels } from "@content/admin";
import { inboxQuerySchema } from "@lib/admin";
import { Form, Link, useSearchParams } from "react-router";
import { StatusBadge } from "~/components/admin/status-badge";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/form";
import { requireStaffSession } from "~/lib/staff.server";
import type { Route } from "./+types/admin-inbox";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffSession(request, context);
  const { admin } = context.services;
  const url = new URL(request.url);
  const parsed = inboxQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : { page: 1 };
  const kind = query.kind && admin.inbox.has(query.kind) ? query.kind : undefined;
  const filters = { kind, status: query.status || undefined, q: query.q || undefined };
  return { page: await admin.inbox.list(filters, query.page), kinds: admin.inbox.kinds, filters };
}

const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  const { page, kinds, filters } = loaderData;
  const [params] = useSearchParams();
  const statuses = [...new Set(kinds.flatMap((k) => k.statuses))];
  const label = (kind: string) => kinds.find((k) => k.kind === kind)?.label ?? kind;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const pageLink = (n: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(n));
    return `/admin?${next}`;
  };
  const exportParams = new URLSearchParams(params);
  exportParams.delete("page");

  return (
    <>
      <h1 className="text-2xl font-bold">{adminTexts.title}</h1>
      <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto]">
        <div>
          <label htmlFor="q" className="sr-only">
            {adminTexts.searchLabel}
          </label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            placeholder={adminTexts.searchLabel}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="kind" className="sr-only">
            {adminTexts.kindLabel}
          </label>
          <select id="kind" name="kind" defaultValue={filters.kind ?? ""} className={inputClass}>
            <option value="">{adminTexts.allKinds}</option>
            {kinds.map((k) => (
              <option key={k.kind} value={k.kind}>
                {k.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="status" className="sr-only">
            {adminTexts.statusLabel}
          </label>
          <select
            id="status"
            name="status"
            defaultValue={filters.status ?? ""}
            className={inputClass}
          >
            <option value="">{adminTexts.allStatuses}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s] ?? s}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("primary")}>
          Filter
        </button>
      </Form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-ink-muted">
        <p>
          {page.total} item{page.total === 1 ? "" : "s"}
        </p>
        <a
          href={`/api/admin/items/export.csv?${exportParams}`}
          className={buttonClass("secondary", "sm")}
          download
        >
          {adminTexts.exportCsv}
        </a>
      </div>
      {page.rows.length === 0 ? (
        <p className="mt-8 text-ink-muted">{adminTexts.inboxEmpty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line rounded-[var(--radius-card)] border border-line bg-surface">
          {page.rows.map((row) => (
            <li key={`${row.kind}-${row.id}`}>
              <Link
                to={`/admin/items/${row.kind}/${row.id}`}
                className="grid gap-1 px-4 py-3 hover:bg-surface-alt sm:grid-cols-[9rem_1fr_auto] sm:items-center sm:gap-4"
              >
                <span className="text-sm text-ink-muted">
                  {label(row.kind)} #{row.id}
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-semibold">
                    {row.name || "(no name yet)"}
                  </span>
                  <span className="block truncate text-sm text-ink-muted">
                    {[row.email, row.company, row.summary].filter(Boolean).join(" · ")}
                  </span>
                </span>
                <span className="flex items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
                  <StatusBadge status={row.status} />
                  <span className="text-xs text-ink-muted">{when(row.createdAt)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-3">
          {page.page > 1 ? (
            <Link to={pageLink(page.page - 1)} className="font-semibold text-primary underline">
              Previous
            </Link>
          ) : null}
          <span className="text-ink-muted">
            Page {page.page} of {pages}
          </span>
          {page.page < pages ? (
            <Link to={pageLink(page.page + 1)} className="font-semibold text-primary underline">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
