import { formatBytes } from "@lib/format";
import {
  adminTexts,
  channelLabels,
  deliveryStatusLabels,
  itemKindLabels,
  labelOf,
  statusLabels,
} from "@content/admin";
import type { DeliveryEntry, TimelineEntry } from "@lib/admin";
import { recordId } from "@lib/ids";
import { data, Link } from "react-router";
import { FieldList, telHref } from "~/components/admin/fields";
import { displayName, itemAnchor } from "~/components/admin/people";
import { StatusBadge } from "~/components/admin/status-badge";
import { useStaffActions } from "~/components/admin/use-staff-actions";
import { NoteForm } from "~/components/admin/note-form";
import { Time } from "~/components/admin/time";
import { ChatMarkdown } from "~/components/chat/chat-markdown";
import { Button } from "~/components/ui/button";
import { requireStaffSession } from "~/lib/staff.server";
import type { Route } from "./+types/admin-person";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffSession(request, context);
  const id = recordId().safeParse(params.id);
  if (!id.success) throw data(adminTexts.itemNotFound, { status: 404 });
  try {
    return await context.services.admin.people.detail(id.data);
  } catch {
    throw data(adminTexts.itemNotFound, { status: 404 });
  }
}

// Long emails wrap only where they must, not at every letter.
const linkClass = "font-medium text-primary underline underline-offset-2 [overflow-wrap:anywhere]";
const cardClass = "rounded-[var(--radius-card)] border border-line bg-surface p-4";

