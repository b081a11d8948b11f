import { type AppLoadContext, redirect } from "react-router";

/**
 * The staff pages' authorization, called by every staff loader and action itself. React Router
 * runs a route's loader on its own for a data request naming it (`.data` with `_routes=`),
 * without the layout's loader, and matches paths in any letter case and percent-encoding, so
 * neither the layout nor the server's path guard can be what keeps a staff page's data private
 * (docs/decisions/0032-staff-authorization-in-the-loaders.md).
 */
export async function requireStaffSession(request: Request, context: AppLoadContext) {
  const { admin } = context.services;
  const session = await admin.sessionFromCookies(request.headers.get("cookie"));
  if (!session) {
    throw redirect("/admin/login", {
      headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" },
    });
  }
  return session;
}
