import {
  adminTexts,
  itemKindLabels,
  labelOf,
  personStatusOrder,
  statusLabels,
  peopleViewLabels,
} from "@content/admin";
import { peopleQuerySchema, peopleViews } from "@lib/admin";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigate, useSearchParams } from "react-router";
import { displayName } from "~/components/admin/people";
import { StatusBadge } from "~/components/admin/status-badge";
import { Time } from "~/components/admin/time";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/form";
import { requireStaffSession } from "~/lib/staff.server";
import type { Route } from "./+types/admin-people";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffSession(request, context);
  const url = new URL(request.url);
  // The schema falls back per field: a hand-edited URL shows the default view, not an error.
  const query = peopleQuerySchema.parse(Object.fromEntries(url.searchParams));
  const status = (personStatusOrder as readonly string[]).includes(query.status ?? "")
    ? query.status
    : undefined;
  const filters = { ...query, status, q: query.q || undefined };
  return {
    page: await context.services.admin.people.list(filters),
    filters,
  };
}

/** How long typing may pause before the list follows it. */
const FILTER_DELAY_MS = 300;

export default function AdminPeople({ loaderData }: Route.ComponentProps) {
  const { page, filters } = loaderData;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Filters apply as the staff member types: the URL follows the form (replacing the entry, so
  // Back leaves the list rather than stepping through every letter). Without scripts the form's
  // own GET does the same on Enter or the button.
  function follow(delay: number) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!form.current) return;
      const next = new URLSearchParams();
      for (const [key, value] of new FormData(form.current)) {
        if (typeof value !== "string" || !value.trim()) continue;
        if (key === "view" && value === peopleViews[0]) continue;
        next.set(key, value.trim());
      }
      if (next.toString() === new URLSearchParams(filterParams(params)).toString()) return;
      navigate(`/admin${next.size ? `?${next}` : ""}`, {
        replace: true,
        preventScrollReset: true,
      });
    }, delay);
  }

  const pageLink = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 1) next.set("page", String(n));
    else next.delete("page");
    return `/admin${next.size ? `?${next}` : ""}`;
  };
  const exportParams = new URLSearchParams(filterParams(params));
  const exportLink = (by: "person" | "item") => {
    const next = new URLSearchParams(exportParams);
    next.set("by", by);
    return `/api/admin/people/export.csv?${next}`;
  };

  return (
    <>
      <h1 className="text-2xl font-bold">{adminTexts.people}</h1>
      <Form
        ref={form}
        method="get"
        action="/admin"
        onChange={(event) =>
          follow((event.target as HTMLElement).tagName === "INPUT" ? FILTER_DELAY_MS : 0)
        }
        onSubmit={() => clearTimeout(timer.current)}
        className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_auto_auto_auto]"
      >
        <div className="sm:col-span-2 lg:col-span-1">
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
            {personStatusOrder.map((s) => (
              <option key={s} value={s}>
                {labelOf(statusLabels, s)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="view" className="sr-only">
            {adminTexts.viewLabel}
          </label>
          <select id="view" name="view" defaultValue={filters.view} className={inputClass}>
            {peopleViews.map((v) => (
              <option key={v} value={v}>
                {labelOf(peopleViewLabels, v)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("primary")}>
          {adminTexts.filter}
        </button>
      </Form>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-2 text-sm">
        <span className="text-ink-muted">
          {adminTexts.exportCsv}, {adminTexts.exportBy.toLowerCase()}:
        </span>
        <a href={exportLink("person")} className={buttonClass("secondary", "sm")} download>
          {adminTexts.exportByPerson}
        </a>
        <a href={exportLink("item")} className={buttonClass("secondary", "sm")} download>
          {adminTexts.exportByItem}
        </a>
      </div>
      {page.rows.length === 0 ? (
        <p className="mt-8 text-ink-muted">{adminTexts.peopleEmpty}</p>
      ) : (
        <ul
          className="mt-4 divide-y divide-line rounded-[var(--radius-card)] border border-line bg-surface"
          data-testid="people"
        >
          {page.rows.map((row) => (
            <li key={row.id}>
              <Link
                to={`/admin/people/${row.id}`}
                className="grid gap-1 px-4 py-3 hover:bg-surface-alt sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)_auto] sm:items-center sm:gap-4"
              >
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{displayName(row)}</span>
                  <span className="block truncate text-sm text-ink-muted">
                    {[row.name ? row.email : null, row.company, row.phone]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </span>
                <span className="min-w-0 text-sm text-ink-muted">
                  {row.lastActivity ? (
                    <span className="block truncate">
                      {labelOf(itemKindLabels, row.lastActivity)}, <Time iso={row.lastActivityAt} />
                    </span>
                  ) : (
                    <span className="block truncate">
                      <Time iso={row.lastActivityAt} />
                    </span>
                  )}
                  {row.nextCallAt ? (
                    <span className="block truncate">
                      {adminTexts.nextCall} <Time iso={row.nextCallAt} />
                    </span>
                  ) : null}
                </span>
                <span className="flex flex-wrap items-center gap-2 sm:justify-end">
                  <StatusBadge status={row.status} />
                  {row.openItems > 0 ? (
                    <span className="rounded-full border border-primary px-2 text-xs font-semibold text-primary">
                      {adminTexts.openItems(row.openItems)}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {page.page > 1 || page.hasMore ? (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-4">
          {page.page > 1 ? (
            <Link to={pageLink(page.page - 1)} className="font-semibold text-primary underline">
              {adminTexts.previousPage}
            </Link>
          ) : null}
          <span className="text-ink-muted">{adminTexts.pageOf(page.page)}</span>
          {page.hasMore ? (
            <Link to={pageLink(page.page + 1)} className="font-semibold text-primary underline">
              {adminTexts.nextPage}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

/** The list's filters from the URL, without the page: what a new filter or the export keeps. */
function filterParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of ["q", "status", "view"]) {
    const value = params.get(key)?.trim();
    if (value && !(key === "view" && value === peopleViews[0])) next.set(key, value);
  }
  return next;
}
