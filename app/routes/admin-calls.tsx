import { adminTexts } from "@content/admin";
import type { CallRow } from "@lib/admin";
import { Link } from "react-router";
import { telHref } from "~/components/admin/fields";
import { displayName } from "~/components/admin/people";
import { clockTime, dayOf, shortTime, useHydrated, useStaffZone } from "~/components/admin/time";
import { requireStaffSession } from "~/lib/staff.server";
import type { Route } from "./+types/admin-calls";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffSession(request, context);
  return { calls: await context.services.admin.people.calls() };
}

const linkClass = "font-medium text-primary underline underline-offset-2 [overflow-wrap:anywhere]";
/** Small links side by side: each a 24 px target at least, for a finger. */
const tapClass = `${linkClass} inline-flex min-h-6 items-center`;

/** Calls by day in `zone`, soonest first (the server sends them in that order). */
function byDay(calls: CallRow[], zone: string): [string, CallRow[]][] {
  const days = new Map<string, CallRow[]>();
  for (const call of calls) {
    const day = dayOf(call.start, zone);
    days.set(day, [...(days.get(day) ?? []), call]);
  }
  return [...days];
}

export default function AdminCalls({ loaderData }: Route.ComponentProps) {
  // Days and times in the staff member's zone once the browser runs; the business's before.
  const zone = useStaffZone();
  const hydrated = useHydrated();
  const days = byDay(loaderData.calls, zone);
  return (
    <>
      <h1 className="text-2xl font-bold">{adminTexts.callsTitle}</h1>
      <p className="mt-1 text-ink-muted">
        {adminTexts.callsLead} {hydrated ? adminTexts.yourZone(zone) : null}
      </p>
      {days.length === 0 ? (
        <p className="mt-8 text-ink-muted">{adminTexts.callsEmpty}</p>
      ) : (
        days.map(([day, calls]) => (
          <section key={day} aria-label={day} className="mt-6">
            <h2 className="text-lg font-bold">{day}</h2>
            <ul className="mt-2 divide-y divide-line rounded-[var(--radius-card)] border border-line bg-surface">
              {calls.map((call) => (
                <li
                  key={call.bookingId}
                  className="grid gap-2 px-4 py-3 sm:grid-cols-[15rem_minmax(0,1fr)] sm:gap-4"
                >
                  <div>
                    <p className="font-semibold">
                      <span className="sr-only">{adminTexts.yourTime}: </span>
                      {clockTime(call.start, zone)}
                      <span className="font-normal text-ink-muted">
                        {" "}
                        · {adminTexts.callMinutes(call.minutes)}
                      </span>
                    </p>
                    <p className="text-sm text-ink-muted">
                      {adminTexts.visitorTime}: {shortTime(call.start, call.timeZone)}
                    </p>
                  </div>
                  <div className="min-w-0">
                    <p className="font-semibold break-words">
                      {call.personId !== null ? (
                        <Link to={`/admin/people/${call.personId}`} className={linkClass}>
                          {displayName({ id: call.personId, name: call.name, email: call.email })}
                        </Link>
                      ) : (
                        (call.name ?? call.email)
                      )}
                      {call.service ? (
                        <span className="font-normal text-ink-muted"> · {call.service}</span>
                      ) : null}
                    </p>
                    <p className="flex flex-wrap gap-x-4 text-sm">
                      {call.phone ? (
                        <a href={telHref(call.phone)} className={tapClass}>
                          {call.phone}
                        </a>
                      ) : null}
                      {call.email ? (
                        <a href={`mailto:${call.email}`} className={tapClass}>
                          {call.email}
                        </a>
                      ) : null}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
