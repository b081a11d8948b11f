import { adminTexts } from "@content/admin";
import { lazy, Suspense } from "react";
import { requireStaffSession } from "~/lib/staff.server";
import type { Route } from "./+types/admin-dashboard";

// The chart library loads on this page only, in the browser.
const Charts = lazy(() => import("~/components/admin/dashboard-charts"));

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffSession(request, context);
  return context.services.admin.stats();
}

export default function AdminDashboard({ loaderData: stats }: Route.ComponentProps) {
  const totals = stats.weeks.reduce(
    (t, w) => ({
      pageViews: t.pageViews + w.pageViews,
      chats: t.chats + w.chats,
      leads: t.leads + w.leads,
      consultations: t.consultations + w.consultations,
      paidOrders: t.paidOrders + w.paidOrders,
      revenueCents: t.revenueCents + w.revenueCents,
      trials: t.trials + w.trials,
      pendingRequests: t.pendingRequests + w.pendingRequests,
    }),
    {
      pageViews: 0,
      chats: 0,
      leads: 0,
      consultations: 0,
      paidOrders: 0,
      revenueCents: 0,
      trials: 0,
      pendingRequests: 0,
    },
  );
  const median = stats.medianHoursToContact;
  const figures: [string, string][] = [
    ["Page views", String(totals.pageViews)],
    ["Chats", String(totals.chats)],
    ["Leads", String(totals.leads)],
    ["Consultations", String(totals.consultations)],
    ["Paid orders", String(totals.paidOrders)],
    ["Revenue", `$${(totals.revenueCents / 100).toLocaleString("en-US")}`],
    ["Trials", String(totals.trials)],
    ["Pending requests", String(totals.pendingRequests)],
  ];
  return (
    <>
      <h1 className="text-2xl font-bold">{adminTexts.dashboard}</h1>
      <p className="mt-1 text-ink-muted">Last {stats.weeks.length} weeks</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {figures.map(([label, value]) => (
          <div
            key={label}
            className="rounded-[var(--radius-card)] border border-line bg-surface p-4"
          >
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd
              className="text-2xl font-bold"
              data-testid={`total-${label.toLowerCase().replace(/ /g, "-")}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <section
        aria-labelledby="contact-time"
        className="mt-6 rounded-[var(--radius-card)] border border-line bg-surface p-4"
      >
        <h2 id="contact-time" className="text-lg font-bold">
          Time to first contact
        </h2>
        <p className="mt-1">
          {median === null
            ? "No item has been marked contacted yet."
            : `Median ${median < 1 ? `${Math.round(median * 60)} minutes` : `${median.toFixed(1)} hours`} against the promise of ${adminTexts.replyPromise}; ${stats.contactedWithinPromise} of ${stats.contactedTotal} contacted within it.`}
        </p>
      </section>
      <section aria-labelledby="funnel" className="mt-6">
        <h2 id="funnel" className="text-lg font-bold">
          Funnel
        </h2>
        <p className="mt-1 text-ink-muted">{adminTexts.funnel(stats.funnel)}</p>
      </section>
      <Suspense fallback={<p className="mt-6 text-ink-muted">Loading charts...</p>}>
        <Charts stats={stats} />
      </Suspense>
    </>
  );
}
