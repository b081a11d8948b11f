import { adminTexts } from "@content/admin";
import { Link, NavLink, Outlet, useRouteError, isRouteErrorResponse } from "react-router";
import { adminPost } from "~/components/admin/admin-api";
import { requireStaffSession } from "~/lib/staff.server";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => [
  { title: `${adminTexts.title} | Relaywise` },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The staff layout. Its check does not cover the pages inside it: a data request can run a
 * child's loader alone, so each of them calls requireStaffSession too.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = context.services;
  const session = await requireStaffSession(request, context);
  return {
    username: session.user.username,
    csrfToken: session.csrfToken,
    newCount: await admin.people.newCount(),
  };
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-[var(--radius-control)] px-3 py-2 font-semibold ${isActive ? "bg-white/15 text-white" : "text-night-muted hover:text-white"}`;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  async function signOut() {
    await adminPost("/api/admin/logout", loaderData.csrfToken).catch(() => {});
    window.location.assign("/admin/login");
  }
  return (
    <>
      <header className="bg-night text-white">
        <div className="container-page flex flex-wrap items-center gap-2 py-3">
          <Link to="/admin" className="mr-2 text-lg font-bold">
            Relaywise staff
          </Link>
          <nav aria-label="Staff" className="flex flex-wrap items-center gap-1">
            <NavLink to="/admin" end className={navClass}>
              {adminTexts.people}{" "}
              <span
                className="ml-1 rounded-full bg-white px-2 text-sm text-ink"
                data-testid="new-count"
              >
                {loaderData.newCount} {adminTexts.newItems}
              </span>
            </NavLink>
            <NavLink to="/admin/calls" className={navClass}>
              {adminTexts.calls}
            </NavLink>
            <NavLink to="/admin/runs" className={navClass}>
              {adminTexts.runs}
            </NavLink>
            <NavLink to="/admin/dashboard" className={navClass}>
              {adminTexts.dashboard}
            </NavLink>
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <span className="hidden text-night-muted sm:inline">{loaderData.username}</span>
            <button
              type="button"
              onClick={signOut}
              className="rounded-[var(--radius-control)] border border-white/40 px-3 py-1.5 font-semibold hover:bg-white/10"
            >
              {adminTexts.signOut}
            </button>
          </div>
        </div>
      </header>
      <div className="container-page py-6">
        <Outlet />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className="container-page py-16">
      <h1 className="text-2xl font-bold">
        {status === 401
          ? adminTexts.sessionEnded
          : status === 404
            ? "Not found"
            : "Something went wrong"}
      </h1>
      <a
        href={status === 401 ? "/admin/login" : "/admin"}
        className="mt-4 inline-block font-semibold text-primary underline"
      >
        {status === 401 ? adminTexts.signIn : adminTexts.title}
      </a>
    </div>
  );
}