export default function AdminPerson({ loaderData }: Route.ComponentProps) {
  const { person, nextStatuses, timeline } = loaderData;
  const base = `/api/admin/people/${person.id}`;
  const { act, addNote, busy, message, noteError } = useStaffActions(base);

  const latestNotes = timeline
    .flatMap((e) => (e.type === "activity" && e.entry.type === "note" ? [e.entry] : []))
    .slice(-3)
    .reverse();
  const retry = (kind: string, id: number, delivery: DeliveryEntry) =>
    act(
      `/api/admin/items/${kind}/${id}/deliveries/${delivery.id}/retry`,
      {},
      adminTexts.retryQueued,
    );

  return (
    <article>
      <Link to="/admin" className="font-semibold text-primary underline">
        ← {adminTexts.backToPeople}
      </Link>
      <h1 className="mt-4 text-2xl font-bold break-words">{displayName(person)}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <span data-testid="person-status">
          <StatusBadge status={person.status} />
        </span>
        {nextStatuses.map((s) => (
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

      <div className="mt-2 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 lg:order-2">
          <section aria-labelledby="contact" className={cardClass}>
            <h2 id="contact" className="text-lg font-bold">
              {adminTexts.contact}
            </h2>
            <dl className="mt-2 grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-1">
              {person.email ? (
                <>
                  <dt className="font-semibold">{adminTexts.email}</dt>
                  <dd className="min-w-0">
                    <a href={`mailto:${person.email}`} className={linkClass}>
                      {person.email}
                    </a>
                  </dd>
                </>
              ) : null}
              {person.phone ? (
                <>
                  <dt className="font-semibold">{adminTexts.phone}</dt>
                  <dd className="min-w-0">
                    <a href={telHref(person.phone)} className={linkClass}>
                      {person.phone}
                    </a>
                  </dd>
                </>
              ) : null}
              {person.company ? (
                <>
                  <dt className="font-semibold">{adminTexts.company}</dt>
                  <dd className="min-w-0 break-words">{person.company}</dd>
                </>
              ) : null}
              <dt className="font-semibold">{adminTexts.firstSeen}</dt>
              <dd className="min-w-0 text-ink-muted">
                <Time iso={person.createdAt} />
              </dd>
            </dl>
          </section>
          <section aria-labelledby="notes" className="mt-6">
            <h2 id="notes" className="text-lg font-bold">
              {adminTexts.notes}
            </h2>
            <NoteForm addNote={addNote} busy={busy} noteError={noteError} />
            {/* The newest notes beside the box they were written in; all of them are on the timeline too. */}
            {latestNotes.length > 0 ? (
              <ul className="mt-4 space-y-3" aria-label={adminTexts.latestNotes}>
                {latestNotes.map((n) => (
                  <li
                    key={n.id}
                    className="rounded-[var(--radius-control)] bg-surface-alt p-3 text-sm"
                  >
                    <p className="break-words whitespace-pre-wrap">{n.body}</p>
                    <p className="mt-1 text-ink-muted">
                      {n.author ?? adminTexts.removedAccount} · <Time iso={n.createdAt} />
                    </p>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        </div>

        <section aria-labelledby="timeline" className="min-w-0 lg:order-1">
          <h2 id="timeline" className="text-lg font-bold">
            {adminTexts.timeline}
          </h2>
          {timeline.length === 0 ? (
            <p className="mt-2 text-ink-muted">{adminTexts.timelineEmpty}</p>
          ) : (
            <ol className="mt-2 space-y-4" data-testid="timeline">
              {timeline.map((entry) => (
                <li key={entryKey(entry)} className="min-w-0">
                  <TimelineItem entry={entry} busy={busy} onRetry={retry} />
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </article>
  );
}

function entryKey(entry: TimelineEntry): string {
  if (entry.type === "conversation") return `conversation-${entry.id}`;
  if (entry.type === "item") return itemAnchor(entry.kind, entry.id);
  return `activity-${entry.entry.id}`;
}

function TimelineItem({
  entry,
  busy,
  onRetry,
}: {
  entry: TimelineEntry;
  busy: boolean;
  onRetry: (kind: string, id: number, delivery: DeliveryEntry) => void;
}) {
  if (entry.type === "conversation") {
    return (
      <section className={cardClass} aria-label={adminTexts.conversation}>
        <p className="text-sm text-ink-muted">
          <span className="font-semibold text-ink">{adminTexts.conversation}</span> ·{" "}
          <Time iso={entry.at} />
        </p>
        <ol className="mt-3 space-y-2">
          {entry.messages.map((m, i) => (
            <li
              // Messages have no id of their own; a transcript never reorders.
              key={i}
              className={`flex ${m.isUser ? "justify-end" : "justify-start"}`}
            >
              <div
                className={`max-w-[85%] min-w-0 rounded-2xl px-3 py-2 break-words ${
                  m.isUser ? "bg-primary text-white" : "bg-surface-alt text-ink"
                }`}
              >
                <p className="sr-only">
                  {m.isUser ? adminTexts.visitorSaid : adminTexts.assistantSaid}:
                </p>
                {m.isUser ? (
                  <p className="whitespace-pre-wrap">{m.text}</p>
                ) : (
                  <ChatMarkdown text={m.text} />
                )}
              </div>
            </li>
          ))}
        </ol>
      </section>
    );
  }

  if (entry.type === "item") {
    const anchor = itemAnchor(entry.kind, entry.id);
    return (
      <section
        id={anchor}
        aria-labelledby={`${anchor}-title`}
        className={`${cardClass} scroll-mt-4 target:ring-2 target:ring-primary`}
      >
        <p className="text-sm text-ink-muted">
          <span className="font-semibold text-ink">{labelOf(itemKindLabels, entry.kind)}</span> ·{" "}
          <Time iso={entry.at} />
        </p>
        <h3 id={`${anchor}-title`} className="mt-1 font-bold break-words">
          {entry.title}
        </h3>
        {entry.state ? (
          <p className="mt-1">
            <span className="inline-block rounded-full bg-surface-alt px-2.5 py-0.5 text-xs font-semibold">
              {entry.state}
            </span>
          </p>
        ) : null}
        <div className="mt-3">
          <FieldList fields={entry.fields} />
        </div>
        {entry.file ? (
          <a href={entry.file.url} className={`mt-3 inline-block ${linkClass}`} download>
            {adminTexts.download(entry.file.name, formatBytes(entry.file.size))}
          </a>
        ) : null}
        {entry.deliveries.length > 0 ? (
          <div className="mt-3 border-t border-line pt-3">
            <p className="text-sm font-semibold">{adminTexts.deliveries}</p>
            <ul className="mt-1 space-y-1 text-sm">
              {entry.deliveries.map((d) => (
                <li key={d.id} className="min-w-0">
                  <span className="break-words">
                    {d.label}, {labelOf(channelLabels, d.channel)}
                    {d.target ? ` ${d.target}` : ""}: {labelOf(deliveryStatusLabels, d.status)}
                    {d.attempts ? ` (${adminTexts.attempts(d.attempts)})` : ""}
                  </span>
                  {d.lastError ? <p className="text-danger break-words">{d.lastError}</p> : null}
                  {d.status === "failed" ? (
                    <Button
                      size="sm"
                      className="mt-1"
                      disabled={busy}
                      onClick={() => onRetry(entry.kind, entry.id, d)}
                    >
                      {adminTexts.retryNow}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
    );
  }

  const a = entry.entry;
  const item = entry.item;
  return (
    <div className="rounded-[var(--radius-control)] border border-dashed border-line px-4 py-2 text-sm">
      <p className="text-ink-muted">
        {a.author ?? adminTexts.removedAccount} · <Time iso={a.createdAt} />
        {item ? (
          <>
            {" "}
            · {adminTexts.onItem}{" "}
            <a href={`#${itemAnchor(item.kind, item.id)}`} className={linkClass}>
              {item.label || labelOf(itemKindLabels, item.kind)}
            </a>
          </>
        ) : null}
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
    </div>
  );
}
