import { formatBytes } from "@lib/format";
import {
  adminTexts,
  channelLabels,
  deliveryStatusLabels,
  labelOf,
  statusLabels,
} from "@content/admin";
import { recordId } from "@lib/ids";
import { data, Link, redirect } from "react-router";
import { FieldList, readable } from "~/components/admin/fields";
import { itemAnchor } from "~/components/admin/people";
import { NoteForm } from "~/components/admin/note-form";
import { Time } from "~/components/admin/time";
import { StatusBadge } from "~/components/admin/status-badge";
import { useStaffActions } from "~/components/admin/use-staff-actions";
import { Button } from "~/components/ui/button";
import { requireStaffSession } from "~/lib/staff.server";
import type { Route } from "./+types/admin-item";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffSession(request, context);
  const { admin } = context.services;
  const id = recordId().safeParse(params.id);
  if (!admin.inbox.has(params.kind) || !id.success) throw data("Not found", { status: 404 });
  // Team notification emails link here: an item of a person opens on that person's page.
  const person = await admin.people.personOfItem(params.kind, id.data);
  if (person !== null) {
    throw redirect(`/admin/people/${person}#${itemAnchor(params.kind, id.data)}`, {
      headers: { "Cache-Control": "no-store" },
    });
  }
  try {
    return await admin.inbox.detail(params.kind, id.data);
  } catch {
    throw data("Not found", { status: 404 });
  }
}

const RUN_KIND = "workflow_failure";

export default function AdminItem({ loaderData: item }: Route.ComponentProps) {
  const base = `/api/admin/items/${item.kind}/${item.id}`;
  const { act, addNote, busy, message, noteError } = useStaffActions(base);

  return (
    <article>
      {/* Only items that belong to no person show here: failed runs, mostly. */}
      {item.kind === RUN_KIND ? (
        <Link to="/admin/runs" className="font-semibold text-primary underline">
          ← {adminTexts.runsTitle}
        </Link>
      ) : (
        <Link to="/admin" className="font-semibold text-primary underline">
          ← {adminTexts.backToPeople}
        </Link>
      )}
      <p className="mt-4 text-sm text-ink-muted">
        {item.kindLabel} #{item.id} · <Time iso={item.createdAt} />
      </p>
      <h1 className="mt-1 text-2xl font-bold break-words">{item.title}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <span data-testid="item-status">
          <StatusBadge status={item.status} />
        </span>
        {item.nextStatuses.map((s) => (
          <Button
            key={s}
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => act(`${base}/status`, { status: s }, adminTexts.statusChanged)}
          >
            {adminTexts.markStatus(labelOf(statusLabels, s))}
          </Button>
        ))}
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm font-medium">
        {message}
      </p>

      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <div className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
            <FieldList fields={item.fields} />
          </div>
          {item.file ? (
            <a href={item.file.url} className="font-semibold text-primary underline" download>
              {adminTexts.download(item.file.name, formatBytes(item.file.size))}
            </a>
          ) : null}
          {item.transcript ? (
            <section aria-labelledby="transcript">
              <h2 id="transcript" className="text-lg font-bold">
                {item.kind === RUN_KIND ? adminTexts.runLog : adminTexts.transcriptTitle}
              </h2>
              <pre className="mt-2 max-h-[28rem] overflow-auto rounded-[var(--radius-card)] border border-line bg-surface-alt p-4 text-sm whitespace-pre-wrap break-words">
                {item.transcript.split("\n").map(readable).join("\n")}
              </pre>
            </section>
          ) : null}
        </div>

        <aside className="space-y-6">
          <section aria-labelledby="notes">
            <h2 id="notes" className="text-lg font-bold">
              {adminTexts.notes}
            </h2>
            <NoteForm addNote={addNote} busy={busy} noteError={noteError} />
          </section>
          <section aria-labelledby="history">
            <h2 id="history" className="text-lg font-bold">
              {adminTexts.history}
            </h2>
            <ol className="mt-2 space-y-2">
              {item.activity.map((a) => (
                <li
                  key={a.id}
                  className="rounded-[var(--radius-control)] border border-line p-3 text-sm"
                >
                  <p className="text-ink-muted">
                    {a.author ?? adminTexts.removedAccount} · <Time iso={a.createdAt} />
                  </p>
                  <p className="mt-1 whitespace-pre-wrap break-words">
                    {a.type === "status"
                      ? adminTexts.statusChange(
                          labelOf(statusLabels, a.fromStatus),
                          labelOf(statusLabels, a.toStatus),
                        )
                      : a.type === "retry"
                        ? adminTexts.retried(a.body ?? "")
                        : a.body}
                  </p>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="deliveries">
            <h2 id="deliveries" className="text-lg font-bold">
              {adminTexts.deliveries}
            </h2>
            {item.deliveries.length === 0 ? (
              <p className="mt-2 text-sm text-ink-muted">{adminTexts.noDeliveries}</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {item.deliveries.map((d) => (
                  <li
                    key={d.id}
                    className="rounded-[var(--radius-control)] border border-line p-3 text-sm"
                  >
                    <p>
                      <span className="font-semibold">
                        {d.label}, {labelOf(channelLabels, d.channel)}
                      </span>
                      {d.target ? ` ${d.target}` : ""}: {labelOf(deliveryStatusLabels, d.status)}
                      {d.attempts ? ` (${adminTexts.attempts(d.attempts)})` : ""}
                    </p>
                    {d.lastError ? <p className="text-danger break-words">{d.lastError}</p> : null}
                    {d.status === "failed" ? (
                      <Button
                        size="sm"
                        className="mt-2"
                        disabled={busy}
                        onClick={() =>
                          act(`${base}/deliveries/${d.id}/retry`, {}, adminTexts.retryQueued)
                        }
                      >
                        {adminTexts.retryNow}
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>
      </div>
    </article>
  );
}
