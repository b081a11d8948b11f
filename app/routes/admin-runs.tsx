import { adminTexts } from "@content/admin";
import { Link, useSearchParams } from "react-router";
import { Time } from "~/components/admin/time";
import { requireStaffSession } from "~/lib/staff.server";
import type { Route } from "./+types/admin-runs";

/** Failed workflow runs are the engine's, not a person's: they have a list of their own. */
const RUN_KIND = "workflow_failure";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffSession(request, context);
  const raw = Number(new URL(request.url).searchParams.get("page"));
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1;
  return context.services.admin.inbox.list({ kind: RUN_KIND }, page);
}

export default function AdminRuns({ loaderData: page }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const pageLink = (n: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(n));
    return `/admin/runs?${next}`;
  };
  return (
    <>
      <h1 className="text-2xl font-bold">{adminTexts.runsTitle}</h1>
      <p className="mt-1 text-ink-muted">{adminTexts.runsLead}</p>
      {page.rows.length === 0 ? (
        <p className="mt-8 text-ink-muted">{adminTexts.runsEmpty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line rounded-[var(--radius-card)] border border-line bg-surface">
          {page.rows.map((row) => (
            <li key={row.id}>
              <Link
                to={`/admin/items/${row.kind}/${row.id}`}
                className="grid gap-1 px-4 py-3 hover:bg-surface-alt sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4"
              >
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{row.name}</span>
                  <span className="block truncate text-sm text-ink-muted">{row.summary}</span>
                </span>
                <span className="text-sm text-ink-muted">
                  <Time iso={row.createdAt} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-4">
          {page.page > 1 ? (
            <Link to={pageLink(page.page - 1)} className="font-semibold text-primary underline">
              {adminTexts.previousPage}
            </Link>
          ) : null}
          <span className="text-ink-muted">{adminTexts.pageOf(page.page)}</span>
          {page.page < pages ? (
            <Link to={pageLink(page.page + 1)} className="font-semibold text-primary underline">
              {adminTexts.nextPage}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
