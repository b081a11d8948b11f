import { lazy, Suspense, useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { brandColors } from "@lib/brand";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ChatProvider } from "./components/chat/chat-provider";
import { FloatingChatButton } from "./components/layout/floating-chat-button";
import { ScrollToTop } from "./components/layout/scroll-to-top";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { ChatWithoutScripts, ScriptsFailedNotice } from "./components/layout/without-scripts";
import { useNonce } from "./lib/nonce";
import { replayTaps, tapCaptureScript } from "./lib/tap-replay";
import { Stylesheet } from "./lib/stylesheet";
import type { RootData } from "./lib/root-data";
import { rootData } from "./lib/seo.server";

// Zod 4 probes `new Function` at its first parse to decide whether to compile validators. The CSP
// (ADR 0003) forbids eval, and the refused probe still surfaces as a browser issue (Lighthouse Best
// Practices). Interpreted parsing needs no eval. Set through zod's global config object so this
// page imports no zod; the same object is used whichever module runs first.
if (typeof document !== "undefined") {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}

// Radix Toast is 7 KB of script every page would load for a message only an action shows (a sent
// form, a chat error). It loads at the visitor's first interaction; a toast raised before it
// mounts is shown when it does.
const Toaster = lazy(() => import("./components/ui/toast").then((m) => ({ default: m.Toaster })));

function DeferredToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const events = ["pointerdown", "keydown", "focusin", "touchstart"] as const;
    const want = () => setWanted(true);
    for (const e of events) window.addEventListener(e, want, { once: true, passive: true });
    return () => {
      for (const e of events) window.removeEventListener(e, want);
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function loader({ context }: Route.LoaderArgs): RootData {
  return rootData(context);
}

// The profile changes only with a restart; client navigations need not refetch it.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData("root") as RootData | undefined;
  // The staff inbox has its own header and no visitor chat (app/routes/admin.tsx).
  const staff = /^\/admin(\/|$)/.test(useLocation().pathname);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brandColors.primary} />
        {/* First in the head: a press made before the scripts run is held, not lost. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: tapCaptureScript }} />
        <Meta />
        <Links />
        <Stylesheet href={stylesheet} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-[var(--radius-control)] focus:bg-surface focus:px-4 focus:py-2 focus:text-ink focus:shadow"
        >
          Skip to content
        </a>
        {data && !staff ? (
          <ChatProvider>
            <SiteHeader />
            <main id="main" className="flex-1 pt-16">
              {children}
            </main>
            <SiteFooter />
            <FloatingChatButton />
            <ChatWithoutScripts />
          </ChatProvider>
        ) : (
          <main id="main" className="flex-1">
            {children}
          </main>
        )}
        <ScriptsFailedNotice />
        <DeferredToaster />
        <ScrollToTop />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Browser tests and the audit wait for this before interacting.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // React handles every press from now on; the ones made before it could are pressed again.
    replayTaps();
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className="container-page py-24 text-center">
      <h1 className="text-4xl font-bold">
        {status === 404 ? "404 Page Not Found" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-ink-muted">
        {status === 404
          ? "The page you are looking for does not exist."
          : "Please refresh the page or try again in a moment."}
      </p>
      <a href="/" className="mt-8 inline-block font-semibold text-primary underline">
        Back to home
      </a>
    </div>
  );
}
